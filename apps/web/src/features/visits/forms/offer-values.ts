import type { ProductDetail } from '@kiraya/contract';
import { firstStartDate, handoverFrom } from '@kiraya/contract/renting/rules';
import { lastMoveInDay, offerQuote } from '@kiraya/contract/visits/rules';

/** The offer form's fields as their controls hold them. */
export type OfferValues = Record<'monthly_rent' | 'deposit' | 'move_in' | 'months' | 'note', string>;

/**
 * The offer prefilled from the listing: its monthly rent, deposit and minimum tenure, moving in on its first free day
 * (today or later, and no later than the move-in window allows). Blank when the listing is gone or not for rent.
 */
export function offerDefaults(product: Pick<ProductDetail, 'availability' | 'offer'> | undefined, today: string): OfferValues {
  const rent = product?.offer.rent ?? null;
  // The contract's handover rule, as on the item page: the day a rented-out unit frees up, else the available-from day.
  const first = firstStartDate(product ? handoverFrom(product.offer.available_from, product.availability) : null, today);
  const last = lastMoveInDay(today);
  return {
    monthly_rent: rent ? String(rent.monthly) : '',
    deposit: rent ? String(rent.deposit) : '',
    // biome-ignore lint/complexity/useMathMinMax: days as YYYY-MM-DD text compare as text, not as numbers
    move_in: first > last ? last : first,
    months: String(rent?.min_months ?? 1),
    note: '',
  };
}

/** The move-in window of an offer: today to 90 days ahead. */
export const moveInRange = (today: string) => ({ min: today, max: lastMoveInDay(today) });

/** A real calendar day as YYYY-MM-DD (not 2026-02-30), as the contract's z.iso.date() takes it. */
const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * What the buyer would pay on accepting (first month + deposit) and the tenure's end, as the server will work it out
 * (the contract's offerQuote, in paise; the end as YYYY-MM-DD, for the screen to say); null until the rent, deposit, day and tenure read as numbers and a day.
 */
export function offerPreview(values: OfferValues): { dueNow: number; endDate: string } | null {
  const monthly = Number(values.monthly_rent.trim());
  const deposit = values.deposit.trim() === '' ? 0 : Number(values.deposit.trim());
  const months = Number(values.months);
  if (values.monthly_rent.trim() === '' || !Number.isFinite(monthly) || monthly <= 0) return null;
  if (!Number.isFinite(deposit) || deposit < 0 || !Number.isInteger(months) || months < 1 || !isDay(values.move_in)) return null;
  const quote = offerQuote({
    monthlyPaise: Math.round(monthly * 100),
    depositPaise: Math.round(deposit * 100),
    moveIn: values.move_in,
    months,
  });
  return { dueNow: quote.dueNowPaise / 100, endDate: quote.endDate };
}
