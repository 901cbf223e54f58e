import { amountFieldTexts } from '../money.js';
import { formatDay, RENT_LIMITS } from './rules.js';

// The texts of offering and renting that only forms and refusals show: the owner's offer fields and the server's (and
// the forms') refusals. Apart from rules.ts, whose labels every card and item page reads on a first visit: a module
// travels whole in one chunk, and these texts (~0.8 KB compressed) went to every visitor (bench/README.md, "Renting's
// form texts apart").

/** The refusals of an offer form's amounts, one group per field, so each text has its own code and translation. */
export const OFFER_AMOUNT_MSG = {
  salePrice: amountFieldTexts('Sale price'),
  monthlyRent: amountFieldTexts('Monthly rent'),
  deposit: amountFieldTexts('Deposit'),
  deliveryFee: amountFieldTexts('Delivery fee'),
} as const;

export const RENT_MSG = {
  offerKind: 'Choose how the item is offered: rent, sale or both.',
  belowMinimum: (title: string, min: number) => `"${title}" is rented for at least ${min} month${min === 1 ? '' : 's'}.`,
  aboveMaximum: `A rental can be at most ${RENT_LIMITS.tenureMax} months.`,
  startTooEarly: (title: string, day: string) => `"${title}" can be handed over from ${formatDay(day)}.`,
  startTooLate: (title: string, day: string) => `Choose a start date for "${title}" on or before ${formatDay(day)}.`,
  notAvailable: (title: string) => `"${title}" is not available for those dates. Choose another start date or tenure.`,
  sold: (title: string) => `"${title}" has been sold.`,
  clash: 'Accepting would book more units than the item has for these dates.',
  propertyOneUnit: 'A property is rented as one unit.',
  offerRentNeedsMonthly: 'Give the monthly rent of an item offered for rent.',
  offerSaleNeedsPrice: 'Give the sale price of an item offered for sale.',
  discountsOrder: 'Tenure discounts need a different number of months each.',
  discountsTooMany: `At most ${RENT_LIMITS.maxDiscounts} tenure discounts.`,
  discountMonths: `A discount starts between 2 and ${RENT_LIMITS.tenureMax} months.`,
  discountPercent: `A discount is between 1% and ${RENT_LIMITS.discountPercentMax}%.`,
  minTenure: `Minimum tenure is between 1 and ${RENT_LIMITS.tenureMax} months.`,
  quantity: `Quantity is between 1 and ${RENT_LIMITS.quantityMax}.`,
  returnDays: `Return window is between 0 and ${RENT_LIMITS.returnDaysMax} days.`,
  noticeDays: `Notice period is between 0 and ${RENT_LIMITS.noticeDaysMax} days.`,
  includesTooLong: `"What is included" is at most ${RENT_LIMITS.includesMax} characters.`,
  availableFrom: 'Use a date like 2027-01-31 for "available from".',
  startDate: 'Use a date like 2027-01-31 for the start date.',
  rentableNeedsRent: 'Give a rent price to make the item rentable.',
  quantityBelowSold: (sold: number) => `${sold} unit${sold === 1 ? ' is' : 's are'} already sold: the quantity cannot be lower.`,
} as const;

/** The owner's offer fields (upload form, Edit offer dialog) and their live preview. */
export const OFFER_FORM_TEXT = {
  offerLegend: 'How is it offered?',
  offerHint: 'Buyers see exactly these prices on the card and the item page.',
  salePrice: 'Sale price (₹)',
  rentMonthly: 'Monthly rent (₹)',
  deposit: 'Refundable deposit (₹)',
  depositHint: 'Returned when the rental ends. 0 for none.',
  minTenure: 'Minimum tenure (months)',
  minTenureHint: `From ${RENT_LIMITS.tenureMin} to ${RENT_LIMITS.tenureMax} months.`,
  discountsLegend: 'Tenure discounts (optional)',
  discountsHint: `Percent off the monthly rent from a number of months, at most ${RENT_LIMITS.maxDiscounts}.`,
  discountMonths: 'From months',
  discountPercent: 'Percent off',
  addDiscount: 'Add a discount',
  removeDiscount: (n: number) => `Remove discount ${n}`,
  availableFrom: 'Available from (optional)',
  availableFromHint: 'Leave empty if it can be handed over now.',
  quantity: 'Quantity',
  quantityHint: 'How many identical units you have.',
  goodsTerms: 'Delivery and returns',
  deliveryFee: 'Delivery fee (₹)',
  deliveryFeeHint: '0 means free delivery.',
  returnDays: 'Return window (days)',
  returnDaysHint: `0 means no returns; at most ${RENT_LIMITS.returnDaysMax} days.`,
  propertyTerms: 'Move-in terms',
  noticeDays: 'Notice period (days, optional)',
  includes: 'What is included (optional)',
  includesHint: 'For example: wardrobes, two ACs, covered parking.',
  preview: 'Preview: how buyers see it',
  previewEmpty: 'Choose how the item is offered and give its price to see the card.',
  exampleQuote: (months: number) => `Example: renting for ${months} month${months === 1 ? '' : 's'}`,
  quoteMonthly: 'Monthly rent',
  quoteDeposit: 'Refundable deposit',
  editOffer: 'Edit offer',
  editOfferOf: (title: string) => `Edit offer of ${title}`,
  saveOffer: 'Save offer',
  offerSaved: 'Offer saved.',
} as const;
