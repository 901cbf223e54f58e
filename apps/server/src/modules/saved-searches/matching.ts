import { type Category, queryWords, resolveCategory, type SavedSearchParams, todayInIndia } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { productAvailability } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { intArray, rowsOf, textArray } from '../../lib/sql-rows.js';
import { type ItemFilter, itemFilterSql } from '../catalogue/catalogue.repository.js';
import { categoryFrom, cityFrom, listFilterOf } from '../catalogue/catalogue.service.js';
import { savedSearchMatched } from '../events/saved-search-notices.js';
import { slotsOf, slotsTsquery } from '../search/query.js';
import { buildSynonymIndex, readSynonymRows, type SynonymIndex } from '../search/synonyms.cache.js';
import { readSettings } from '../settings/settings.service.js';
import { itemKeys } from './keys.js';
import { type PushMessage, type PushReport, pushToBuyers } from './push.js';

/**
 * Matching a newly approved item against the saved searches (docs/saved-searches.md), run by the jobs
 * `saved_search_product` / `saved_search_listing` that the approval schedules in its own transaction:
 * 1. the item's keys (keys.ts) find the searches that can match it in one GIN lookup (`match_keys && keys`), with the
 *    cheap column filters (category, side, price bounds, not the item's own owner) evaluated beside it;
 * 2. each candidate is confirmed by the item's row against the search's own predicate (the lists' and the search's
 *    WHERE, `itemFilterSql`, with the search's words expanded by the current synonyms), 100 candidates a statement;
 * 3. a match is recorded once per saved search and item (`saved_search_hits`), and only a new record notifies
 *    (`notify`, which also publishes the live event) and pushes: a job run twice, or in two processes, alerts once.
 */

export type Source = 'products' | 'listings';

export interface MatchReport {
  /** Saved searches the key lookup returned (the rows read), beside how many exist with alerts on. */
  examined: number;
  /** Candidates that passed the cheap column filters and were confirmed against the item. */
  confirmed: number;
  matched: number;
  /** New hits: notifications written. */
  notified: number;
  hits: { savedSearchId: number; userId: number; name: string }[];
  /** Milliseconds spent finding the candidates, confirming them, and recording and notifying the matches. */
  ms: { find: number; confirm: number; record: number };
  /** The item's title ('' when it was not matched). */
  title: string;
  push?: PushReport;
}

interface ItemRow {
  id: number;
  title: string;
  category: string;
  offer: string;
  locality: string;
  approved: boolean;
  min_price: number | string | null;
  max_price: number | string | null;
  lexemes: string[] | string | null;
  owner_email: string | null;
  owner_user: number | null;
}

/** A text[] bound as one parameter (both drivers send text; the cast makes it an array). */
const textArrayParam = (values: readonly string[]): SQL => sql`${textArray(values)}::text[]`;

function parseArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value.length < 2
    ? []
    : [...value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,{}]+)/g)].map((m) => m[1]?.replace(/\\(.)/g, '$1') ?? m[2] ?? '');
}

async function readItem(db: Executor, source: Source, id: number): Promise<ItemRow | null> {
  const rows =
    source === 'products'
      ? await db.execute(sql`
          SELECT p.id, p.title, p.category, p.offer, p.locality, p.approval_status = 'approved' AS approved,
            least(p.price_paise, p.rent_monthly_paise, p.sale_price_paise) AS min_price,
            greatest(p.price_paise, p.rent_monthly_paise, p.sale_price_paise) AS max_price,
            tsvector_to_array(p.search) AS lexemes, lower(o.email) AS owner_email, NULL::int AS owner_user
          FROM products p LEFT JOIN owners o ON o.id = p.owner_id WHERE p.id = ${id}`)
      : await db.execute(sql`
          SELECT l.id, l.title, l.category, 'rent' AS offer, l.locality, l.approval_status = 'approved' AS approved,
            l.price_paise AS min_price, l.price_paise AS max_price,
            tsvector_to_array(l.search) AS lexemes, NULL::text AS owner_email, l.user_id AS owner_user
          FROM listings l WHERE l.id = ${id}`);
  return rowsOf<ItemRow>(rows)[0] ?? null;
}

