/**
 * GET /__bench/page-cards: the category page read from a read model, one table of finished cards, as a ceiling for that
 * design (bench/README.md, "A page read from one table of cards"). The scenario `category-page-cards` asks it with
 * category-page's query strings.
 *
 * The table (`__bench_cards`, unlogged, in the bench database only) holds every approved product and ad as the card
 * query gives it (db/catalogue-sql.ts's itemCards, so the same conversions), its contract category, the columns the
 * filter and the sorts read, and its finished card: the card's values but the day's running rentals, as one JSON
 * array, so PostgreSQL copies it rather than building it from some thirty columns. A product's rating and its owner's
 * badge are in it; only the running rentals are looked up when the page is read, as they depend on the day. Each sort
 * the bench asks for has its index (category, then the sort's columns and the source, in the route's order) with the
 * card and the filter's columns included, so a page is read from that index alone, a few neighbouring pages of it,
 * instead of one table page for each row the OFFSET walks. The app keeps no such table: a real read model would also
 * need every write that changes a card (product, ad, review, badge, approval) to change its row, and a card too large
 * for an index entry (~2.7 KB once compressed) would not fit: docs/decisions/0011-catalogue-read-model.md.
 *
 * A page is read as the route reads its list pages: the pages of one turn in one named statement (db/batched.ts), one
 * branch per sort asked for, each page a JSON array of card rows. Then, as the route does: the card objects
 * (toCatalogueItem), the route's serializer, the ETag and compression hooks, its headers. The count and highest price
 * are read once per query string by the repository's findPage, as the route keeps a filter's capped count.
 */
import { CATEGORIES, type Category, PRICE_MAX_HEADER, TOTAL_COUNT_CAP, toListingCategory, toProductCategory } from '@kiraya/contract';
import { batchedLookup } from '@kiraya/server/src/db/batched.js';
import { cardColumnNames, holdsColumns, type ItemRow, itemCards, itemColumns } from '@kiraya/server/src/db/catalogue-sql.js';
import type { Database } from '@kiraya/server/src/db/client.js';
import { executeNamedFor } from '@kiraya/server/src/db/named.js';
import { paiseToRupees } from '@kiraya/server/src/lib/money.js';
import { asJsonRows, intArray, jsonRowValues, rowsOf, textArray } from '@kiraya/server/src/lib/sql-rows.js';
import { findPage } from '@kiraya/server/src/modules/catalogue/catalogue.repository.js';
import { type itemFilterOf, toCatalogueItem } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { type PreparedAnswer, prepareAnswer } from '@kiraya/server/src/plugins/http-cache.js';
import { pageHeaders } from '@kiraya/server/src/plugins/paging.js';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

const CARDS = '__bench_cards';
const CARD_COLUMNS = cardColumnNames();
/** A card's columns that do not depend on the day (all but its running rentals): the row's finished card. */
const STORED_COLUMNS = CARD_COLUMNS.filter((name) => name !== 'rented_now' && name !== 'first_free');
/** A card's columns as a read gives them: its finished card's, then the day's running rentals. */
const READ_COLUMNS = [...STORED_COLUMNS, 'rented_now', 'first_free'];
/** What a page's read needs besides the sort's columns, in each index: the finished card and the filter's columns. */
const INCLUDED = 'card, city, units_sold, quantity, available, available_from_day, held_until';

/** Each sort the bench asks for: its ORDER BY, as the route's (catalogue.repository.ts, orderOf), and its index. */
const SORT_ORDER = {
  latest: 'created_at DESC NULLS LAST, id DESC NULLS LAST, source',
  price_asc: 'price_paise ASC, id ASC, source',
  price_desc: 'price_paise DESC, id DESC, source',
} as const;
type CardSort = keyof typeof SORT_ORDER;
const isCardSort = (sort: string): sort is CardSort => Object.hasOwn(SORT_ORDER, sort);

/** The contract category of a row of either table, as SQL over its own `category`. */
const contractCategory = `CASE ${CATEGORIES.map(
  (c: Category) => `WHEN category IN ('${toProductCategory(c)}', '${toListingCategory(c)}') THEN '${c}'`,
).join(' ')} END`;

