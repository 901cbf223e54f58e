import {
  type AllProductsQuery,
  CATALOGUE_MSG,
  CATEGORIES,
  type CatalogueItem,
  type Category,
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
import { imageUrl, publicImageUrls } from '../../lib/images.js';
import { listingOfferRow, offerAndAvailability } from '../../lib/item-offer.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { toTermsView } from '../../lib/offer-columns.js';
import { SerializedJson } from '../../plugins/http-cache.js';
import { catalogueGeneration, sharedMemo, sharedPage, WINDOW_ITEMS_KEPT } from './catalogue.cache.js';
import {
  type CardJson,
  countFacets,
  findApprovedListing,
  findApprovedProduct,
  findNewestPerCategory,
  findPage,
  type ItemFilter,
  type ItemRow,
  MAX_ID,
  type PageItems,
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
  const { offer, availability } = offerAndAvailability(row, today);
  // Written out, with no spread inside: an object literal with a spread in it, or one spread into a bigger literal
  // (getProduct), is built property by property through the runtime; a product page's took ~27 µs against ~2
  // (bench/README.md, "Objects built whole").
  const item: CatalogueItem = {
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
    image_medium: imageUrl(row.image, 'medium'),
    // Only approved rows are ever public, and approved is what "verified" means.
    verified: 1,
    owner_verified: row.owner_verified === true,
    created_at: new Date(row.created_ms).toISOString(),
    offer,
    availability,
  };
  // Reviews (issue 15): products' cards carry their rating; ads have no reviews.
  if (row.source === 'products' && row.rating_count !== undefined)
    item.rating = { average: ratingAverage(row.rating_sum ?? 0, row.rating_count), count: row.rating_count };
  return item;
}

/**
 * Counting every match of a broad filter at a million rows costs tens of milliseconds, so counts are capped;
 * that a filter's count reached the cap (the expensive kind, and already approximate) is remembered for a minute.
 * Smaller counts are always computed fresh. A catalogue change forgets it too (a mass rejection could bring a filter
 * under the cap).
 */
const CAPPED_COUNT_TTL_MS = 60_000;
/** A capped filter's highest price rides along (null when the list shows none): the page then reads neither. */
const cappedCounts = sharedMemo<{ maxPricePaise: number | null }>(10_000, () => 1, CAPPED_COUNT_TTL_MS);

/**
 * With the response cache on, what several cached answers have in common is read once for a cached answer's fresh
 * life, as one more entry of the same cache would be: dropped on a catalogue change, fresh for the TTL with its jitter,
 * and aged from its oldest reading. An answer built on shared data tells when that data was read (`dataAsOf`), and the
 * response cache ages its entry from then (catalogue.cache.ts), so nothing is served older than the cache's 10 s bound.
 * - A filter's count and highest price, shared by all its pages and sorts (up to 15 answers of the Zipf load).
 * - The first WINDOW_PAGES pages of a filter and sort, read as one page (sharedPage in catalogue.cache.ts).
 */
interface Counted {
  total: number;
  maxPricePaise: number | null;
}
type PageRead = { items: ListItems } & Counted & { dataAsOf?: number };
const sharedCounts = sharedMemo<Counted>(10_000, () => 1);
const sharedWindows = sharedMemo<PageRead>(WINDOW_ITEMS_KEPT, (w) => Math.max(1, w.items.length));

/** The list's query with its page size already resolved (plugins/paging.ts). */
type Paged<Q> = Omit<Q, 'limit'> & { page: number; limit: number };

interface PageRequest {
  page: number;
  limit: number;
  sort: ListSort;
}

function pageOf(
  db: Db,
  sources: readonly SourceName[],
  filter: ItemFilter,
  request: PageRequest,
  options: { maxPrice?: boolean; shareReads?: boolean } = {},
): Promise<PageRead> {
  const countKey = JSON.stringify([sources, filter, options.maxPrice === true]);
  const share = options.shareReads === true;
  return sharedPage(sharedWindows, db, `${countKey} ${request.sort} ${request.limit}`, request, share, async ({ page, limit }) => {
    const offset = (page - 1) * limit;
    const generation = catalogueGeneration();
    const readAt = Date.now();
    const counted = share ? sharedCounts.get(db, countKey) : undefined;
    const capped = cappedCounts.get(db, countKey)?.value;
    // Pages past the capped total are empty rather than an ever deeper OFFSET scan.
    const beyond = offset >= TOTAL_COUNT_CAP;
    const result = await findPage(
      db,
      sources,
      filter,
      { sort: request.sort, limit: beyond ? 0 : limit, offset: beyond ? 0 : offset },
      counted || capped ? {} : { countCap: TOTAL_COUNT_CAP, maxPrice: options.maxPrice },
    );
    const items = pageItems(result, filter.today);
    if (counted) return { items, ...counted.value, dataAsOf: counted.readAt };
    const count = capped
      ? { total: TOTAL_COUNT_CAP, maxPricePaise: capped.maxPricePaise }
      : { total: result.total ?? 0, maxPricePaise: result.maxPricePaise };
    if (!capped && count.total >= TOTAL_COUNT_CAP)
      cappedCounts.set(db, countKey, generation, readAt, { maxPricePaise: count.maxPricePaise });
    if (share) sharedCounts.set(db, countKey, generation, readAt, count);
    return { items, ...count };
  });
}

/**
 * The home page's newest items of each category, as the finished cards the read model holds (decision 0012): the
 * answer's JSON (the contract's categoryWiseProducts): each category's key, in CATEGORIES' order, holding its cards.
 */
export async function categoryWiseProducts(db: Db, city: string | undefined): Promise<SerializedJson> {
  const cards = await findNewestPerCategory(db, CATEGORIES, LIMITS.homeItemsPerCategory, cityFrom(city), todayInIndia());
  const parts = CATEGORIES.map((category, i) => `${JSON.stringify(category)}:[${(cards[i] ?? []).join(',')}]`);
  return new SerializedJson(`{${parts.join(',')}}`);
}

export async function latestListings(db: Db, query: { city?: string; limit?: number }): Promise<CatalogueItem[] | SerializedJson> {
  const today = todayInIndia();
  const page = await findPage(
    db,
    ['listings'],
    { city: cityFrom(query.city), today },
    { sort: 'latest', limit: query.limit ?? LIMITS.latestListings, offset: 0 },
    {},
  );
  return listAnswer(pageItems(page, today));
}

/** How a list is answered: `shareReads` when its answers are cached (see sharedMemo). */
export interface ListOptions {
  shareReads?: boolean;
}

/**
 * A page's cards: objects made from the tables' rows, or the finished JSON texts of the read model (decision 0012),
 * sent as they are.
 */
export type ListItems = CatalogueItem[] | CardJson[];

/** A page's cards whichever way it was read: the read model's finished texts as they are, or the tables' rows as cards. */
export const pageItems = (page: PageItems, today: string): ListItems => page.json ?? page.rows.map((row) => toCatalogueItem(row, today));

/** Whether a page's cards are finished JSON texts; an empty page is either, and is answered alike. */
export const isCardJson = (items: ListItems): items is CardJson[] => typeof items[0] === 'string';

/** A page's cards as objects, for a reader that needs their fields (the server-rendered summaries). */
export const itemObjects = (items: ListItems): CatalogueItem[] =>
  isCardJson(items) ? items.map((text) => JSON.parse(text) as CatalogueItem) : items;

/** A page's cards as a route answers them: finished texts as one JSON array, objects for the route's serializer. */
export const listAnswer = (items: ListItems): CatalogueItem[] | SerializedJson =>
  isCardJson(items) ? new SerializedJson(`[${items.join(',')}]`) : items;

export type Listed = { items: ListItems; total: number; dataAsOf?: number };

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

/**
 * The whole filter of an /all-products or /facets query: the list filters, category, city and title words. Exported for
 * the bench's ceiling of the category page (bench/server.ts, /__bench/page-stored).
 */
export const itemFilterOf = (query: FacetsQuery & { sort?: string }): ItemFilter =>
  // Added to listFilterOf's object, not spread with them into a new literal: a spread followed by properties is built
  // through the runtime, ~6 µs here against ~0.3 (bench/README.md, "Spreads off the hot paths").
  Object.assign(listFilterOf(query), {
    category: categoryFrom(query.category),
    city: cityFrom(query.city),
    titleContains: query.q || undefined,
    today: todayInIndia(),
  });

export async function listAll(db: Db, query: Paged<AllProductsQuery>, options: ListOptions = {}): Promise<Listed & { priceMax: number }> {
  const page = await pageOf(db, ['products', 'listings'], itemFilterOf(query), query, { shareReads: options.shareReads, maxPrice: true });
  const priceMax = page.maxPricePaise === null ? 0 : paiseToRupees(page.maxPricePaise);
  return { items: page.items, total: page.total, priceMax, dataAsOf: page.dataAsOf };
}

/** Matches per value of each filter, each counted without its own filter (bounded: FACET_SAMPLE_CAP rows a facet). */
export function facets(db: Db, query: FacetsQuery): Promise<FacetCounts> {
  return countFacets(db, ['products', 'listings'], itemFilterOf(query), FACET_SAMPLE_CAP);
}

export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  const today = todayInIndia();
  const row = id <= MAX_ID ? await findApprovedProduct(db, id, today) : null;
  if (!row) throw notFound(MSG.productNotFound);
  const detail: Omit<ProductDetail, keyof CatalogueItem> & Pick<ProductDetail, 'source'> = {
    owner_rating: { average: ratingAverage(row.owner_rating_sum, row.owner_rating_count), count: row.owner_rating_count },
    terms: toTermsView({
      deliveryFeePaise: row.delivery_fee_paise,
      returnDays: row.return_days,
      noticeDays: row.notice_days,
      includes: row.includes,
    }),
    source: 'products',
    condition: row.condition,
    type: row.type,
    available: row.available ? 1 : 0,
    is_rentable: row.is_rentable ? 1 : 0,
    owner_name: row.owner_name,
    owner_id: row.owner_id,
    // Public: the product is approved. A product with no photo row yet still shows its cover.
    photos: row.photos.length
      ? row.photos.map((p) => ({ id: p.id, ...publicImageUrls(p.image) }))
      : [{ id: 0, ...publicImageUrls(row.image) }],
  };
  // Added to the card's object, not spread into a new one (toCatalogueItem says why).
  return Object.assign(toCatalogueItem(row, today), detail);
}

export async function getListing(db: Db, id: number): Promise<ListingDetail> {
  const row = id <= MAX_ID ? await findApprovedListing(db, id) : null;
  if (!row) throw notFound(MSG.listingNotFound);
  const card = toCatalogueItem({
    source: 'listings',
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
    rent_price_paise: null,
    ...listingOfferRow(row.pricePaise),
  });
  // Added to the card's object, not spread into a new one (toCatalogueItem says why).
  const detail: ListingDetail = Object.assign(card, {
    source: 'listings' as const,
    subcategory: row.subcategory,
    sellerName: row.sellerName,
    seller_on_kiraya: row.userId !== null,
  });
  // A member's number is shared only in a conversation, on their consent; no e-mail address is ever shown.
  if (row.userId === null) detail.sellerPhone = row.sellerPhone;
  return detail;
}
