import {
  type AllProductsQuery,
  CATALOGUE_MSG,
  CATEGORIES,
  type CatalogueItem,
  type Category,
  type CategoryWiseProducts,
  CITIES,
  coded,
  FACET_SAMPLE_CAP,
  type FacetCounts,
  type FacetsQuery,
  FILTER_MSG,
  LIMITS,
  type ListingDetail,
  type ListingsQuery,
  type ListSort,
  MSG,
  type ProductDetail,
  type ProductsQuery,
  ratingAverage,
  resolveCategory,
  TOTAL_COUNT_CAP,
  todayInIndia,
} from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { imageUrl } from '../../lib/images.js';
import { listingOfferRow, offerAndAvailability } from '../../lib/item-offer.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { toTermsView } from '../../lib/offer-columns.js';
import { CATALOGUE_CACHE_JITTER, CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from './catalogue.cache.js';
import {
  countFacets,
  findApprovedListing,
  findApprovedProduct,
  findItems,
  findNewestPerCategory,
  findPage,
  type ItemFilter,
  type ItemRow,
  MAX_ID,
  type SourceName,
} from './catalogue.repository.js';

export { createResponseCache } from './catalogue.cache.js';
export type { ItemRow } from './catalogue.repository.js';

export interface Page<T> {
  items: T[];
  /** Number of matches, at most TOTAL_COUNT_CAP (sent as X-Total-Count). */
  total: number;
}

/** The one place a category from a URL becomes a category, or a 400 that says what is accepted. */
export function categoryFrom(input: string | undefined): Category | undefined {
  if (input === undefined || input === '') return undefined;
  const category = resolveCategory(input);
  if (!category) {
    const message = coded(CATALOGUE_MSG.unknownCategory, input);
    throw new AppError('UNKNOWN_CATEGORY', 400, message, { category: [message.text] });
  }
  return category;
}

/** A city from a URL in its canonical spelling ('lucknow' → 'Lucknow'); other cities are kept as typed. */
export function cityFrom(input: string | undefined): string | undefined {
  const city = input?.trim();
  if (!city) return undefined;
  return CITIES.find((c) => c.toLowerCase() === city.toLowerCase()) ?? city;
}

/** A database row as the API shows it: rupees, the contract's category, image URLs, ISO dates. */
export function toCatalogueItem(row: ItemRow, today = todayInIndia()): CatalogueItem {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    name: row.title,
    description: row.description,
    price: paiseToRupees(row.price_paise),
    rent_price: row.rent_price_paise === null ? null : paiseToRupees(row.rent_price_paise),
    category: resolveCategory(row.category) ?? 'property',
    location: row.location,
    city: row.city,
    locality: row.locality,
    bhk: row.bhk,
    furnishing: row.furnishing,
    image: imageUrl(row.image, 'full'),
    image_card: imageUrl(row.image, 'card'),
    // Only approved rows are ever public, and approved is what "verified" means.
    verified: 1,
    owner_verified: row.owner_verified === true,
    created_at: new Date(row.created_ms).toISOString(),
    ...offerAndAvailability(row, today),
    // Reviews (issue 15): products' cards carry their rating; ads have no reviews.
    ...(row.source === 'products' && row.rating_count !== undefined
      ? { rating: { average: ratingAverage(row.rating_sum ?? 0, row.rating_count), count: row.rating_count } }
      : {}),
  };
}

/**
 * Counting every match of a broad filter at a million rows costs tens of milliseconds, so counts are capped;
 * a capped count (the expensive kind, and already approximate) is remembered for a minute per filter.
 * Smaller counts are always computed fresh.
 */
const CAPPED_COUNT_TTL_MS = 60_000;
const cappedCounts = new WeakMap<Db, { generation: number; until: Map<string, number> }>();

/**
 * With the response cache on, a filter's count and highest price are shared by its pages and sorts (up to 15 cached
 * answers of one filter at 1M rows: 3 sorts × 5 pages) for a cached answer's fresh life, as one more entry of the same
 * cache would be: dropped on a catalogue change, fresh for the TTL with its jitter. A page answered with a shared count
 * tells when that count was read (`countedAt`), and the response cache ages its entry from then (catalogue.cache.ts's
 * dataAsOf), so no count is served older than the cache's 10 s bound.
 */
interface SharedCount {
  generation: number;
  readAt: number;
  freshUntil: number;
  total: number;
  maxPricePaise: number | null;
}
const SHARED_COUNTS_KEPT = 10_000;
const sharedCounts = new WeakMap<Db, Map<string, SharedCount>>();

function sharedCountOf(db: Db, key: string): SharedCount | undefined {
  const entry = sharedCounts.get(db)?.get(key);
  return entry && entry.generation === catalogueGeneration() && Date.now() < entry.freshUntil ? entry : undefined;
}

function shareCount(db: Db, key: string, entry: Omit<SharedCount, 'freshUntil'>): void {
  if (entry.generation !== catalogueGeneration()) return;
  const entries = sharedCounts.get(db) ?? new Map<string, SharedCount>();
  sharedCounts.set(db, entries);
  if (entries.size >= SHARED_COUNTS_KEPT) entries.clear();
  const factor = 1 - CATALOGUE_CACHE_JITTER + 2 * CATALOGUE_CACHE_JITTER * Math.random();
  entries.set(key, { ...entry, freshUntil: entry.readAt + CATALOGUE_CACHE_TTL_MS * factor });
}