/** The columns the table keeps beside the card's: the category, and what the filter and the sorts read. */
const EXTRA = [
  ['cat', 'u.cat'],
  ['created_at', 'u.created_at'],
  ['available_from_day', 'u.available_from'],
  ['held_until', 'u.held_until'],
] as const;

/**
 * The table's rows as the card query gives them, each with its finished card: of every approved product and ad, or
 * with `productId` (an SQL expression, such as a trigger's `NEW.id`) of that one product (bench/cards-trigger.ts).
 */
export function cardRowsSql(today: SQL | string, productId?: string): SQL {
  const products = sql`SELECT ${itemColumns('products')} FROM products WHERE approval_status = 'approved'${productId ? sql.raw(` AND id = ${productId}`) : sql``}`;
  const sources = productId
    ? sql`(${products})`
    : sql`(${products}) UNION ALL (SELECT ${itemColumns('listings')} FROM listings WHERE approval_status = 'approved')`;
  const items = sql`(SELECT *, ${sql.raw(contractCategory)} AS cat FROM (${sources}) a)`;
  const card = sql.raw(STORED_COLUMNS.map((name) => `y.${name}`).join(', '));
  return sql`SELECT y.*, json_build_array(${card}) AS card FROM (${itemCards(today, items, 'u', EXTRA)}) y`;
}

/**
 * (Re)builds the table. Processes started together (`run.ts --processes`) build it once: under an advisory lock, a
 * table built in the last two minutes is kept. The cards' running rentals are those of the day it is built; the read
 * looks them up again.
 */
