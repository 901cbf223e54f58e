import type { Furnishing, LocalitySlug, OfferKind, TenureDiscount } from '@kiraya/contract';
import { and, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Holds } from '../lib/availability.js';
import type { Executor } from './client.js';
import { orderItems, products } from './schema/index.js';

/**
 * The SQL every public list shares (catalogue lists and search): the columns of a card from either table, their
 * output conversions, and the availability rules of docs/renting.md. Listings (ads) are rent-only offers at their
 * price, always one unit and always available.
 */

export type SourceName = 'products' | 'listings';

/** One card row of either table, as every list query returns it (prices still in paise). */
export interface ItemRow {
  source: SourceName;
  id: number;
  title: string;
  description: string;
  price_paise: number;
  rent_price_paise: number | null;
  /** The table's own spelling (products say 'dress'); the service maps it to the contract's category. */
  category: string;
  location: string;
  city: string;
  locality: LocalitySlug;
  bhk: number | null;
  furnishing: Furnishing | null;
  image: string;
  created_ms: number;
  offer: OfferKind;
  sale_price_paise: number | null;
  rent_monthly_paise: number | null;
  deposit_paise: number;
  min_tenure_months: number;
  tenure_discounts: TenureDiscount[];
  available_from: string | null;
  quantity: number;
  units_sold: number;
  available: boolean;
  /** Units out on accepted rentals running today, and the earliest end among them. */
  rented_now: number;
  first_free: string | null;
  /** Reviews (issue 15): the item's revealed reviews, from rating_totals (lists only; absent where not read). */
  rating_count?: number;
  rating_sum?: number;
  /** Whether the product's owner holds "Verified owner" (ads: false). */
  owner_verified?: boolean;
}

/**
 * A card's columns as both tables give them: the name, and for a table without that column the expression standing
 * for it. Listings (ads) are rent-only offers at their price, always one unit and always available.
 */
const ITEM_COLUMNS: readonly { name: string; products?: string; listings?: string }[] = [
  { name: 'source', products: "'products'::text", listings: "'listings'::text" },
  { name: 'id' },
  { name: 'title' },
  { name: 'description' },
  { name: 'price_paise' },
  { name: 'rent_price_paise', listings: 'NULL::bigint' },
  { name: 'category' },
  { name: 'location' },
  { name: 'city' },
  { name: 'locality' },
  { name: 'bhk' },
  { name: 'furnishing' },
  { name: 'image' },
  { name: 'created_at' },
  { name: 'offer', listings: "'rent'::text" },
  { name: 'sale_price_paise', listings: 'NULL::bigint' },
  { name: 'rent_monthly_paise', listings: 'price_paise' },
  { name: 'deposit_paise', listings: '0::bigint' },
  { name: 'min_tenure_months', listings: '1' },
  { name: 'tenure_discounts', listings: "'[]'::jsonb" },
  { name: 'available_from', listings: 'NULL::date' },
  { name: 'quantity', listings: '1' },
  { name: 'units_sold', listings: '0' },
  { name: 'available', listings: 'true' },
  { name: 'owner_id', listings: 'NULL::integer' },
  { name: 'held_until', listings: 'NULL::date' },
];

/** The names of itemColumns' output columns, the same for both tables. */
export const ITEM_COLUMN_NAMES: readonly string[] = ITEM_COLUMNS.map((c) => c.name);

const ITEM_COLUMNS_OF: Record<SourceName, SQL> = {
  products: sql.raw(ITEM_COLUMNS.map((c) => (c.products ? `${c.products} AS ${c.name}` : c.name)).join(', ')),
  listings: sql.raw(ITEM_COLUMNS.map((c) => (c.listings ? `${c.listings} AS ${c.name}` : c.name)).join(', ')),
};

/** The common columns, raw (so ORDER BY over a union can walk each table's index). */
export const itemColumns = (source: SourceName): SQL => ITEM_COLUMNS_OF[source];

/**
 * A row count written into the statement text (always a whole number from validated input or constants), so a prepared
 * statement's generic plan knows it: a LIMIT parameter is planned as 10 % of the table.
 */
