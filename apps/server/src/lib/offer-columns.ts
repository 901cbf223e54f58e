import { legacyOfferFields, type OfferKind, type OfferView, offerFromLegacy, type TenureDiscount, type TermsView } from '@kiraya/contract';
import { paiseToRupees } from './money.js';

/** A product's offer in paise, as the columns hold it. */
export interface OfferPaise {
  kind: OfferKind;
  sale: number | null;
  monthly: number | null;
}

/**
 * The columns of an offer: the offer's own and the spec's price fields derived from it (the database's
 * products_legacy_fields check refuses any row where the two disagree). Every write of a product's price goes
 * through here.
 */
export function offerColumns(o: OfferPaise) {
  const legacy = legacyOfferFields(o);
  return {
    offer: o.kind,
    salePricePaise: o.kind === 'rent' ? null : o.sale,
    rentMonthlyPaise: o.kind === 'sale' ? null : o.monthly,
    pricePaise: legacy.price,
    rentPricePaise: legacy.rent_price,
    type: legacy.type,
    isRentable: legacy.is_rentable,
  };
}

/** The columns for a row described by the spec's fields only (seed, tests, the spec's upload). */
export const offerColumnsFromLegacy = (p: {
  type: 'rent' | 'sale';
  pricePaise: number;
  rentPricePaise: number | null;
  isRentable: boolean;
}) => offerColumns(offerFromLegacy({ type: p.type, price: p.pricePaise, rent_price: p.rentPricePaise, is_rentable: p.isRentable }));

/** The offer a row holds. */
export const offerOfRow = (p: { offer: OfferKind; salePricePaise: number | null; rentMonthlyPaise: number | null }): OfferPaise => ({
  kind: p.offer,
  sale: p.salePricePaise,
  monthly: p.rentMonthlyPaise,
});

/** The offer's columns as a product row holds them (paise). */
export interface OfferColumns {
  offer: OfferKind;
  salePricePaise: number | null;
  rentMonthlyPaise: number | null;
  depositPaise: number;
  minTenureMonths: number;
  tenureDiscounts: TenureDiscount[];
  availableFrom: string | null;
  quantity: number;
}

/** The offer block every product view carries beside the spec's price fields (rupees). */
export function toOfferView(p: OfferColumns): OfferView {
  return {
    kind: p.offer,
    sale_price: p.salePricePaise === null ? null : paiseToRupees(p.salePricePaise),
    rent:
      p.rentMonthlyPaise === null
        ? null
        : {
            monthly: paiseToRupees(p.rentMonthlyPaise),
            deposit: paiseToRupees(p.depositPaise),
            min_months: p.minTenureMonths,
            discounts: p.tenureDiscounts,
          },
    available_from: p.availableFrom,
    quantity: p.quantity,
  };
}

export function toTermsView(p: {
  deliveryFeePaise: number;
  returnDays: number;
  noticeDays: number | null;
  includes: string | null;
}): TermsView {
  return {
    delivery_fee: paiseToRupees(p.deliveryFeePaise),
    return_days: p.returnDays,
    notice_days: p.noticeDays,
    includes: p.includes,
  };
}
