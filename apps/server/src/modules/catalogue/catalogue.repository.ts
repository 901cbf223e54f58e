import { type Category, type Sort, toListingCategory, toProductCategory } from '@kiraya/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  holdsColumns,
  type ItemRow,
  itemColumns,
  itemOutput,
  productAvailability,
  productOfferColumns,
  type SourceName,
} from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import { listings, owners, productImages, products } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

export type { ItemRow, SourceName } from '../../db/catalogue-sql.js';

export interface ItemFilter {
  category?: Category;
  city?: string;
  /** Case-insensitive substring of the title. */
  titleContains?: string;
  minPricePaise?: number;
  maxPricePaise?: number;
  excludeProductId?: number;
  /** Also items with no unit free today (sold items never show). */
  includeUnavailable?: boolean;
  /** Today in India, for availability. */
  today: string;
}

export { MAX_ID } from '@kiraya/contract';

/** A row count written into the statement text (always a whole number from validated input or constants). */
const count = (n: number): SQL => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid row count ${n}`);
  return sql.raw(String(n));
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE clause of one table. `approval_status = 'approved'` stays a literal so the planner can use the
 * partial indexes; everything the visitor sends is a bound parameter.
 */
function whereOf(source: SourceName, f: ItemFilter, { ignorePrice = false } = {}): SQL {
  const parts: SQL[] = [sql.raw(`approval_status = 'approved'`)];
  if (f.category) parts.push(sql`category = ${source === 'products' ? toProductCategory(f.category) : toListingCategory(f.category)}`);
  // Plain equality (the service canonicalises the spelling): an expression like lower(city) has no statistics,
  // and the planner's guess for it (0.5%) turns the newest-first index walk into a full sort.
  if (f.city) parts.push(sql`city = ${f.city}`);
  if (f.titleContains) parts.push(sql`title ILIKE ${`%${escapeLike(f.titleContains)}%`}`);
  if (!ignorePrice && f.minPricePaise !== undefined) parts.push(sql`price_paise >= ${f.minPricePaise}`);
  if (!ignorePrice && f.maxPricePaise !== undefined) parts.push(sql`price_paise <= ${f.maxPricePaise}`);
  if (source === 'products' && f.excludeProductId !== undefined) parts.push(sql`id <> ${f.excludeProductId}`);
  if (source === 'products') parts.push(productAvailability(f.today, f.includeUnavailable ?? false));
  return sql.join(parts, sql` AND `);
}

const table = (source: SourceName) => sql.raw(source);

/**
 * Sort keys of each table match its partial indexes ((category,) created_at DESC, id DESC) and
 * ((category,) price_paise, id). Each table is read in index order and cut at `offset + limit` rows
 * inside its own branch (PostgreSQL does not push an ORDER BY … LIMIT through a UNION ALL of filtered
 * subqueries), then the few rows left are merged; `source` breaks the last tie between the tables.
 */
const BRANCH_ORDER: Record<Sort, string> = {
  // The latest indexes are (created_at DESC NULLS LAST, id DESC NULLS LAST): the NULLS clause must match.
  latest: 'created_at DESC NULLS LAST, id DESC NULLS LAST',
  price_asc: 'price_paise ASC, id ASC',
  price_desc: 'price_paise DESC, id DESC',
};
const ORDER: Record<Sort, SQL> = {
  latest: sql.raw(`${BRANCH_ORDER.latest}, source`),
  price_asc: sql.raw(`${BRANCH_ORDER.price_asc}, source`),
  price_desc: sql.raw(`${BRANCH_ORDER.price_desc}, source`),
};

/** The first `take` rows of each source in `sort` order, as one UNION ALL. */
function topOfEach(sources: readonly SourceName[], f: ItemFilter, sort: Sort, take: number): SQL {
  return sql.join(
    sources.map(
      (s) =>
        sql`(SELECT ${itemColumns(s)} FROM ${table(s)} WHERE ${whereOf(s, f)} ORDER BY ${sql.raw(BRANCH_ORDER[sort])} LIMIT ${count(take)})`,
    ),
    sql` UNION ALL `,
  );
}

export async function findItems(
  db: Executor,
  sources: readonly SourceName[],
  filter: ItemFilter,
  page: { sort: Sort; limit: number; offset: number },
): Promise<ItemRow[]> {
  return (await findPage(db, sources, filter, page, {})).rows;
}

/** Counts matches but never more than `cap` rows: the work per request stays bounded on any table size. */
function cappedCountOf(sources: readonly SourceName[], filter: ItemFilter, cap: number): SQL {
  const branches = sql.join(
    sources.map((s) => sql`SELECT 1 FROM ${table(s)} WHERE ${whereOf(s, filter)}`),
    sql` UNION ALL `,
  );
  return sql`(SELECT count(*) FROM (${branches} LIMIT ${count(cap)}) c)`;
}

/** Highest price among the matches, ignoring the price bounds; each table answers from its price index. */
function maxPriceOf(sources: readonly SourceName[], filter: ItemFilter): SQL {
  const parts = sources.map((s) => sql`(SELECT max(price_paise) FROM ${table(s)} WHERE ${whereOf(s, filter, { ignorePrice: true })})`);
  return sql`greatest(${sql.join(parts, sql`, `)})`;
}

export interface PageResult {
  rows: ItemRow[];
  /** Capped count, when asked for. */
  total: number | null;
  /** Paise, when asked for; null also when nothing matches. */
  maxPricePaise: number | null;
}

/**
 * One page, and optionally the capped count and the highest price, in a single statement: the count and the
 * maximum come from a one-row select the page is LEFT JOINed to, so an empty page still brings them back.
 */
export async function findPage(
  db: Executor,
  sources: readonly SourceName[],
  filter: ItemFilter,
  page: { sort: Sort; limit: number; offset: number },
  extra: { countCap?: number; maxPrice?: boolean },
): Promise<PageResult> {
  const merged = topOfEach(sources, filter, page.sort, page.offset + page.limit);
  const total = extra.countCap ? cappedCountOf(sources, filter, extra.countCap) : sql`NULL`;
  const max = extra.maxPrice ? maxPriceOf(sources, filter) : sql`NULL`;
  const result = await executeNamed(
    db,
    sql`SELECT p.*, s.total, s.max_price FROM
    (SELECT ${total}::int AS total, ${max}::float8 AS max_price) s
    LEFT JOIN LATERAL (SELECT ${itemOutput(filter.today, 'u')} FROM (${merged}) u ORDER BY ${ORDER[page.sort]} LIMIT ${count(page.limit)} OFFSET ${count(page.offset)}) p ON true`,
  );
  const rows = rowsOf<ItemRow & { total: number | null; max_price: number | null }>(result);
  return {
    rows: rows.filter((r) => r.id !== null),
    total: rows[0]?.total ?? null,
    maxPricePaise: rows[0]?.max_price ?? null,
  };
}

/** The newest `perCategory` items of each category, both sources, in one round trip. */
export async function findNewestPerCategory(
  db: Executor,
  categories: readonly Category[],
  perCategory: number,
  city: string | undefined,
  today: string,
): Promise<ItemRow[]> {
  const sources: SourceName[] = ['products', 'listings'];
  const parts = categories.map(
    (category) =>
      sql`(SELECT * FROM (${topOfEach(sources, { category, city, today }, 'latest', perCategory)}) u ORDER BY ${ORDER.latest} LIMIT ${count(perCategory)})`,
  );
  const result = await executeNamed(db, sql`SELECT ${itemOutput(today, 'x')} FROM (${sql.join(parts, sql` UNION ALL `)}) x`);
  return rowsOf<ItemRow>(result);
}

/**
 * The detail lookups are the hottest queries: prepared once per database (drizzle builds a joined select in
 * about 0.8 ms, which is four times the lookup itself).
 */
function prepareDetails(db: Executor) {
  const id = sql.placeholder('id');
  return {
    product: db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        pricePaise: products.pricePaise,
        rentPricePaise: products.rentPricePaise,
        category: products.category,
        location: products.location,
        city: products.city,
        image: products.image,
        condition: products.condition,
        type: products.type,
        available: products.available,
        isRentable: products.isRentable,
        createdAt: products.createdAt,
        ownerName: owners.name,
        ...productOfferColumns,
        deliveryFeePaise: products.deliveryFeePaise,
        returnDays: products.returnDays,
        noticeDays: products.noticeDays,
        includes: products.includes,
        // The page's holds and gallery in the same round trip (the lookup is the hottest query of all).
        ...holdsColumns('products.id', sql`${sql.placeholder('today')}`),
        photos: sql<
          { id: number; image: string }[]
        >`(SELECT coalesce(json_agg(json_build_object('id', pi.id, 'image', pi.image) ORDER BY pi.position), '[]'::json)
          FROM ${productImages} pi WHERE pi.product_id = ${products.id})`,
      })
      .from(products)
      .innerJoin(owners, eq(owners.id, products.ownerId))
      .where(and(eq(products.id, id), eq(products.approvalStatus, 'approved')))
      .limit(1)
      .prepare('catalogue_product_by_id'),
    listing: db
      .select({
        id: listings.id,
        title: listings.title,
        description: listings.description,
        pricePaise: listings.pricePaise,
        category: listings.category,
        subcategory: listings.subcategory,
        location: listings.location,
        city: listings.city,
        image: listings.image,
        sellerName: listings.sellerName,
        sellerPhone: listings.sellerPhone,
        sellerEmail: listings.sellerEmail,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.approvalStatus, 'approved')))
      .limit(1)
      .prepare('catalogue_listing_by_id'),
  };
}
const preparedDetails = new WeakMap<Executor, ReturnType<typeof prepareDetails>>();
function details(db: Executor) {
  let statements = preparedDetails.get(db);
  if (!statements) {
    statements = prepareDetails(db);
    preparedDetails.set(db, statements);
  }
  return statements;
}

export async function findApprovedProduct(db: Executor, id: number, today: string) {
  const rows = await details(db).product.execute({ id, today });
  return rows[0] ?? null;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findApprovedProduct>>>;

export async function findApprovedListing(db: Executor, id: number) {
  const rows = await details(db).listing.execute({ id });
  return rows[0] ?? null;
}
