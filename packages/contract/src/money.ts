/** Money rules shared by every form that takes rupees (zod-free). */

/**
 * Money is stored in whole paise (rupees × 100, rounded): an amount that rounds to 0 paise (e.g. 1e-9) is not
 * "more than zero", whatever `.positive()` says about the float.
 */
export const atLeastOnePaisa = (rupees: number): boolean => Math.round(rupees * 100) >= 1;

/**
 * At most two decimals, compared with a tolerance: in binary floating point 1.15 * 100 is 114.99999999999999,
 * yet ₹1.15 has two decimals.
 */
export const atMostTwoDecimals = (rupees: number): boolean => Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;

/** A rupee field's refusals, in its own words ("Sale price must be a number."): each text gets its own code. */
export const amountFieldTexts = <L extends string>(label: L) =>
  ({
    notNumber: `${label} must be a number.`,
    negative: `${label} cannot be negative.`,
    tooLarge: `${label} is too large.`,
    decimals: `${label} can have at most two decimals.`,
    zero: `${label} must be more than zero.`,
  }) as const;
