import { MSG } from '../messages.js';
import { LOCALITIES, type LocalityName } from './localities.js';

/** The catalogue's vocabulary (zod-free): cities, categories and their spellings, sorts, sources, card texts (spec §9). */

export const CITIES = ['Lucknow'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'Lucknow';

/** The three catalogue categories, named by the header's slugs. */
export const CATEGORIES = ['property', 'appliance', 'clothing'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  property: 'Property',
  appliance: 'Home Appliances',
  clothing: 'Clothing',
};

/** Owner products use property/dress/appliance (spec §9: owner form and admin products). */
export const PRODUCT_CATEGORIES = ['property', 'dress', 'appliance'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Listings (ads) use clothing/property/appliance (spec §9: admin listings). */
export const LISTING_CATEGORIES = ['clothing', 'property', 'appliance'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** Upload-ad form values (spec §9). */
export const AD_FORM_CATEGORIES = ['property', 'appliances', 'dresses'] as const;

const CATEGORY_ALIASES: Record<string, Category> = {
  property: 'property',
  properties: 'property',
  appliance: 'appliance',
  appliances: 'appliance',
  'home-appliances': 'appliance',
  clothing: 'clothing',
  clothes: 'clothing',
  dress: 'clothing',
  dresses: 'clothing',
};

/** Resolves every spelling the spec uses (appliance/appliances, clothing/dress/dresses…) to one category. */
export function resolveCategory(input: string | null | undefined): Category | null {
  if (!input) return null;
  const key = input.trim().toLowerCase();
  // Own keys only: `__proto__`, `constructor` or `toString` must not find Object.prototype's members.
  return Object.hasOwn(CATEGORY_ALIASES, key) ? (CATEGORY_ALIASES[key] ?? null) : null;
}

export function toProductCategory(category: Category): ProductCategory {
  return category === 'clothing' ? 'dress' : category;
}

export function toListingCategory(category: Category): ListingCategory {
  return category;
}

export const CONDITIONS = ['new', 'used'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const PRODUCT_TYPES = ['rent', 'sale'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const CLOTHING_SIZES = ['M', 'L', 'XL'] as const;

export const SOURCES = ['listings', 'products'] as const;
export type Source = (typeof SOURCES)[number];

export const SORTS = ['latest', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  latest: 'Latest',
  price_asc: 'Price Low to High',
  price_desc: 'Price High to Low',
};

/**
 * Image sizes of every picture (4:3, WebP). card and full are written at upload; medium is made from full when first
 * asked for (a phone's one-column card or a product page, where 480 px is too few pixels and 1,200 px twice the bytes).
 */
export const IMAGE_VARIANTS = {
  card: { width: 480, height: 360 },
  medium: { width: 800, height: 600 },
  full: { width: 1200, height: 900 },
} as const;

export const DELIVERY_TEXT = ['Free delivery', '10-day return', 'Pay on delivery'] as const;

export const SUPPORT = {
  hours: 'Mon-Sat 10 AM-6 PM',
  replyTime: 'Replies usually come within 24 hours.',
} as const;

/** The highest price of a filtered list, for the explore-all price slider. */
export const PRICE_MAX_HEADER = 'x-price-max';

/**
 * X-Total-Count of the catalogue lists never exceeds this: counting every match of a broad filter would
 * not be bounded work at a million rows. Pages past it come back empty; a narrower filter finds the rest.
 * 1,000 is 112 pages of 9, further than anyone pages (the list reads "more than 1,000"); counting up to it reads a
 * tenth of the rows that 10,000 did, and most categories of a real catalogue reach it (docs/decisions/0002).
 */
export const TOTAL_COUNT_CAP = 1_000;

/**
 * Search ranks at most this many candidate rows per source (the newest matches), so a broad word never
 * ranks a whole table; X-Total-Count of /api/search is the number of candidates, at most twice this.
 */
export const SEARCH_CANDIDATES_PER_SOURCE = 100;

/** The catalogue's refusals of a filter. */
export const CATALOGUE_MSG = {
  priceRange: 'minPrice cannot be greater than maxPrice.',
  unknownCategory: (input: string) => `${MSG.unknownCategory} "${input}". Use one of: ${CATEGORIES.join(', ')}.`,
} as const;

/** Names of Lucknow's localities (checkout's locality list), alphabetical; the data is in localities.ts. */
export const LUCKNOW_LOCALITIES = LOCALITIES.map((l) => l.name) as unknown as readonly [LocalityName, ...LocalityName[]];
export type LucknowLocality = LocalityName;
export const isLucknowLocality = (value: string): value is LucknowLocality => (LUCKNOW_LOCALITIES as readonly string[]).includes(value);

/** How a property is furnished (a filter and a listing field). */
export const FURNISHINGS = ['furnished', 'semi_furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
/** Bedrooms a property may have: 0 is a studio / 1 RK. */
export const BHK_MAX = 10;

/** Refusals of an item's place and size fields. */
export const PLACE_MSG = {
  locality: 'Choose a locality in Lucknow from the list.',
  bhk: 'Bedrooms must be a whole number from 0 (studio or 1 RK) to 10.',
  furnishing: 'Choose furnished, semi-furnished or unfurnished.',
} as const;

/** Rent or buy: which side of an offer a list shows (an ad is always for rent). */
export const OFFER_FILTERS = ['rent', 'buy'] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];
/** BHK choices of the filter; the last one means "that many or more". */
export const BHK_FILTER_VALUES = [0, 1, 2, 3, 4] as const;
/** Sorts of the filtered lists: the spec's three, and nearest first (needs `near`). */
export const LIST_SORTS = [...SORTS, 'nearest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** A facet's counts come from at most this many matching rows (docs/search.md): a capped facet shows "n+". */
export const FACET_SAMPLE_CAP = 5_000;

/** Refusals of the list filters. */
export const FILTER_MSG = {
  locality: 'Unknown locality. Choose localities from the list.',
  near: 'Near needs a locality or a position as "latitude,longitude".',
  nearestNeedsNear: 'Sorting by distance needs your position or a locality (near).',
  bhk: 'BHK must be between 0 (1 RK) and 4 (4 or more).',
} as const;

export const LIST_SORT_LABELS: Record<ListSort, string> = { ...SORT_LABELS, nearest: 'Nearest first' };
/** Sorts of search results: best match first, or a list page's order over the best matches. */
export const SEARCH_SORTS = ['relevance', ...LIST_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { relevance: 'Best match', ...LIST_SORT_LABELS };

/** Labels of the furnishing values. */
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: 'Furnished',
  semi_furnished: 'Semi-furnished',
  unfurnished: 'Unfurnished',
};

/** Labels of an item's place and size fields (upload forms). */
export const PLACE_TEXT = {
  locality: 'Locality',
  chooseLocality: 'Choose a locality',
  localityHint: 'Buyers filter by locality and sort by distance from it. Pick the nearest if yours is not listed.',
  bhk: 'BHK',
  furnishing: 'Furnishing',
  notSaid: 'Not said',
} as const;