export const rowCount = (n: number): SQL => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid row count ${n}`);
  return sql.raw(String(n));
};

/**
 * A row count, or an expression over a statement's own columns where one statement reads several pages (the batched
 * list pages, catalogue.repository.ts): each page's count then comes from its row of the statement's list of pages.
 */
export const rowsOrExpression = (n: number | SQL): SQL => (typeof n === 'number' ? rowCount(n) : n);

/**
 * The page's rows of `from` before a card's lookups (rentals, rating, owner's badge) are added over them: PostgreSQL
 * computes a select list for every row the LIMIT reads, the skipped OFFSET rows included, so with the lookups in the
 * same SELECT as the OFFSET page 5 ran them for 45 rows to show 9. The LIMIT keeps this subquery from being merged.
 */
export const pageOfRows = (from: SQL, order: SQL, page: { limit: number | SQL; offset: number | SQL }): SQL =>
  sql`(SELECT * FROM ${from} ORDER BY ${order} LIMIT ${rowsOrExpression(page.limit)} OFFSET ${rowsOrExpression(page.offset)})`;

/**
 * Accepted rentals of the product row `row` (an alias of products, or of item rows with its columns) running on
 * `today`. order_items is read only when the row's held_until (migration 0026: a day after which none of its accepted
 * rentals runs) is after today; otherwise PostgreSQL settles the lookup on that one-time condition without touching
 * the index. Why: bench/README.md, "Rentals looked up only where one may run".
 */
const runningRentals = (row: string, today: SQL | string) =>
  sql`FROM order_items oi WHERE ${sql.raw(row)}.held_until > ${today}::date
    AND oi.product_id = ${sql.raw(row)}.id AND oi.status = 'accepted' AND oi.end_date IS NOT NULL
    AND oi.start_date <= ${today}::date AND oi.end_date > ${today}::date`;

/** A card's output columns over the item row aliased `a`: name and expression, in the order every card query returns them. */
const cardColumns = (a: string): readonly (readonly [string, string])[] => [
  ['source', 'source'],
  ['id', `${a}.id`],
  ['title', 'title'],
  ['description', 'description'],
  ['price_paise', 'price_paise::float8'],
  ['rent_price_paise', 'rent_price_paise::float8'],
  ['category', 'category'],
  ['location', 'location'],
  ['city', 'city'],
  ['locality', 'locality'],
  ['bhk', 'bhk'],
  ['furnishing', 'furnishing'],
  ['image', 'image'],
  ['created_ms', '(extract(epoch FROM created_at) * 1000)::float8'],
  ['offer', 'offer'],
  ['sale_price_paise', 'sale_price_paise::float8'],
  ['rent_monthly_paise', 'rent_monthly_paise::float8'],
  ['deposit_paise', 'deposit_paise::float8'],
  ['min_tenure_months', 'min_tenure_months'],
  ['tenure_discounts', 'tenure_discounts'],
  ['available_from', 'available_from::text'],
  ['quantity', 'quantity'],
  ['units_sold', 'units_sold'],
  ['available', 'available'],
  ['rented_now', 'coalesce(held.rented_now, 0)'],
  ['first_free', 'held.first_free'],
  ['rating_count', 'coalesce(rated.rating_count, 0)'],
  ['rating_sum', 'coalesce(rated.rating_sum, 0)'],
  ['owner_verified', 'coalesce(badge.owner_verified, false)'],
];

/** An extra output column of a card query: its name and its expression. */
export type ExtraColumn = readonly [name: string, expression: string];

/** The names of itemCards' columns with `extra` after them, in their order (for asJsonRows). */
export const cardColumnNames = (extra: readonly ExtraColumn[] = []): string[] => [...cardColumns(''), ...extra].map(([name]) => name);

/**
 * The cards of the item rows `from` (item columns, aliased `alias`), with `extra` output columns after them. Both
 * drivers return float8 and int4 as JS numbers; bigint, dates and timestamps are converted here once. A product's
 * lookups are joined once per row, and only for the rows of `from` (PostgreSQL evaluates them after its LIMIT): its
 * running rentals (units out today and the first day one frees up, one scan of order_items for both), its rating (one
 * row of rating_totals for count and sum) and its owner's badge (by the row's owner_id). Until 2026-11-30 these were
 * five scalar subqueries, the badge one fetching the product again: ~75 of a category page's ~275 buffers. Each
 * lookup keeps a LIMIT (both are by primary key) so PostgreSQL cannot flatten it into a join of the whole table: it
 * stays a probe per row, and the rows keep the order of `from`.
 */
export const itemCards = (today: SQL | string, from: SQL, alias: string, extra: readonly ExtraColumn[] = []): SQL => {
  const a = sql.raw(alias);
  const columns = sql.raw([...cardColumns(alias), ...extra].map(([name, expression]) => `${expression} AS ${name}`).join(', '));
  return sql`SELECT ${columns}
  FROM ${from} ${a}
  LEFT JOIN LATERAL (SELECT coalesce(sum(oi.quantity), 0)::int AS rented_now, min(oi.end_date)::text AS first_free
    ${runningRentals(alias, today)}) held ON true
  LEFT JOIN LATERAL (SELECT rt.review_count AS rating_count, rt.rating_sum FROM rating_totals rt
    WHERE ${a}.source = 'products' AND rt.subject_kind = 'item' AND rt.subject_id = ${a}.id LIMIT 1) rated ON true
  LEFT JOIN LATERAL (SELECT ov.verified AS owner_verified FROM owners ov WHERE ov.id = ${a}.owner_id LIMIT 1) badge ON true`;
};

/**
 * The running rentals of the products row `row` as two scalar columns (units out today, the first day one frees
 * up), for a single-row lookup that wants them in the same round trip; `today` may be a placeholder.
 */
export const holdsColumns = (row: string, today: SQL | string) => ({
  rentedNow: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int ${runningRentals(row, today)})`.mapWith(Number),
  firstFree: sql<string | null>`(SELECT min(oi.end_date)::text ${runningRentals(row, today)})`,
});

