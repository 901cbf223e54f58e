import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupeesExact } from './money';

describe('formatPrice', () => {
  it('groups rupees the Indian way without decimals for whole amounts', () => {
    expect(formatPrice(4200000)).toBe('₹42,00,000');
    expect(formatPrice(700)).toBe('₹700');
  });
  it('keeps paise when there are any', () => {
    expect(formatPrice(99.5)).toBe('₹99.50');
  });
  it("adds '/month' for rents", () => {
    expect(formatPrice(13000, { perMonth: true })).toBe('₹13,000/month');
  });
});

describe('formatRupeesExact', () => {
  it('always shows two decimals, with Indian grouping', () => {
    expect(formatRupeesExact(1234.5)).toBe('₹1,234.50');
    expect(formatRupeesExact(0)).toBe('₹0.00');
    expect(formatRupeesExact(150000)).toBe('₹1,50,000.00');
  });
  it('rounds to the paisa', () => {
    expect(formatRupeesExact(99.999)).toBe('₹100.00');
  });
});
