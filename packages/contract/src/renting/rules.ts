import { LIMITS } from '../limits.js';

// Renting (zod-free): what an item offers, how a rental is priced, which dates a line holds, and the texts of it.
// The server prices every line with these functions; the item page, cart and upload preview show the same numbers
// by calling them too. Amounts are integers in paise unless a function says rupees.

/* ───────────────────────── The offer ───────────────────────── */

/** An item is offered for rent, for sale, or both. */
export const OFFER_KINDS = ['rent', 'sale', 'both'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKind, string> = { rent: 'For rent', sale: 'For sale', both: 'For rent or sale' };

export const offerHasRent = (kind: OfferKind): boolean => kind !== 'sale';
export const offerHasSale = (kind: OfferKind): boolean => kind !== 'rent';

/** Percent off the monthly rent for tenures of at least `months`. */
export interface TenureDiscount {
  months: number;
  percent: number;
}

export const RENT_LIMITS = {
  /** A tenure is at most this many months (the spec's minimum of 1 stays the floor). */
  tenureMin: LIMITS.rentMonthsMin,
  tenureMax: LIMITS.rentMonthsMax,
  /** A start date is at most this many days after the first day the item is available. */
  startWithinDays: 60,
  maxDiscounts: 4,
  discountPercentMax: 50,
  /** Units of one item (goods); property always has one. */
  quantityMax: 99,
  /** Photos per item. */
  maxPhotos: 8,
  returnDaysMax: 30,
  noticeDaysMax: 180,
  includesMax: 300,
  /** The spec's promise for goods: free delivery and a 10-day return. */
  defaultReturnDays: 10,
} as const;

/**
 * The spec's fields of an offer, by one rule: `price` is the sale price, or the monthly rent of a rent-only item;
 * `rent_price` is the monthly rent or null; `type` is 'rent' only for a rent-only item ('sale' when it can be
 * bought); `is_rentable` says whether it can be rented. Works in paise or rupees.
 */
export function legacyOfferFields(o: { kind: OfferKind; sale: number | null; monthly: number | null }): {
  price: number;
  rent_price: number | null;
  type: 'rent' | 'sale';
  is_rentable: boolean;
} {
  return {
    price: (offerHasSale(o.kind) ? o.sale : o.monthly) ?? 0,
    rent_price: offerHasRent(o.kind) ? o.monthly : null,
    type: o.kind === 'rent' ? 'rent' : 'sale',
    is_rentable: offerHasRent(o.kind),
  };
}

/**
 * The offer the spec's fields describe, the inverse of legacyOfferFields, and how every row that existed before
 * offers was migrated (0003_offers.sql does the same in SQL): type 'rent' is rent-only at the rent price (or the
 * price when none was given); type 'sale' is for sale at the price, and also for rent when it is rentable and
 * has a rent price.
 */
export function offerFromLegacy(p: { type: 'rent' | 'sale'; price: number; rent_price: number | null; is_rentable: boolean }): {
  kind: OfferKind;
  sale: number | null;
  monthly: number | null;
} {
  if (p.type === 'rent') return { kind: 'rent', sale: null, monthly: p.rent_price ?? p.price };
  if (p.is_rentable && p.rent_price !== null) return { kind: 'both', sale: p.price, monthly: p.rent_price };
  return { kind: 'sale', sale: p.price, monthly: null };
}

/* ───────────────────────── Pricing a rental ───────────────────────── */

/** The percent off for a tenure: the largest step the tenure reaches, 0 when none. */
export function discountFor(discounts: readonly TenureDiscount[], months: number): number {
  let best = 0;
  for (const d of discounts) if (months >= d.months && d.percent > best) best = d.percent;
  return best;
}

export interface RentQuote {
  months: number;
  quantity: number;
  /** Monthly rent of one unit before and after the tenure discount. */
  listMonthly: number;
  discountPercent: number;
  monthly: number;
  /** Rent of the whole tenure, every unit. */
  totalRent: number;
  /** Refundable deposit, every unit. */
  deposit: number;
  /** Paid at checkout: the first month's rent and the deposit (docs/orders.md). */
  dueNow: number;
  /** Paid every following month (months − 1 times). */
  thenMonthly: number;
}

/** Prices a rental in paise: the discounted monthly rent is rounded to the paisa once, then multiplied. */
export function quoteRent(
  offer: { monthly: number; deposit: number; discounts: readonly TenureDiscount[] },
  months: number,
  quantity = 1,
): RentQuote {
  const discountPercent = discountFor(offer.discounts, months);
  const monthly = Math.round((offer.monthly * (100 - discountPercent)) / 100);
  const deposit = offer.deposit * quantity;
  return {
    months,
    quantity,
    listMonthly: offer.monthly,
    discountPercent,
    monthly,
    totalRent: monthly * months * quantity,
    deposit,
    dueNow: monthly * quantity + deposit,
    thenMonthly: months > 1 ? monthly * quantity : 0,
  };
}

/** The same quote in rupees, for screens that hold rupees (the API speaks rupees). */
export function quoteRentRupees(
  offer: { monthly: number; deposit: number; discounts: readonly TenureDiscount[] },
  months: number,
  quantity = 1,
): RentQuote {
  const p = (r: number) => Math.round(r * 100);
  const q = quoteRent({ monthly: p(offer.monthly), deposit: p(offer.deposit), discounts: offer.discounts }, months, quantity);
  const r = (paise: number) => paise / 100;
  return {
    ...q,
    listMonthly: r(q.listMonthly),
    monthly: r(q.monthly),
    totalRent: r(q.totalRent),
    deposit: r(q.deposit),
    dueNow: r(q.dueNow),
    thenMonthly: r(q.thenMonthly),
  };
}

/** The tenures an item can be rented for: its minimum to the maximum. */
export function tenureOptions(minMonths: number): number[] {
  const from = Math.max(RENT_LIMITS.tenureMin, Math.min(minMonths, RENT_LIMITS.tenureMax));
  return Array.from({ length: RENT_LIMITS.tenureMax - from + 1 }, (_, i) => from + i);
}

/* ───────────────────────── Dates (calendar days in India) ───────────────────────── */

const IST_OFFSET_MS = 330 * 60_000;
/** A day's milliseconds: India keeps no summer time, so every day in IST is this long. */
export const DAY_MS = 86_400_000;
/** The last day asked for and the instants it spans: a pure memo, so any process answers the same. */
let lastDay = { from: 0, to: 0, day: '' };

/**
 * Today in India (IST, UTC+5:30) as YYYY-MM-DD, whatever the machine's zone. Every uncached catalogue answer asks it
 * (each of a page's cards), so the day last formatted is kept with the instants it spans.
 */
export function todayInIndia(now: Date = new Date()): string {
  const at = now.getTime();
  if (at >= lastDay.from && at < lastDay.to) return lastDay.day;
  const from = Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  lastDay = { from, to: from + DAY_MS, day: new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10) };
  return lastDay.day;
}