/** The list's query with its page size already resolved (plugins/paging.ts). */
type Paged<Q> = Omit<Q, 'limit'> & { page: number; limit: number };

interface PageRequest {
  page: number;
  limit: number;
  sort: ListSort;
}

async function pageOf(
  db: Db,
  sources: readonly SourceName[],
  filter: ItemFilter,
  request: PageRequest,
  options: { maxPrice?: boolean; shareCounts?: boolean } = {},
): Promise<Page<CatalogueItem> & { maxPricePaise: number | null; countedAt?: number }> {
  const limit = request.limit;
  const offset = (request.page - 1) * limit;
  const key = JSON.stringify([sources, filter]);
  // Pages past the capped total are empty rather than an ever deeper OFFSET scan.
  const window = (total: number) => ({
    sort: request.sort,
    limit: offset < total ? limit : 0,
    offset: offset < total ? offset : 0,
  });
  const itemsOf = (rows: ItemRow[]) => rows.map((row) => toCatalogueItem(row, filter.today));
  const sharedKey = `${key} ${options.maxPrice === true}`;
  const shared = options.shareCounts ? sharedCountOf(db, sharedKey) : undefined;
  if (shared) {
    const result = await findPage(db, sources, filter, window(TOTAL_COUNT_CAP), {});
    return { items: itemsOf(result.rows), total: shared.total, maxPricePaise: shared.maxPricePaise, countedAt: shared.readAt };
  }
  const generation = catalogueGeneration();
  const readAt = Date.now();
  // A catalogue change forgets them too (a mass rejection could bring a filter under the cap).
  let counts = cappedCounts.get(db);
  if (counts && counts.generation !== catalogueGeneration()) counts = undefined;
  const cappedUntil = counts?.until.get(key);
  const knownCapped = cappedUntil !== undefined && cappedUntil > Date.now();
  const result = await findPage(db, sources, filter, window(TOTAL_COUNT_CAP), {
    countCap: knownCapped ? undefined : TOTAL_COUNT_CAP,
    maxPrice: options.maxPrice,
  });
  const total = knownCapped ? TOTAL_COUNT_CAP : (result.total ?? 0);
  if (!knownCapped && total >= TOTAL_COUNT_CAP) {
    if (!counts) {
      counts = { generation: catalogueGeneration(), until: new Map() };
      cappedCounts.set(db, counts);
    }
    if (counts.until.size > 10_000) counts.until.clear();
    counts.until.set(key, Date.now() + CAPPED_COUNT_TTL_MS);
  }
  if (options.shareCounts) shareCount(db, sharedKey, { generation, readAt, total, maxPricePaise: result.maxPricePaise });
  return { items: itemsOf(result.rows), total, maxPricePaise: result.maxPricePaise };
}

export async function categoryWiseProducts(db: Db, city: string | undefined): Promise<CategoryWiseProducts> {
  const today = todayInIndia();
  const rows = await findNewestPerCategory(db, CATEGORIES, LIMITS.homeItemsPerCategory, cityFrom(city), today);
  const result = { property: [], appliance: [], clothing: [] } as CategoryWiseProducts;
  for (const row of rows) {
    const item = toCatalogueItem(row, today);
    result[item.category].push(item);
  }
  return result;
}

export async function latestListings(db: Db, query: { city?: string; limit?: number }): Promise<CatalogueItem[]> {
  const rows = await findItems(
    db,
    ['listings'],
    { city: cityFrom(query.city), today: todayInIndia() },
    {
      sort: 'latest',
      limit: query.limit ?? LIMITS.latestListings,
      offset: 0,
    },
  );
  return rows.map((row) => toCatalogueItem(row));
}

/** How a list is answered: `shareCounts` when its answers are cached (see SharedCount). */
export interface ListOptions {
  shareCounts?: boolean;
}

export type Listed = Page<CatalogueItem> & { countedAt?: number };

export function listListings(db: Db, query: Paged<ListingsQuery>, options: ListOptions = {}): Promise<Listed> {
  const filter = { category: categoryFrom(query.category), city: cityFrom(query.city), today: todayInIndia() };
  return pageOf(db, ['listings'], filter, query, options);
}

export function listProducts(db: Db, query: Paged<ProductsQuery>, options: ListOptions = {}): Promise<Listed> {
  const filter: ItemFilter = {
    category: categoryFrom(query.category),
    city: cityFrom(query.city),
    excludeProductId: query.exclude,
    includeUnavailable: query.include_unavailable,
    today: todayInIndia(),
  };
  return pageOf(db, ['products'], filter, query, options);
}

export function listProperties(db: Db, query: PageRequest, options: ListOptions = {}): Promise<Listed> {
  return pageOf(db, ['products', 'listings'], { category: 'property', today: todayInIndia() }, query, options);
}

