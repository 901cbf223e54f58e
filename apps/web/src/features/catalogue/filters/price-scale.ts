import { LIMITS } from '@kiraya/contract';

/**
 * The price filter's scale: logarithmic from the first step (₹500) to the highest price of the list, so a rent of
 * ₹1,500 and a flat of ₹1,15,00,000 both get room (on a linear track every rent sat in the first 1%, and a tap near
 * the start meant ₹0). Prices stay the spec's: from ₹0, in steps of ₹500, up to the highest price (or ₹10,000 before
 * it is known). Position 0 is "no minimum" and the last position "no maximum".
 */
export const SCALE_STEPS = 100;
const { step: STEP, min: MIN, defaultMax: DEFAULT_TOP } = LIMITS.priceSlider;

/** The top of the scale: the highest price rounded up to a step, or the default before the server says. */
export function scaleTop(highest: number | undefined): number {
  // (A chosen maximum above it widens it: use-filtered-list passes the larger.)
  const value = highest && highest > 0 ? highest : DEFAULT_TOP;
  return Math.max(STEP * 2, Math.ceil(value / STEP) * STEP);
}

const snap = (value: number) => Math.max(MIN, Math.round(value / STEP) * STEP);

export function priceAt(position: number, top: number): number {
  if (position <= 0) return MIN;
  if (position >= SCALE_STEPS) return top;
  return Math.min(top, snap(STEP * (top / STEP) ** (position / SCALE_STEPS)));
}

export function positionOf(price: number | undefined, top: number, fallback: number): number {
  if (price === undefined) return fallback;
  if (price <= MIN) return 0;
  // A bound at or above the top (before the list's highest price is known) sits just inside it: it is still a bound.
  if (price >= top) return SCALE_STEPS - 1;
  const at = Math.round((SCALE_STEPS * Math.log(Math.max(price, STEP) / STEP)) / Math.log(top / STEP));
  return Math.min(SCALE_STEPS - 1, Math.max(1, at));
}