/** YYYY-MM-DD plus days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus calendar months; the 31st of January plus one month is the 28th (or 29th) of February. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first day an item can be handed over: its available-from date, or today when that has passed. */
export const firstStartDate = (availableFrom: string | null, today: string): string =>
  availableFrom !== null && availableFrom > today ? availableFrom : today;

/** The last start date a buyer may choose. */
export const lastStartDate = (availableFrom: string | null, today: string): string =>
  addDays(firstStartDate(availableFrom, today), RENT_LIMITS.startWithinDays);

/**
 * Where an item's first handover day comes from: the day a unit frees up again when every unit is out now, else the
 * owner's available-from. The item page and the server's pricing both start the rental window here.
 */
export const handoverFrom = (
  availableFrom: string | null,
  availability: { status: AvailabilityStatus; available_from: string | null },
): string | null =>
  availability.status === 'available_from' && availability.available_from !== null ? availability.available_from : availableFrom;

/** "12 Jan 2027": how dates read on cards, pages and order views. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/* ───────────────────────── Availability ───────────────────────── */

/**
 * What a card and page say: free now; free from a date (every unit rented out, or not yet available); sold; or
 * unavailable (the owner switched it off).
 */
export const AVAILABILITY_STATUSES = ['available', 'available_from', 'sold', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_TEXT = {
  sold: 'Sold',
  unavailable: 'Currently unavailable',
  availableFrom: (day: string) => `Available from ${formatDay(day)}`,
  rentedOut: 'Rented out',
  showUnavailable: 'Show items that are not available now',
} as const;

/** The badge of a card or page, or null when a unit is free now. */
export function availabilityLabel(a: { status: AvailabilityStatus; available_from: string | null }): string | null {
  if (a.status === 'sold') return AVAILABILITY_TEXT.sold;
  if (a.status === 'unavailable') return AVAILABILITY_TEXT.unavailable;
  if (a.status === 'available_from')
    return a.available_from ? AVAILABILITY_TEXT.availableFrom(a.available_from) : AVAILABILITY_TEXT.rentedOut;
  return null;
}

/* ───────────────────────── Delivery ───────────────────────── */

/** Delivery slots offered for goods. */
export const DELIVERY_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];
export const DELIVERY_SLOT_LABELS: Record<DeliverySlot, string> = {
  morning: '9 AM – 12 PM',
  afternoon: '12 PM – 4 PM',
  evening: '4 PM – 8 PM',
};

/** Property is visited and moved into, not delivered. */
export const isPropertyCategory = (category: string): boolean => category === 'property';

/* ───────────────────────── Texts ───────────────────────── */

/** "₹900/month · ₹2,000 deposit · min 3 months" and the like are built by screens; these are the words. */
export const OFFER_TEXT = {
  perMonth: '/month',
  deposit: 'refundable deposit',
  minTenure: (months: number) => `Minimum ${months} month${months === 1 ? '' : 's'}`,
  discount: (percent: number, months: number) => `${percent}% off from ${months} months`,
  dueNow: 'Pay now',
  thenMonthly: (months: number) => `then monthly for ${months} month${months === 1 ? '' : 's'}`,
  totalRent: 'Total rent',
  freeDelivery: 'Free delivery',
  deliveryFee: 'Delivery fee',
  returnWindow: (days: number) => `${days}-day return`,
  noReturns: 'No returns',
  payOnDelivery: 'Pay on delivery',
  noticePeriod: (days: number) => `${days}-day notice period`,
  /** A card's prices when an item is offered both ways: "Buy ₹14,500" / "Rent ₹900/month". */
  buy: 'Buy',
  rent: 'Rent',
  /** A card's small line under a rent: "₹1,800 deposit · min 3 months". */
  depositShort: (amount: string) => `${amount} deposit`,
  minShort: (months: number) => `min ${months} month${months === 1 ? '' : 's'}`,
} as const;
