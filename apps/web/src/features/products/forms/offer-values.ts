import {
  isPropertyCategory,
  legacyOfferFields,
  OFFER_KINDS,
  type OfferKind,
  type OfferView,
  type OwnerProduct,
  offerHasRent,
  offerHasSale,
  RENT_LIMITS,
  todayInIndia,
} from '@kiraya/contract';

// The owner's offer fields as form strings, and the one mapping from them to the API's fields (upload and edit).

export const OFFER_FIELD_NAMES = [
  'offer',
  'sale_price',
  'rent_monthly',
  'deposit',
  'min_tenure_months',
  'tenure_discounts',
  'available_from',
  'quantity',
  'delivery_fee',
  'return_days',
  'notice_days',
  'includes',
] as const;
export type OfferFieldName = (typeof OFFER_FIELD_NAMES)[number];
/** Every value is the control's string; `tenure_discounts` holds the rows as "6:5,12:10" (a blank row is ":"). */
export type OfferValues = Record<OfferFieldName, string>;

export const EMPTY_OFFER: OfferValues = {
  offer: '',
  sale_price: '',
  rent_monthly: '',
  deposit: '0',
  min_tenure_months: '1',
  tenure_discounts: '',
  available_from: '',
  quantity: '1',
  delivery_fee: '0',
  return_days: String(RENT_LIMITS.defaultReturnDays),
  notice_days: '',
  includes: '',
};

export interface DiscountRow {
  months: string;
  percent: string;
}

/** The rows of the discounts value ("6:5,12:" → two rows, the second without a percent). */
export function discountRows(value: string): DiscountRow[] {
  if (value === '') return [];
  return value.split(',').map((pair) => {
    const [months = '', percent = ''] = pair.split(':');
    return { months, percent };
  });
}

/** Rows back into the value; only digits are kept, so a typed ',' or ':' cannot split a row. */
export function discountValue(rows: readonly DiscountRow[]): string {
  const digits = (s: string) => s.replace(/\D/g, '');
  return rows.map((r) => `${digits(r.months)}:${digits(r.percent)}`).join(',');
}

const amount = (n: number) => String(n);

/** The form's values of an existing product (the Edit offer dialog). */
export function offerValuesOf(product: Pick<OwnerProduct, 'offer' | 'terms'>): OfferValues {
  const { offer, terms } = product;
  return {
    offer: offer.kind,
    sale_price: offer.sale_price === null ? '' : amount(offer.sale_price),
    rent_monthly: offer.rent ? amount(offer.rent.monthly) : '',
    deposit: offer.rent ? amount(offer.rent.deposit) : '0',
    min_tenure_months: String(offer.rent?.min_months ?? 1),
    tenure_discounts: (offer.rent?.discounts ?? []).map((d) => `${d.months}:${d.percent}`).join(','),
    available_from: offer.available_from ?? '',
    quantity: String(offer.quantity),
    delivery_fee: amount(terms.delivery_fee),
    return_days: String(terms.return_days),
    notice_days: terms.notice_days === null ? '' : String(terms.notice_days),
    includes: terms.includes ?? '',
  };
}

const isOfferKind = (v: string): v is OfferKind => (OFFER_KINDS as readonly string[]).includes(v);

/**
 * Exactly the API fields of the chosen offer, as strings: the sale price for a sale; the monthly rent, deposit,
 * minimum tenure and discounts for a rent; both for both. Goods send a quantity, delivery fee and return window;
 * a property is one unit and sends its notice period and what is included. `offer` is always there (blank when
 * none is chosen, so the schema names the missing choice). Blank values are kept: the caller drops them for an
 * upload and turns them into "clear" for an edit.
 */
