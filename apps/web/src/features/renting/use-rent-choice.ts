import {
  firstStartDate,
  lastStartDate,
  quoteRentRupees,
  type RentQuote,
  tenureOptions,
  todayInIndia,
} from '@kiraya/contract/renting/rules';
import type { OfferView } from '@kiraya/contract/renting/schema';
import { useState } from 'react';

/** What a buyer chooses on the item page before renting: how long, and from which day. */
export interface RentChoice {
  months: number;
  startDate: string;
}

/** The rent block of an offer (rupees), as the item page and the cart hold it. */
export type RentTerms = NonNullable<OfferView['rent']>;

/** The first and last day a rental can start, and the tenures it can run for. */
export function rentWindow(rent: RentTerms, availableFrom: string | null, today = todayInIndia()) {
  return {
    first: firstStartDate(availableFrom, today),
    last: lastStartDate(availableFrom, today),
    tenures: tenureOptions(rent.min_months),
  };
}

/** The quote for a choice: the same function the server prices the order line with. */
export const quoteFor = (rent: RentTerms, months: number, quantity = 1): RentQuote =>
  quoteRentRupees({ monthly: rent.monthly, deposit: rent.deposit, discounts: rent.discounts }, months, quantity);

/** The item page's choice, starting at the item's minimum tenure and first free day. */
export function useRentChoice(rent: RentTerms, availableFrom: string | null) {
  const window = rentWindow(rent, availableFrom);
  const [choice, setChoice] = useState<RentChoice>({ months: window.tenures[0] ?? rent.min_months, startDate: window.first });
  return { choice, setChoice, window, quote: quoteFor(rent, choice.months) };
}
