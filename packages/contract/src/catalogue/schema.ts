import { z } from 'zod';
import { flag, pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { CITY_MAX, LIMITS } from '../limits.js';
import { availabilityView, offerView, termsView } from '../renting/schema.js';
import { ratingSummary } from '../reviews/schema.js';
import { LOCALITIES, LOCALITY_SLUGS, localityBySlug } from './localities.js';
import {
  BHK_FILTER_VALUES,
  BHK_MAX,
  CATEGORIES,
  CONDITIONS,
  FILTER_MSG,
  FURNISHINGS,
  LIST_SORTS,
  OFFER_FILTERS,
  PLACE_MSG,
  PRODUCT_TYPES,
  SEARCH_SORTS,
  SORTS,
  SOURCES,
} from './rules.js';

export const category = z.enum(CATEGORIES);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const wholeNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);

/**
 * Where an item is and, for property, its size and furnishing, as forms send them (all optional: the spec's client
 * sends none; the server then derives the locality from the location text, docs/search.md).
 */
export const placeFields = {
  locality: z.preprocess(blankToUndefined, z.enum(LOCALITY_SLUGS, { error: PLACE_MSG.locality }).optional()),
  bhk: z.preprocess(
    (v) => wholeNumber(blankToUndefined(v)),
    z.number({ error: PLACE_MSG.bhk }).int(PLACE_MSG.bhk).min(0, PLACE_MSG.bhk).max(BHK_MAX, PLACE_MSG.bhk).optional(),
  ),
  furnishing: z.preprocess(blankToUndefined, z.enum(FURNISHINGS, { error: PLACE_MSG.furnishing }).optional()),
};

/** The same, as every item view shows them: the locality's slug (names in the contract's LOCALITIES). */
export const placeView = {
  locality: z.enum(LOCALITY_SLUGS),
  bhk: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
};

/** A card in any public list; the buyer view of §3 plus what the cards show. Prices in rupees. */
export const catalogueItem = z.object({
  id: z.number().int(),
  source: z.enum(SOURCES),
  title: z.string(),
  /** Alias of title: §7 names category-wise items by `name`. */
  name: z.string(),
  description: z.string(),
  /** Rupees. For a listing this is the rent per month. */
  price: z.number(),
  /** Rupees per month, for products that can be rented; null otherwise. */
  rent_price: z.number().nullable(),
  category,
  location: z.string(),
  city: z.string(),
  ...placeView,
  /** Full-size WebP (1200×900). */
  image: z.string(),
  /** Card-size WebP (480×360). */
  image_card: z.string(),
  /** Medium WebP (800×600): what a phone's one-column card and a product page take. */
  image_medium: z.string(),
  /** The spec's field: 1 on every public item (only approved items are public). Not shown as a badge. */
  verified: flag,
  /** Whether the owner holds "Verified owner" (documents checked by an admin); always false for a buyer's ad. */
  owner_verified: z.boolean(),
  created_at: z.string(),
  /** How it is offered (an ad is rent-only at its price), and whether a unit is free now. */
  offer: offerView,
  availability: availabilityView,
  /** Reviews (issue 15): the average and number of revealed buyers' reviews of this item (products; absent on ads). */
  rating: ratingSummary.optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** One photo of a product (cover first): its full-size, card and medium URLs, signed while the product is not public. */
export const productPhoto = z.object({ id: z.number().int(), image: z.string(), image_card: z.string(), image_medium: z.string() });
export type ProductPhoto = z.infer<typeof productPhoto>;

export const productDetail = catalogueItem.extend({
  source: z.literal('products'),
  condition: z.enum(CONDITIONS),
  type: z.enum(PRODUCT_TYPES),
  available: flag,
  is_rentable: flag,
  owner_name: z.string(),
  /** Reviews (issue 15): the owner's rating over all their items' revealed reviews. */
  owner_rating: ratingSummary,
  /** The owner's public profile is /owners/{owner_id}. */
  owner_id: z.number().int(),
  terms: termsView,
  /** Every photo, cover first (the cover is also `image`). */
  photos: z.array(productPhoto),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const listingDetail = catalogueItem.extend({
  source: z.literal('listings'),
  subcategory: z.string().nullable(),
  sellerName: z.string(),
  /**
   * Only for an ad with no Kiraya member behind it (imported data), whose number is its only contact. A member's number
   * stays private until they share it in a conversation; e-mail addresses are never shown (issue 15), so the spec's
   * optional `sellerEmail` is not sent.
   */
  sellerPhone: z.string().optional(),
  /** True when a member posted the ad: "Chat with owner" reaches them. */
  seller_on_kiraya: z.boolean(),
});
export type ListingDetail = z.infer<typeof listingDetail>;

export const categoryWiseProducts = z.record(category, z.array(catalogueItem));
export type CategoryWiseProducts = z.infer<typeof categoryWiseProducts>;

const cityQuery = z.string().trim().max(CITY_MAX).optional();
/** Any spelling of §9 (appliance/appliances, clothing/dress/dresses…); resolved on the server. */
const categoryQuery = z.string().trim().max(40).optional();
const price = z.coerce.number().min(0).max(1e9).optional();
/** '1' or 'true' turns a switch on; absent is off. */
const flagQuery = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const cityOnlyQuery = z.object({ city: cityQuery });

export const latestListingsQuery = z.object({
  city: cityQuery,
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).optional(),
});

export const listingsQuery = pagination.extend({
  category: categoryQuery,
  city: cityQuery,
  sort: z.enum(SORTS).default('latest'),
});
export type ListingsQuery = z.infer<typeof listingsQuery>;

export const productsQuery = pagination.extend({
  category: categoryQuery,
  city: cityQuery,
  sort: z.enum(SORTS).default('latest'),
  /** Leave this product out (similar items). */
  exclude: rowId.optional(),
  include_unavailable: flagQuery,
});
export type ProductsQuery = z.infer<typeof productsQuery>;

/** Several values in one parameter, comma-separated (`locality=chowk,aliganj`), or the parameter repeated. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => String(x).split(','))
            .map((x) => x.trim())
            .filter(Boolean),
    z.array(item).max(max).optional(),
  );

/** A place to measure distance from: a locality's slug, or "latitude,longitude" from the browser. */
export type NearPoint = { lat: number; lng: number; locality?: string };
const near = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v, ctx): NearPoint | undefined => {
    if (!v) return undefined;
    const locality = localityBySlug(v);
    if (locality) return { lat: locality.lat, lng: locality.lng, locality: locality.slug };
    const m = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(v);
    const lat = Number(m?.[1]);
    const lng = Number(m?.[2]);
    if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      ctx.addIssue({ code: 'custom', message: FILTER_MSG.near });
      return z.NEVER;
    }
    return { lat, lng };
  });

