import {
  type OfferFieldsInput,
  type OfferKind,
  offerFromLegacy,
  offerHasRent,
  offerHasSale,
  PRODUCT_FIELD_MSG,
  RENT_MSG,
} from '@kiraya/contract';
import { badRequest } from '../../lib/errors.js';
import { rupeesToPaise } from '../../lib/money.js';
import { type OfferPaise, offerOfRow } from '../../lib/offer-columns.js';
import type { NewProductRow, ProductRecord } from './products.repository.js';

/** The spec's price fields of a write, in rupees (owner and admin edits, the spec's upload). */
interface LegacyFields {
  price?: number;
  rent_price?: number | null;
  type?: 'rent' | 'sale';
  is_rentable?: 0 | 1;
}

const paise = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? null : rupeesToPaise(rupees));

function checked(o: OfferPaise): OfferPaise {
  if (offerHasSale(o.kind) && o.sale === null)
    throw badRequest(RENT_MSG.offerSaleNeedsPrice, { sale_price: [RENT_MSG.offerSaleNeedsPrice] });
  if (offerHasRent(o.kind) && o.monthly === null)
    throw badRequest(RENT_MSG.offerRentNeedsMonthly, { rent_monthly: [RENT_MSG.offerRentNeedsMonthly] });
  return o;
}

/** The offer of a new product: its own fields, or the spec's price, rent_price and type (offerFromLegacy). */
export function offerForCreate(input: OfferFieldsInput & LegacyFields): OfferPaise {
  if (input.offer !== undefined) {
    return checked({ kind: input.offer, sale: paise(input.sale_price), monthly: paise(input.rent_monthly) });
  }
  if (input.price === undefined || input.type === undefined)
    throw badRequest(PRODUCT_FIELD_MSG.priceRequired, { price: [PRODUCT_FIELD_MSG.priceRequired] });
  // The spec's upload: a sale item with a rent price can also be rented (as it always could).
  const rent = paise(input.rent_price);
  return offerFromLegacy({
    type: input.type,
    price: rupeesToPaise(input.price),
    rent_price: rent,
    is_rentable: input.type === 'rent' || rent !== null,
  });
}

/**
 * The offer after an edit, or null when the edit leaves it alone. Offer fields win; otherwise the spec's fields are
 * merged into the current offer: a rent-only item's monthly rent is whichever of price and rent_price the edit
 * changed (the spec's My Products sends both), a sale item becomes rentable with a rent price unless is_rentable
 * says 0, and stops being rentable when the rent price is cleared.
 */
export function offerForUpdate(current: ProductRecord, input: OfferFieldsInput & LegacyFields): OfferPaise | null {
  const now = offerOfRow(current);
  if (input.offer !== undefined || input.sale_price !== undefined || input.rent_monthly !== undefined) {
    const kind: OfferKind = input.offer ?? now.kind;
    return checked({
      kind,
      sale: offerHasSale(kind) ? (paise(input.sale_price) ?? now.sale) : null,
      monthly: offerHasRent(kind) ? (paise(input.rent_monthly) ?? now.monthly) : null,
    });
  }
  if (input.price === undefined && input.rent_price === undefined && input.type === undefined && input.is_rentable === undefined)
    return null;
  const type = input.type ?? current.type;
  const price = paise(input.price);
  const rent = input.rent_price === undefined ? undefined : paise(input.rent_price);
  if (type === 'rent') {
    const currentMonthly = now.monthly ?? now.sale;
    const monthly =
      rent !== undefined && rent !== null && rent !== currentMonthly
        ? rent
        : price !== null && price !== currentMonthly
          ? price
          : (rent ?? currentMonthly);
    return checked({ kind: 'rent', sale: null, monthly });
  }
  const sale = price ?? now.sale ?? now.monthly;
  const monthly = rent === undefined ? now.monthly : rent;
  const rentable = input.is_rentable === undefined ? monthly !== null : input.is_rentable === 1;
  if (rentable && monthly === null) throw badRequest(RENT_MSG.rentableNeedsRent, { rent_price: [RENT_MSG.rentableNeedsRent] });
  return checked({ kind: rentable ? 'both' : 'sale', sale, monthly: rentable ? monthly : null });
}

/** Columns of the offer's terms present in the input (rupees to paise). */
export function termsColumns(input: OfferFieldsInput): Partial<NewProductRow> {
  const set: Partial<NewProductRow> = {};
  if (input.deposit !== undefined) set.depositPaise = rupeesToPaise(input.deposit);
  if (input.min_tenure_months !== undefined) set.minTenureMonths = input.min_tenure_months;
  if (input.tenure_discounts !== undefined) set.tenureDiscounts = input.tenure_discounts;
  if (input.available_from !== undefined) set.availableFrom = input.available_from;
  if (input.quantity !== undefined) set.quantity = input.quantity;
  if (input.delivery_fee !== undefined) set.deliveryFeePaise = rupeesToPaise(input.delivery_fee);
  if (input.return_days !== undefined) set.returnDays = input.return_days;
  if (input.notice_days !== undefined) set.noticeDays = input.notice_days;
  if (input.includes !== undefined) set.includes = input.includes;
  return set;
}
