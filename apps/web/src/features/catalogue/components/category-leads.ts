import type { Category } from '@kiraya/contract';

/** One line under each category's heading. */
export const CATEGORY_LEADS: Record<Category, string> = {
  property: 'Flats, rooms, PGs and shops in Lucknow, to rent by the month or to buy.',
  appliance: 'Second-hand fridges, ACs, washing machines, coolers and more, checked before they are listed.',
  clothing: 'Sherwanis, lehengas, sarees and everyday clothes to rent for an occasion or to buy.',
};
