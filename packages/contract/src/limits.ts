/**
 * Numbers every layer shares (zod-free): the database's id range, field lengths, list sizes and timings.
 * Schemas, server checks and form hints read them from here instead of restating the number.
 */

/** PostgreSQL's integer: no row has a larger id, and comparing a column with a larger number is a server error. */
export const MAX_ID = 2_147_483_647;

/* ───────────────────────── Field lengths (characters, after trimming) ───────────────────────── */

/** Product and ad titles. */
export const TITLE_MAX = 120;
/** Product and ad descriptions. */
export const DESCRIPTION_MAX = 4000;
/** Product and ad locations. */
export const LOCATION_MAX = 120;
/** An ad's subcategory. */
export const SUBCATEGORY_MAX = 60;
/** A person's name (accounts, checkout, an ad's seller). */
export const PERSON_NAME_MAX = 80;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** An owner's phone number as typed. */
export const PHONE_MAX = 20;
/** A buyer's bio. */
export const BIO_MAX = 500;
/** An admin's reason for rejecting an item. */
export const REJECTION_REASON_MAX = 500;
/** A delivery address at checkout. */
export const ADDRESS_MAX = 300;
/** A city name (checkout, the city filter of the lists). */
export const CITY_MAX = 60;
/** The admin Settings' site title. */
export const SITE_TITLE_MAX = 80;
/** The admin Settings' contact number. */
export const CONTACT_NUMBER_MAX = 30;
/** An Indian PIN code: exactly six digits. */
export const PIN_CODE_LENGTH = 6;
/** Post Ad's seller phone as typed (+91, spaces and dashes included). */
export const SELLER_PHONE_INPUT_MAX = 16;
/** The contact form's message. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** The highest page number any list accepts. */
export const PAGE_MAX = 100_000;
/** The largest price or amount in rupees (₹10 crore). */
export const RUPEES_MAX = 100_000_000;

export const LIMITS = {
  homeItemsPerCategory: 4,
  similarProducts: 3,
  latestListings: 8,
  descriptionPreview: 60,
  itemsPerPageDefault: 9,
  itemsPerPageMin: 1,
  maxPageSize: 100,
  priceSlider: { min: 0, step: 500, defaultMax: 10000 },
  rentMonthsMin: 1,
  rentMonthsMax: 36,
  ownerPasswordMin: 6,
  ratingMin: 1,
  ratingMax: 5,
  searchQueryMax: 100,
  withdrawalThresholdRupees: 100,
} as const;

/**
 * What a cart may hold (checkout checks it again). Here, not in orders/rules.ts, because every page's cart badge reads
 * it: the web's first visit then does not also load every order text.
 */
export const CHECKOUT_LIMITS = { maxCartItems: 50, quantityMin: 1, quantityMax: 10 } as const;

export const TIMINGS = {
  messagePollMs: 5000,
  cartClearAfterOrderMs: 2000,
  settingsNoticeMs: 3000,
} as const;