/** The sides an item is offered on: ads are for rent; a product for rent, for sale or both. */
const sidesOf = (source: Source, offer: string): ('rent' | 'buy')[] =>
  source === 'listings' ? ['rent'] : offer === 'rent' ? ['rent'] : offer === 'sale' ? ['buy'] : ['rent', 'buy'];

/** The search's predicate as the page that was saved applies it; null when its words leave nothing to look for. */
export function confirmFilter(params: SavedSearchParams, synonyms: SynonymIndex, now: Date): ItemFilter | null {
  const filter: ItemFilter = {
    ...listFilterOf({
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      include_unavailable: false,
      locality: params.locality,
      offer: params.offer,
      bhk: params.bhk,
      furnishing: params.furnishing,
      condition: params.condition,
      near: undefined,
    }),
    category: categoryFrom(params.category),
    city: cityFrom(params.city),
    today: todayInIndia(now),
  };
  if (params.page === 'list' && params.query) filter.titleContains = params.query;
  if (params.page === 'search') {
    const words = queryWords(params.query ?? '');
    if (words.length > 0) {
      const slots = slotsOf(words, synonyms);
      if (slots.length === 0) return null;
      filter.textQuery = slotsTsquery(slots);
    }
  }
  return filter;
}

const CONFIRM_BATCH = 100;

/** Finds, confirms and records the matches of one item; notifies the new ones. Does nothing for an item not approved. */
export async function matchItem(db: Executor, source: Source, itemId: number, now: Date, synonyms: SynonymIndex): Promise<MatchReport> {
  const report: MatchReport = {
    examined: 0,
    confirmed: 0,
    matched: 0,
    notified: 0,
    hits: [],
    title: '',
    ms: { find: 0, confirm: 0, record: 0 },
  };
  const t0 = performance.now();
  const item = await readItem(db, source, itemId);
  if (!item?.approved) return report;
  report.title = item.title;
  const category = resolveCategory(item.category) as Category;
  const sides = sidesOf(source, item.offer);
  const keys = itemKeys({ category, sides, locality: item.locality, title: item.title, lexemes: parseArray(item.lexemes) });
  const notOwn =
    source === 'listings'
      ? sql`user_id <> ${item.owner_user ?? 0}`
      : sql`user_id NOT IN (SELECT u.id FROM users u WHERE lower(u.email) = ${item.owner_email ?? ''})`;
  const candidates = rowsOf<{ id: number; user_id: number; name: string; params: SavedSearchParams | string; passes: boolean }>(
    await db.execute(sql`
      SELECT id, user_id, name, params,
        (category IS NULL OR category = ${category})
          AND (offer IS NULL OR offer = ANY(${textArrayParam(sides)}))
          AND (min_price_paise IS NULL OR min_price_paise <= ${Number(item.max_price ?? 0)})
          AND (max_price_paise IS NULL OR max_price_paise >= ${Number(item.min_price ?? 0)})
          AND ${notOwn} AS passes
      FROM saved_searches WHERE alerts AND match_keys && ${textArrayParam(keys)}`),
  );
  report.examined = candidates.length;
  const t1 = performance.now();
  report.ms.find = t1 - t0;
  // Candidates with the same filters share one predicate; the availability of a product (the same for every saved
  // search: none shows items with no unit free) is evaluated once beside them.
  const toConfirm: { id: number; userId: number; name: string; predicate: number }[] = [];
  const predicates = new Map<string, number>();
  const distinct: SQL[] = [];
  for (const c of candidates) {
    if (!c.passes) continue;
    const params = typeof c.params === 'string' ? (JSON.parse(c.params) as SavedSearchParams) : c.params;
    let filter: ItemFilter | null;
    try {
      filter = confirmFilter(params, synonyms, now);
    } catch {
      filter = null; // a filter the pages would now refuse (a category renamed away) matches nothing
    }
    if (!filter) continue;
    const key = JSON.stringify(filter);
    let index = predicates.get(key);
    if (index === undefined) {
      index = distinct.push(itemFilterSql(source, { ...filter, includeUnavailable: true })) - 1;
      predicates.set(key, index);
    }
    toConfirm.push({ id: c.id, userId: c.user_id, name: c.name, predicate: index });
  }
  report.confirmed = toConfirm.length;
  const holds = new Set<number>();
  const available = source === 'products' ? productAvailability(todayInIndia(now), false) : sql`true`;
  for (let i = 0; i < distinct.length; i += CONFIRM_BATCH) {
    const batch = distinct.slice(i, i + CONFIRM_BATCH);
    const columns = sql.join(
      batch.map((where, j) => sql`coalesce((${where}), false) AS ${sql.raw(`m${j}`)}`),
      sql`, `,
    );
    const [row] = rowsOf<Record<string, boolean>>(
      await db.execute(sql`SELECT ${columns} FROM ${sql.raw(source)} WHERE id = ${itemId} AND ${available}`),
    );
    batch.forEach((_, j) => {
      if (row?.[`m${j}`] === true) holds.add(i + j);
    });
  }
  const matched = toConfirm.filter((c) => holds.has(c.predicate));
  report.matched = matched.length;
  const t2 = performance.now();
  report.ms.confirm = t2 - t1;
  if (matched.length === 0) return report;
  const inserted = rowsOf<{ saved_search_id: number }>(
    await db.execute(sql`
      INSERT INTO saved_search_hits (saved_search_id, source, item_id)
      SELECT unnest(${intArray(matched.map((m) => m.id))}::int[]), ${source}, ${itemId}
      ON CONFLICT DO NOTHING RETURNING saved_search_id`),
  );
  const fresh = new Set(inserted.map((r) => r.saved_search_id));
  report.hits = matched.filter((m) => fresh.has(m.id)).map((m) => ({ savedSearchId: m.id, userId: m.userId, name: m.name }));
  report.notified = report.hits.length;
  const href = `/${source === 'products' ? 'product' : 'listing'}/${itemId}`;
  await savedSearchMatched(db, { title: item.title, href }, report.hits);
  report.ms.record = performance.now() - t2;
  return report;
}