/**
 * The WHERE conditions of availability for the products table: sold items never show; unless the visitor asks for
 * them, neither do items with no unit free today (switched off, not yet available, or every unsold unit rented out).
 */
export function productAvailability(today: string, includeUnavailable: boolean): SQL {
  const notSold = sql.raw('units_sold < quantity');
  if (includeUnavailable) return notSold;
  // A product with no rental that may run today (held_until empty or past, most of them) is settled before the
  // subquery: OR stops at its first true arm, where the subquery alone was still run (and found nothing) for each row
  // a filter or count read. The third arm is the whole condition; the first two only say when it cannot be false.
  return sql`${notSold} AND available AND (available_from IS NULL OR available_from <= ${today}::date)
    AND (products.held_until IS NULL OR products.held_until <= ${today}::date
      OR units_sold + (SELECT coalesce(sum(oi.quantity), 0) ${runningRentals('products', today)}) < quantity)`;
}

/**
 * Availability for queries that read thousands of rows (the facets): the running rentals are summed once per product
 * in `heldJoin` (LEFT JOINed as `held`) instead of a lookup per row. A count of 3,300 products read 8,242 buffers
 * with the lookup and 1,719 without it (10k rows per table). The capped count reads at most TOTAL_COUNT_CAP rows and
 * looks them up (catalogue.repository.ts, matchingRows).
 */
export function productAvailabilityJoined(today: string, includeUnavailable: boolean): SQL {
  if (includeUnavailable) return sql.raw('units_sold < quantity');
  return sql`units_sold < quantity AND available AND (available_from IS NULL OR available_from <= ${today}::date)
    AND units_sold + coalesce(held.units, 0) < quantity`;
}

/** The units of each product out on a rental running `today`, for productAvailabilityJoined (read by end date: only current rentals). */
export const heldJoin = (today: string): SQL =>
  sql` LEFT JOIN (SELECT oi.product_id, sum(oi.quantity) AS units FROM order_items oi WHERE oi.status = 'accepted'
    AND oi.end_date > ${today}::date AND oi.start_date <= ${today}::date GROUP BY oi.product_id) held ON held.product_id = products.id`;

/** The running rentals of each product (availability.ts), by product id; products without one are absent. */
export async function holdsOf(db: Executor, ids: number[], today: string): Promise<Map<number, Holds>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      productId: orderItems.productId,
      rentedNow: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      firstFree: sql<string | null>`min(${orderItems.endDate})::text`,
    })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.productId, ids),
        eq(orderItems.status, 'accepted'),
        isNotNull(orderItems.endDate),
        lte(orderItems.startDate, today),
        gt(orderItems.endDate, today),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId as number, { rentedNow: Number(r.rentedNow), firstFree: r.firstFree }]));
}

/** The offer's and availability's columns of a product, for the queries that select them one by one. */
export const productOfferColumns = {
  offer: products.offer,
  salePricePaise: products.salePricePaise,
  rentMonthlyPaise: products.rentMonthlyPaise,
  depositPaise: products.depositPaise,
  minTenureMonths: products.minTenureMonths,
  tenureDiscounts: products.tenureDiscounts,
  availableFrom: products.availableFrom,
  quantity: products.quantity,
  unitsSold: products.unitsSold,
};

/**
 * The output column of the price a list shows, filters and sorts by: the monthly rent when renting, the sale price
 * when buying, else the spec's price (an ad's rent is its rent_monthly_paise and its price_paise alike).
 */
export function offerPriceColumn(offer: 'rent' | 'buy' | undefined): 'price_paise' | 'rent_monthly_paise' | 'sale_price_paise' {
  if (offer === undefined) return 'price_paise';
  return offer === 'rent' ? 'rent_monthly_paise' : 'sale_price_paise';
}

/**
 * Squared distance from `near` to the centre of the locality `slug` (a value or a column), read from the localities
 * table, in degrees scaled to be equal along both axes: it orders like the distance (docs/localities-and-filters.md).
 */
export const localityDistance = (near: { lat: number; lng: number }, slug: SQL): SQL =>
  sql`(SELECT power(l.lat - ${near.lat}, 2) + power((l.lng - ${near.lng}) * cos(radians(${near.lat})), 2) FROM localities l WHERE l.slug = ${slug})::float8`;
