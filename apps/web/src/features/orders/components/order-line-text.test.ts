import { describe, expect, it } from 'vitest';
import { lineKind, lineStatus } from './order-line-text';

describe('lineKind', () => {
  it('names a sale, and a rent line with its months', () => {
    expect(lineKind('sale', null)).toBe('Sale');
    expect(lineKind('rent', 3)).toBe('Rent · 3 months');
    expect(lineKind('rent', 1)).toBe('Rent · 1 month');
  });
});

describe('lineStatus', () => {
  it('colours Accepted green, Rejected red and the others yellow (spec §2)', () => {
    expect(lineStatus('accepted')).toEqual({ label: 'Accepted', tone: 'green' });
    expect(lineStatus('rejected')).toEqual({ label: 'Rejected', tone: 'red' });
    expect(lineStatus('pending').tone).toBe('yellow');
    expect(lineStatus('cancelled').tone).toBe('yellow');
  });
});