/**
 * The synonym groups as they are now (read on every job, so an edit counts from the next approval on, in every
 * process), built into an index only when they changed since this process last built one.
 */
let lastSynonyms: { text: string; index: SynonymIndex } | null = null;
async function currentSynonyms(db: Executor): Promise<SynonymIndex> {
  const rows = await readSynonymRows(db);
  const text = JSON.stringify(rows);
  if (lastSynonyms?.text !== text) lastSynonyms = { text, index: buildSynonymIndex(rows) };
  return lastSynonyms.index;
}

/** What a push says, in the buyer's language. */
function pushText(language: string, title: string, search: string) {
  return language === 'hi'
    ? { title: `नया मिलान: ${search}`, body: `“${title}” आपकी सेव की गई खोज “${search}” से मेल खाता है।` }
    : { title: `New match for “${search}”`, body: `“${title}” matches your saved search “${search}”.` };
}

/**
 * The job: match, then push to the devices of each buyer told (when notifications are on: `notify` wrote nothing
 * otherwise). A push that fails never fails the job: the notification is the record, the push a courtesy.
 */
export async function runItemAlerts(db: Executor, source: Source, itemId: number, now: Date): Promise<MatchReport> {
  const synonyms = await currentSynonyms(db);
  const report = await matchItem(db, source, itemId, now, synonyms);
  if (report.hits.length === 0 || !(await readSettings(db)).notificationsEnabled) return report;
  const told = rowsOf<{ id: number; language: string }>(
    await db.execute(sql`SELECT id, language FROM users WHERE id = ANY(${intArray(report.hits.map((h) => h.userId))}::int[])`),
  );
  const language = new Map(told.map((u) => [u.id, u.language]));
  const href = `/${source === 'products' ? 'product' : 'listing'}/${itemId}`;
  const messages: PushMessage[] = report.hits.map((h) => ({
    userId: h.userId,
    payload: {
      ...pushText(language.get(h.userId) ?? 'en', report.title, h.name),
      url: href,
      tag: `match-${source}-${itemId}-${h.savedSearchId}`,
    },
  }));
  report.push = await pushToBuyers(db, messages);
  return report;
}