export async function buildCards(database: Database, today: string): Promise<void> {
  const { db } = database;
  const started = performance.now();
  const built = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${CARDS}))`);
    await tx.execute(sql.raw(`CREATE UNLOGGED TABLE IF NOT EXISTS ${CARDS}_built (at timestamptz NOT NULL)`));
    const recent = await tx.execute(sql.raw(`SELECT 1 FROM ${CARDS}_built WHERE at > now() - interval '2 minutes'`));
    if (rowsOf(recent).length > 0) return false;
    await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${CARDS}`));
    await tx.execute(sql`CREATE UNLOGGED TABLE ${sql.raw(CARDS)} AS ${cardRowsSql(today)}`);
    for (const [sort, order] of Object.entries(SORT_ORDER))
      await tx.execute(sql.raw(`CREATE INDEX ${CARDS}_${sort}_idx ON ${CARDS} (cat, ${order}) INCLUDE (${INCLUDED})`));
    await tx.execute(sql.raw(`DELETE FROM ${CARDS}_built`));
    await tx.execute(sql.raw(`INSERT INTO ${CARDS}_built VALUES (now())`));
    return true;
  });
  // The visibility map, without which no scan is index-only (VACUUM cannot run in a transaction).
  if (built) await db.execute(sql.raw(`VACUUM ANALYZE ${CARDS}`));
  if (built) console.warn(`bench server: table of cards (bench/cards.ts) built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** One branch of the statement: the page of its row of the list of pages, when that row asks for `sort`. */
function branch(sort: CardSort): SQL {
  const today = sql`${sql.placeholder('today')}::date`;
  const { rentedNow, firstFree } = holdsColumns('c', today);
  const order = sql.raw(SORT_ORDER[sort]);
  // Only the index's columns: the page is read from the index alone (an index-only scan), not from the table's rows.
  const page = sql`SELECT c.card, c.source, c.id, c.held_until, ${sql.raw(sort === 'latest' ? 'c.created_at' : 'c.price_paise')} FROM ${sql.raw(CARDS)} c
    WHERE c.cat = v.cat AND c.city = ${sql.placeholder('city')} AND c.units_sold < c.quantity AND c.available
      AND (c.available_from_day IS NULL OR c.available_from_day <= ${today})
      AND (c.held_until IS NULL OR c.held_until <= ${today} OR c.units_sold + ${rentedNow} < c.quantity)
    ORDER BY ${order} LIMIT 9 OFFSET v.page_offset`;
  // The day's running rentals beside the finished card, looked up only for a row where one may run (held_until).
  const cards = sql`SELECT c.card, ${rentedNow} AS rented_now, ${firstFree} AS first_free FROM (${page}) c ORDER BY ${order}`;
  return sql`SELECT r.rows FROM (${asJsonRows(cards, ['card', 'rented_now', 'first_free'])}) r WHERE v.sort = ${sql.raw(`'${sort}'`)}`;
}

/** A page as the batched lookup names it: its category, sort and offset. */
type CardsKey = [cat: Category, sort: CardSort, offset: number];

/** The pages of one turn, in one statement per set of sorts asked for (named and planned once per connection). */
const cardPages = batchedLookup<string, unknown[][]>('bench_card_page', async (db, keys, group) => {
  const [city, today] = JSON.parse(group) as [string, string];
  const pages = keys.map((key) => JSON.parse(key) as CardsKey);
  const sorts = (Object.keys(SORT_ORDER) as CardSort[]).filter((sort) => pages.some((page) => page[1] === sort));
  const result = await executeNamedFor(
    db,
    `bench cards ${sorts.join(' ')}`,
    () => sql`SELECT v.k::int AS k, p.rows FROM unnest(${sql.placeholder('cats')}::text[], ${sql.placeholder('sorts')}::text[],
      ${sql.placeholder('offsets')}::int4[]) WITH ORDINALITY v(cat, sort, page_offset, k)
      CROSS JOIN LATERAL (${sql.join(sorts.map(branch), sql` UNION ALL `)}) p`,
    {
      cats: textArray(pages.map((page) => page[0])),
      sorts: textArray(pages.map((page) => page[1])),
      offsets: intArray(pages.map((page) => page[2])),
      city,
      today,
    },
  );
  return new Map(rowsOf<{ k: number; rows: unknown[][] }>(result).map((row) => [keys[row.k - 1] as string, row.rows]));
});

/**
 * Each query string's count and highest price, read once: the route keeps a filter's count once it reaches the cap
 * (TOTAL_COUNT_CAP), and every filter of category-page does, at 10k rows as at 1M.
 */
const totals = new Map<string, { total: number; maxPricePaise: number | null }>();

/**
 * The page of `query` (the route's parsed query with its paging; `filter` as itemFilterOf gives it) read from the
 * cards, built and serialized as the route does. `key` names the query (its query string).
 */
export async function cardsPage(
  database: Database,
  reply: FastifyReply,
  key: string,
  query: { sort: string; page: number; limit: number },
  filter: ReturnType<typeof itemFilterOf>,
): Promise<PreparedAnswer> {
  const { category, city } = filter;
  // Only category-page's filter (a category, the city, the day): no other filter is in the table's indexes.
  const others = Object.entries(filter).filter(
    ([field, value]) =>
      !['category', 'city', 'today'].includes(field) &&
      value !== undefined &&
      value !== false &&
      !(Array.isArray(value) && value.length === 0),
  );
  if (!category || !city || !isCardSort(query.sort) || query.limit !== 9 || others.length > 0)
    throw new Error(`/__bench/page-cards reads only category-page's query strings, not ${key}`);
  const offset = (query.page - 1) * query.limit;
  let counted = totals.get(key);
  if (!counted) {
    const page = await findPage(
      database.db,
      ['products', 'listings'],
      filter,
      { sort: query.sort, limit: 0, offset: 0 },
      { countCap: TOTAL_COUNT_CAP, maxPrice: true },
    );
    counted = { total: page.total ?? 0, maxPricePaise: page.maxPricePaise };
    totals.set(key, counted);
  }
  const rows = await cardPages(database.db, JSON.stringify([category, query.sort, offset]), JSON.stringify([city, filter.today]));
  if (!rows) throw new Error(`no page of cards for ${key}`);
  const values = rows.map(([card, rentedNow, firstFree]) => [...(card as unknown[]), rentedNow, firstFree]);
  const items = jsonRowValues<ItemRow>(values, READ_COLUMNS).map((row) => toCatalogueItem(row, filter.today));
  const headers = pageHeaders(counted.total);
  headers[PRICE_MAX_HEADER] = String(counted.maxPricePaise === null ? 0 : paiseToRupees(counted.maxPricePaise));
  return prepareAnswer(reply, items, headers);
}
