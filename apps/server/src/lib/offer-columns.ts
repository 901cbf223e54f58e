import { legacyOfferFields, type OfferKind, offerFromLegacy } from '@kiraya/contract';

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
