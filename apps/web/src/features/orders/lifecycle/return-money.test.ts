import { describe, expect, it } from 'vitest';
import { parseDeduction, returnMoney, splitDeposit } from './return-money';

const held = { status: 'held' as const, held: 1500, proposed_deduction: null, deduction_reason: null, refunded: null, deducted: null };

describe('the deposit on screen', () => {
  it('shows the proposal as kept and the rest as coming back, in whole paise', () => {
    expect(returnMoney(held)).toEqual({ held: 1500, keep: 0, back: 1500, settled: false });
    expect(returnMoney({ ...held, proposed_deduction: 600.1 })).toEqual({ held: 1500, keep: 600.1, back: 899.9, settled: false });
    expect(returnMoney({ ...held, held: 999.99, proposed_deduction: 0.01 }).back).toBe(999.98);
  });

  it('shows a settled deposit as the server split it', () => {
    expect(returnMoney({ ...held, status: 'settled', proposed_deduction: 600, refunded: 1250, deducted: 250 })).toEqual({
      held: 1500,
      keep: 250,
      back: 1250,
      settled: true,
    });
  });

  it('caps a deduction to the deposit', () => {
    expect(splitDeposit(1500, 2000)).toEqual({ keep: 1500, back: 0 });
    expect(splitDeposit(1500, -5)).toEqual({ keep: 0, back: 1500 });
  });

  it("reads the admin's deduction: rupees with two decimals at most, 0..held", () => {
    expect(parseDeduction(' 250 ', 1500)).toEqual({ ok: true, value: 250 });
    expect(parseDeduction('1,500', 1500)).toEqual({ ok: true, value: 1500 });
    expect(parseDeduction('0', 1500)).toEqual({ ok: true, value: 0 });
    expect(parseDeduction('12.345', 1500)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDeduction('-1', 1500)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDeduction('', 1500)).toEqual({ ok: false, error: 'invalid' });
    expect(parseDeduction('1500.01', 1500)).toEqual({ ok: false, error: 'tooLarge' });
  });
});