export function offerApiFields(values: OfferValues, category: string): Record<string, string> {
  const out: Record<string, string> = { offer: values.offer.trim() };
  const kind = isOfferKind(values.offer) ? values.offer : null;
  if (kind && offerHasSale(kind)) out.sale_price = values.sale_price.trim();
  if (kind && offerHasRent(kind)) {
    out.rent_monthly = values.rent_monthly.trim();
    out.deposit = values.deposit.trim();
    out.min_tenure_months = values.min_tenure_months.trim();
    out.tenure_discounts = values.tenure_discounts.trim();
  }
  out.available_from = values.available_from.trim();
  if (isPropertyCategory(category)) {
    out.quantity = '1';
    out.notice_days = values.notice_days.trim();
    out.includes = values.includes.trim();
  } else {
    out.quantity = values.quantity.trim();
    out.delivery_fee = values.delivery_fee.trim();
    out.return_days = values.return_days.trim();
  }
  return out;
}

/** The fields an upload sends: blanks left out (the server's defaults apply), `offer` kept for its message. */
export function uploadOfferFields(values: OfferValues, category: string): Record<string, string> {
  const all = offerApiFields(values, category);
  return Object.fromEntries(Object.entries(all).filter(([key, value]) => key === 'offer' || value !== ''));
}

/** The fields an edit sends: a blank date, notice period or inclusion clears it; other blanks are left out. */
export function editOfferFields(values: OfferValues, category: string): Record<string, string> {
  const clearable = new Set(['available_from', 'notice_days', 'includes', 'tenure_discounts']);
  const all = offerApiFields(values, category);
  return Object.fromEntries(Object.entries(all).filter(([key, value]) => key === 'offer' || value !== '' || clearable.has(key)));
}

const numberOr = (value: string, fallback: number | null): number | null => {
  if (value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * The offer the form describes so far, as the API will show it, or null while a price it needs is missing or not a
 * number (the live preview shows nothing until then). Discount rows that are not yet whole are left out.
 */
export function previewOffer(values: OfferValues, category: string): OfferView | null {
  if (!isOfferKind(values.offer)) return null;
  const kind = values.offer;
  const sale = offerHasSale(kind) ? numberOr(values.sale_price, null) : null;
  const monthly = offerHasRent(kind) ? numberOr(values.rent_monthly, null) : null;
  if ((offerHasSale(kind) && !sale) || (offerHasRent(kind) && !monthly)) return null;
  const min = Math.min(Math.max(Math.trunc(numberOr(values.min_tenure_months, 1) ?? 1), RENT_LIMITS.tenureMin), RENT_LIMITS.tenureMax);
  const discounts = discountRows(values.tenure_discounts)
    .map((r) => ({ months: Number(r.months), percent: Number(r.percent) }))
    .filter(
      (d) =>
        Number.isInteger(d.months) &&
        d.months >= 2 &&
        d.months <= RENT_LIMITS.tenureMax &&
        Number.isInteger(d.percent) &&
        d.percent >= 1 &&
        d.percent <= RENT_LIMITS.discountPercentMax,
    )
    .sort((a, b) => a.months - b.months);
  const quantity = isPropertyCategory(category) ? 1 : Math.max(1, Math.trunc(numberOr(values.quantity, 1) ?? 1));
  return {
    kind,
    sale_price: sale,
    rent: monthly ? { monthly, deposit: numberOr(values.deposit, 0) ?? 0, min_months: min, discounts } : null,
    available_from: /^\d{4}-\d{2}-\d{2}$/.test(values.available_from) ? values.available_from : null,
    quantity,
  };
}

/** The spec's price fields of an offer (the card's sort and filter price), by the contract's one rule. */
export function legacyOf(offer: OfferView): { price: number; rent_price: number | null } {
  const { price, rent_price } = legacyOfferFields({ kind: offer.kind, sale: offer.sale_price, monthly: offer.rent?.monthly ?? null });
  return { price, rent_price };
}

/** Whether the offer is free now or from a later day, as a new card would say. */
export function previewAvailability(offer: OfferView, today = todayInIndia()) {
  return offer.available_from !== null && offer.available_from > today
    ? { status: 'available_from' as const, available_from: offer.available_from }
    : { status: 'available' as const, available_from: null };
}
