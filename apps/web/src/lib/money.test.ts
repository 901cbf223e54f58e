import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

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
