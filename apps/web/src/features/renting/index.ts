// Renting on the item page: the tenure picker and quote, and the item's promises.
export { ItemPromises, promisesOf } from './components/item-promises';
export { QuoteTable, RentPanel } from './components/rent-panel';
export { quoteFor, type RentChoice, type RentTerms, rentWindow, useRentChoice } from './use-rent-choice';
