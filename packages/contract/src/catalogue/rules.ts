import { MSG } from '../messages.js';

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

/** Image variants the server writes for every picture (4:3, WebP). */
export const IMAGE_VARIANTS = {
  card: { width: 480, height: 360 },
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
 */
export const TOTAL_COUNT_CAP = 10_000;

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

/**
 * Lucknow localities a delivery address names (checkout's locality list) and where the demo catalogue's items are.
 * Alphabetical, as the checkout's select shows them. A locality not listed is chosen as the nearest one; the
 * address line says the rest.
 */
export const LUCKNOW_LOCALITIES = [
  'Aishbagh',
  'Alambagh',
  'Aliganj',
  'Amausi',
  'Aminabad',
  'Ashiyana',
  'Badshah Nagar',
  'Balaganj',
  'Cantonment',
  'Charbagh',
  'Chinhat',
  'Chowk',
  'Daliganj',
  'Dalibagh',
  'Gomti Nagar',
  'Gomti Nagar Extension',
  'Hazratganj',
  'Husainganj',
  'Indira Nagar',
  'Jankipuram',
  'Kaiserbagh',
  'Kapoorthala',
  'Krishna Nagar',
  'Kursi Road',
  'Lalbagh',
  'Mahanagar',
  'Munshipulia',
  'Nirala Nagar',
  'Nishatganj',
  'Rajajipuram',
  'Rajendra Nagar',
  'Sarojini Nagar',
  'Sitapur Road',
  'Sultanpur Road',
  'Sushant Golf City',
  'Telibagh',
  'Thakurganj',
  'Transport Nagar',
  'Vikas Nagar',
  'Vrindavan Yojana',
] as const;
export type LucknowLocality = (typeof LUCKNOW_LOCALITIES)[number];
export const isLucknowLocality = (value: string): value is LucknowLocality => (LUCKNOW_LOCALITIES as readonly string[]).includes(value);
