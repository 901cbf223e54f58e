import type { AvailabilityView, OfferView } from '@kiraya/contract';
import type { ItemRow } from '../db/catalogue-sql.js';
import { availabilityOf } from './availability.js';
import { toOfferView } from './offer-columns.js';

/** The columns an item's offer and today's availability are read from (paise, as the list queries return them). */
export type OfferRow = Pick<
  ItemRow,
  | 'offer'
  | 'sale_price_paise'
  | 'rent_monthly_paise'
  | 'deposit_paise'
  | 'min_tenure_months'
  | 'tenure_discounts'
  | 'available_from'
  | 'quantity'
  | 'units_sold'
  | 'available'
  | 'rented_now'
  | 'first_free'
>;

/** An ad's offer: rent-only at its price, one unit, always available (as the list queries say in SQL). */
export const listingOfferRow = (pricePaise: number): OfferRow => ({
  offer: 'rent',
  sale_price_paise: null,
  rent_monthly_paise: pricePaise,
  deposit_paise: 0,
  min_tenure_months: 1,
  tenure_discounts: [],
  available_from: null,
  quantity: 1,
  units_sold: 0,
  available: true,
  rented_now: 0,
  first_free: null,
});

/** The offer block and today's availability every item view carries beside the spec's price fields. */
export function offerAndAvailability(row: OfferRow, today: string): { offer: OfferView; availability: AvailabilityView } {
  return {
    offer: toOfferView({
      offer: row.offer,
      salePricePaise: row.sale_price_paise,
      rentMonthlyPaise: row.rent_monthly_paise,
      depositPaise: row.deposit_paise,
      minTenureMonths: row.min_tenure_months,
      tenureDiscounts: row.tenure_discounts,
      availableFrom: row.available_from,
      quantity: row.quantity,
    }),
    availability: availabilityOf(
      { quantity: row.quantity, unitsSold: row.units_sold, availableFrom: row.available_from, available: row.available },
      { rentedNow: row.rented_now, firstFree: row.first_free },
      today,
    ),
  };
}