/**
 * The filters of category, explore-all and search pages, all in the URL so a filtered page can be shared: localities
 * (several), rent or buy, BHK and furnishing (property), condition (products), and a place for "nearest".
 */
export const listFilters = {
  locality: listOf(z.enum(LOCALITY_SLUGS, { error: FILTER_MSG.locality }), LOCALITIES.length),
  offer: z.enum(OFFER_FILTERS).optional(),
  bhk: listOf(
    z.coerce
      .number()
      .int()
      .min(0, FILTER_MSG.bhk)
      .max(BHK_FILTER_VALUES.length - 1, FILTER_MSG.bhk),
    BHK_FILTER_VALUES.length,
  ),
  furnishing: listOf(z.enum(FURNISHINGS), FURNISHINGS.length),
  condition: z.enum(CONDITIONS).optional(),
  near,
};

/** Both sources together: category pages, /explore-all, /property. */
export const allProductsQuery = pagination.extend({
  category: categoryQuery,
  city: cityQuery,
  sort: z.enum(LIST_SORTS).default('latest'),
  ...listFilters,
  /** Case-insensitive match on the title (the category page's title search). */
  q: z.string().trim().max(LIMITS.searchQueryMax).optional(),
  minPrice: price,
  maxPrice: price,
  /** Also show items with no unit free now (rented out, not yet available, switched off); sold items never show. */
  include_unavailable: flagQuery,
});
export type AllProductsQuery = z.infer<typeof allProductsQuery>;

/** GET /api/facets: the same filters; each facet is counted without its own filter, so its other values show. */
export const facetsQuery = allProductsQuery.omit({ page: true, limit: true, sort: true });
export type FacetsQuery = z.infer<typeof facetsQuery>;

const counts = z.record(z.string(), z.number().int());
/** Matches per filter value; `capped` facets were counted over the first FACET_SAMPLE_CAP matches (show "n+"). */
export const facetCounts = z.object({
  locality: counts,
  offer: counts,
  bhk: counts,
  furnishing: counts,
  condition: counts,
  capped: z.array(z.enum(['locality', 'offer', 'bhk', 'furnishing', 'condition'])),
});
export type FacetCounts = z.infer<typeof facetCounts>;

/** The header's search, with the list pages' filters (all optional: the spec's client sends query and city only). */
export const searchQuery = pagination.extend({
  query: z.string().trim().max(LIMITS.searchQueryMax).default(''),
  city: cityQuery,
  include_unavailable: flagQuery,
  category: categoryQuery,
  minPrice: price,
  maxPrice: price,
  /** Best match first (default), or the list pages' orders over the best matches. */
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  ...listFilters,
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** GET /api/search/facets: a search's words and filters; the counts of its matches per filter value. */
export const searchFacetsQuery = searchQuery.omit({ page: true, limit: true, sort: true });
export type SearchFacetsQuery = z.infer<typeof searchFacetsQuery>;

export const searchResult = catalogueItem;
export type SearchResult = CatalogueItem;
