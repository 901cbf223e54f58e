import { WALLET_MSG } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { withdrawAmountProblem } from './withdraw-dialog';

describe('withdrawAmountProblem', () => {
  it('accepts any amount above zero with at most two decimals, up to the balance', () => {
    expect(withdrawAmountProblem('1000', 2500)).toBeNull();
    expect(withdrawAmountProblem(' 2500.00 ', 2500)).toBeNull();
    // 1.15 * 100 is 114.99999999999999 in floating point: still two decimals.
    expect(withdrawAmountProblem('1.15', 2500)).toBeNull();
    expect(withdrawAmountProblem('0.29', 2500)).toBeNull();
  });
  it('refuses an empty, zero, negative or non-numeric amount', () => {
    expect(withdrawAmountProblem('', 2500)).toBe('Enter an amount.');
    expect(withdrawAmountProblem('0', 2500)).toBe('Amount must be more than zero.');
    expect(withdrawAmountProblem('-5', 2500)).toBe('Amount must be more than zero.');
    expect(withdrawAmountProblem('ten', 2500)).toBe('Amount must be a number.');
  });
  it('refuses a third decimal, as the server does', () => {
    expect(withdrawAmountProblem('10.555', 2500)).toBe('Amount can have at most two decimals.');
  });
  it('refuses more than the balance', () => {
    expect(withdrawAmountProblem('2500.01', 2500)).toBe(WALLET_MSG.overBalance);
  });
});
