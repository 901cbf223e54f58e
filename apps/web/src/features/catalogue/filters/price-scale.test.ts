import { describe, expect, it } from 'vitest';
import { positionOf, priceAt, SCALE_STEPS, scaleTop } from './price-scale';

describe('price scale', () => {
  it('tops out at the highest price rounded up to a ₹500 step, or ₹10,000 before it is known', () => {
    expect(scaleTop(undefined)).toBe(10_000);
    expect(scaleTop(11_499_999)).toBe(11_500_000);
    expect(scaleTop(1234)).toBe(1500);
  });

  it('gives the low end room on a wide scale: the first step is ₹500, not ₹0, and rents get a quarter of the track', () => {
    const top = 11_500_000;
    expect(priceAt(0, top)).toBe(0);
    expect(priceAt(1, top)).toBe(500);
    expect(priceAt(SCALE_STEPS, top)).toBe(top);
    expect(positionOf(1500, top, 0)).toBeGreaterThan(10);
    for (let p = 0; p <= SCALE_STEPS; p++) {
      expect(priceAt(p, top) % 500).toBe(0);
      if (p > 0) expect(priceAt(p, top)).toBeGreaterThanOrEqual(priceAt(p - 1, top));
    }
  });

  it('maps prices back to positions that give about the same price', () => {
    const top = 60_000;
    for (const price of [1500, 9000, 45_000]) {
      const back = priceAt(positionOf(price, top, 0), top);
      expect(Math.abs(back - price) / price).toBeLessThan(0.1);
    }
    expect(positionOf(undefined, top, SCALE_STEPS)).toBe(SCALE_STEPS);
    expect(positionOf(0, top, SCALE_STEPS)).toBe(0);
    // A bound at the top is still a bound, not "any price".
    expect(positionOf(top, top, 0)).toBe(SCALE_STEPS - 1);
  });
});
