import { z } from 'zod';
import { flag, pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { CITY_MAX, LIMITS } from '../limits.js';
import { availabilityView, offerView, termsView } from '../renting/schema.js';
import { CATEGORIES, CONDITIONS, PRODUCT_TYPES, SORTS, SOURCES } from './rules.js';

export const category = z.enum(CATEGORIES);

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
  /** Full-size WebP (1200×900). */
  image: z.string(),
  /** Card-size WebP (480×360). */
  image_card: z.string(),
  verified: flag,
  created_at: z.string(),
  /** How it is offered (an ad is rent-only at its price), and whether a unit is free now. */
  offer: offerView,
  availability: availabilityView,
});
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** One photo of a product (cover first): its full-size and card URLs, signed while the product is not public. */
export const productPhoto = z.object({ id: z.number().int(), image: z.string(), image_card: z.string() });
export type ProductPhoto = z.infer<typeof productPhoto>;

export const productDetail = catalogueItem.extend({
  source: z.literal('products'),
  condition: z.enum(CONDITIONS),
  type: z.enum(PRODUCT_TYPES),
  available: flag,
  is_rentable: flag,
  owner_name: z.string(),
  terms: termsView,
  /** Every photo, cover first (the cover is also `image`). */
  photos: z.array(productPhoto),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const listingDetail = catalogueItem.extend({
  source: z.literal('listings'),
  subcategory: z.string().nullable(),
  sellerName: z.string(),
  sellerPhone: z.string(),
  sellerEmail: z.string(),
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

/** Both sources together: category pages, /explore-all, /property. */
export const allProductsQuery = pagination.extend({
  category: categoryQuery,
  city: cityQuery,
  sort: z.enum(SORTS).default('latest'),
  /** Case-insensitive match on the title (the category page's title search). */
  q: z.string().trim().max(LIMITS.searchQueryMax).optional(),
  minPrice: price,
  maxPrice: price,
  /** Also show items with no unit free now (rented out, not yet available, switched off); sold items never show. */
  include_unavailable: flagQuery,
});
export type AllProductsQuery = z.infer<typeof allProductsQuery>;

export const searchQuery = pagination.extend({
  query: z.string().trim().max(LIMITS.searchQueryMax).default(''),
  city: cityQuery,
  include_unavailable: flagQuery,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = catalogueItem;
export type SearchResult = CatalogueItem;
