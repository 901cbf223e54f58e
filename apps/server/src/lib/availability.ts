import type { AvailabilityView } from '@kiraya/contract';

/** What holds a product's units today: accepted rentals running now, and when the first of them ends. */
export interface Holds {
  /** Units out on accepted rentals whose period contains today. */
  rentedNow: number;
  /** The earliest end of those rentals (YYYY-MM-DD), null when none runs. */
  firstFree: string | null;
}

export const NO_HOLDS: Holds = { rentedNow: 0, firstFree: null };

/**
 * Whether a unit is free today (docs/renting.md): sold when every unit is sold; unavailable when the owner
 * switched it off; "available from" the owner's
 * available-from date while it is ahead, or the end of the first running rental when every unsold unit is out;
 * available otherwise.
 */
export function availabilityOf(
  p: { quantity: number; unitsSold: number; availableFrom: string | null; available: boolean },
  holds: Holds,
  today: string,
): AvailabilityView {
  if (p.unitsSold >= p.quantity) return { status: 'sold', available_from: null };
  if (!p.available) return { status: 'unavailable', available_from: null };
  if (p.availableFrom !== null && p.availableFrom > today) return { status: 'available_from', available_from: p.availableFrom };
  if (p.unitsSold + holds.rentedNow >= p.quantity) return { status: 'available_from', available_from: holds.firstFree };
  return { status: 'available', available_from: null };
}