/** The list filters of a query (contract listFilters) as the repository takes them; "nearest" needs a place. */
export function listFilterOf(query: Omit<FacetsQuery, 'city' | 'category' | 'q'> & { sort?: string }): Partial<ItemFilter> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    const message = CATALOGUE_MSG.priceRange;
    throw new AppError('VALIDATION_ERROR', 400, message, { minPrice: [message] });
  }
  if (query.sort === 'nearest' && !query.near) {
    throw new AppError('VALIDATION_ERROR', 400, FILTER_MSG.nearestNeedsNear, { near: [FILTER_MSG.nearestNeedsNear] });
  }
  return {
    minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    includeUnavailable: query.include_unavailable,
    localities: query.locality,
    offer: query.offer,
    bhk: query.bhk,
    furnishings: query.furnishing,
    condition: query.condition,
    near: query.near,
  };
}

/** The whole filter of an /all-products or /facets query: the list filters, category, city and title words. */
const itemFilterOf = (query: FacetsQuery & { sort?: string }): ItemFilter => ({
  ...listFilterOf(query),
  category: categoryFrom(query.category),
  city: cityFrom(query.city),
  titleContains: query.q || undefined,
  today: todayInIndia(),
});

export async function listAll(db: Db, query: Paged<AllProductsQuery>, options: ListOptions = {}): Promise<Listed & { priceMax: number }> {
  const page = await pageOf(db, ['products', 'listings'], itemFilterOf(query), query, { ...options, maxPrice: true });
  const priceMax = page.maxPricePaise === null ? 0 : paiseToRupees(page.maxPricePaise);
  return { items: page.items, total: page.total, priceMax, countedAt: page.countedAt };
}

/** Matches per value of each filter, each counted without its own filter (bounded: FACET_SAMPLE_CAP rows a facet). */
export function facets(db: Db, query: FacetsQuery): Promise<FacetCounts> {
  return countFacets(db, ['products', 'listings'], itemFilterOf(query), FACET_SAMPLE_CAP);
}

/** The columns a product's and a listing's detail row share, as toCatalogueItem reads them. */
function detailFields(row: {
  id: number;
  title: string;
  description: string;
  pricePaise: number;
  category: string;
  location: string;
  city: string;
  locality: ItemRow['locality'];
  bhk: ItemRow['bhk'];
  furnishing: ItemRow['furnishing'];
  image: string;
  createdAt: Date;
}) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price_paise: row.pricePaise,
    category: row.category,
    location: row.location,
    city: row.city,
    locality: row.locality,
    bhk: row.bhk,
    furnishing: row.furnishing,
    image: row.image,
    created_ms: row.createdAt.getTime(),
  };
}

export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  const today = todayInIndia();
  const row = id <= MAX_ID ? await findApprovedProduct(db, id, today) : null;
  if (!row) throw notFound(MSG.productNotFound);
  const photos = row.photos;
  return {
    ...toCatalogueItem(
      {
        source: 'products',
        ...detailFields(row),
        rent_price_paise: row.rentPricePaise,
        offer: row.offer,
        sale_price_paise: row.salePricePaise,
        rent_monthly_paise: row.rentMonthlyPaise,
        deposit_paise: row.depositPaise,
        min_tenure_months: row.minTenureMonths,
        tenure_discounts: row.tenureDiscounts,
        available_from: row.availableFrom,
        quantity: row.quantity,
        units_sold: row.unitsSold,
        available: row.available,
        rented_now: row.rentedNow,
        first_free: row.firstFree,
        rating_count: row.ratingCount,
        rating_sum: row.ratingSum,
        owner_verified: row.ownerVerified,
      },
      today,
    ),
    owner_rating: { average: ratingAverage(row.ownerRatingSum, row.ownerRatingCount), count: row.ownerRatingCount },
    terms: toTermsView(row),
    source: 'products',
    condition: row.condition,
    type: row.type,
    available: row.available ? 1 : 0,
    is_rentable: row.isRentable ? 1 : 0,
    owner_name: row.ownerName,
    owner_id: row.ownerId,
    // Public: the product is approved. A product with no photo row yet still shows its cover.
    photos: photos.length
      ? photos.map((p) => ({ id: p.id, image: imageUrl(p.image, 'full'), image_card: imageUrl(p.image, 'card') }))
      : [{ id: 0, image: imageUrl(row.image, 'full'), image_card: imageUrl(row.image, 'card') }],
  };
}

export async function getListing(db: Db, id: number): Promise<ListingDetail> {
  const row = id <= MAX_ID ? await findApprovedListing(db, id) : null;
  if (!row) throw notFound(MSG.listingNotFound);
  return {
    ...toCatalogueItem({
      source: 'listings',
      ...detailFields(row),
      rent_price_paise: null,
      ...listingOfferRow(row.pricePaise),
    }),
    source: 'listings',
    subcategory: row.subcategory,
    sellerName: row.sellerName,
    // A member's number is shared only in a conversation, on their consent; no e-mail address is ever shown.
    ...(row.userId === null ? { sellerPhone: row.sellerPhone } : {}),
    seller_on_kiraya: row.userId !== null,
  };
}
