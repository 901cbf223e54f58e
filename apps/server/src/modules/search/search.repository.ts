import type { NearPoint, SearchSort } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  cardColumnNames,
  type ExtraColumn,
  ITEM_COLUMN_NAMES,
  type ItemRow,
  itemCards,
  itemColumns,
  localityDistance,
  rowCount as n,
  offerPriceColumn,
  pageOfRows,
  productAvailability,
} from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { executeNamedFor } from '../../db/named.js';
import { asJsonRows, jsonRowsOf } from '../../lib/sql-rows.js';
import { type ListFilter, listFilterSql } from '../catalogue/catalogue.repository.js';

export type SourceName = ItemRow['source'];

export interface RankedRow extends ItemRow {
  rank: number;
}

/**
 * The kind of item a query names (fridge → appliance): rows of those categories whose title matches `titleQuery` (its
 * lexemes of weight A, the title's: `fridge:*A`) rank before rows that merely mention it. Asked as a weight of the
 * query, not of the row: `ts_filter(search, '{a}')` built a new tsvector for each candidate of the kind (in psql at 1M
 * rows, the rank of 5,000 lehenga candidates: 4.0–5.2 ms with it, 2.9–3.2 ms without).
 */
export interface Kind {
  categories: string[];
  titleQuery: string;
}

/** How one source finds its candidates; every strategy reads a bounded number of rows. */
export type Strategy =
  /**
   * A rare or middling word: a window index (`buckets`) finds its rows in the newest `windows[0]` buckets
   * (`indexQuery` there: the slots cheap enough to look up), then, only while the windows read held fewer than the
   * candidates wanted, in the `windows[1]` buckets before them, and so on; the full query is checked on at most
   * `scanCap` rows of each. A bucket count beyond the table's reaches its oldest row.
   */
  | {
      kind: 'window';
      indexQuery: string;
      fullQuery: string;
      buckets: WindowBuckets;
      windows: [number, number, number];
      scanCap: number;
      kindOf: Kind | null;
    }
  /** Only broad words: the newest `recentRows` rows are checked against the query, newest first. */
  | { kind: 'recent'; fullQuery: string; recentRows: number; kindOf: Kind | null }
  /** Typo fallback: word similarity of the text to the titles of the newest `recentRows` rows. */
  | { kind: 'similar'; text: string; minSimilarity: number; recentRows: number };

export interface SourcePlan {
  source: SourceName;
  strategy: Strategy;
}

/** Lexeme statistics of a table's `search` column as ANALYZE left them (empty when never analysed). */
export interface Vocabulary {
  rows: number;
  minFreq: number;
  lexemes: Map<string, number>;
  /** The same lexemes in code-unit order, so those starting with a prefix are one run of it (estimate's binary search). */
  sorted: readonly (readonly [lexeme: string, freq: number])[];
}

const COLUMNS = itemColumns;
/**
 * What a ranked candidate keeps: its card's columns and its rank, not the `search` tsvector (~300 bytes a row) the rank
 * was computed from. The candidates are stored once (the statement's MATERIALIZED CTE) and sorted for the page.
 */
const RANKED_COLUMNS = sql.raw(ITEM_COLUMN_NAMES.join(', '));
/** A window of this many buckets (or more) reaches the table's oldest row. */
export const WINDOW_TO_END = 1 << 20;
/**
 * The two window indexes: buckets of 8,192 ids (migration 0020) and of 1,024 ids (0025), `id >> shift`, each with the
 * functions that write its lexemes and its query.
 */
export const WINDOW_INDEXES = {
  large: { shift: 13, document: 'search_window', query: 'search_window_query' },
  small: { shift: 10, document: 'search_window_1024', query: 'search_window_query_1024' },
} as const;
export type WindowBuckets = keyof typeof WINDOW_INDEXES;
/** What a candidate row carries: a whole card (the results pages) or its title only (suggestions while typing). */
export type CandidateOutput = 'card' | 'title';
/** A candidate as suggestions show it: no card columns, so none of a card's per-row lookups (rentals, ratings, badge). */
export interface TitleRow {
  source: SourceName;
  id: number;
  title: string;
  rank: number;
}
export type RowOf<O extends CandidateOutput> = O extends 'title' ? TitleRow : RankedRow;

/** Where the candidates may come from: the city, and whether items with no unit free today may show. */
export interface CandidateFilter {
  city: string | undefined;
  today: string;
  includeUnavailable: boolean;
  /** The list pages' filters (category, localities, rent or buy, BHK, furnishing, condition, price). */
  list?: ListFilter;
  /** How the ranked candidates are ordered; "nearest" measures from `near`. */
  sort?: SearchSort;
  near?: NearPoint;
}
// Matches the partial index (created_at DESC, id DESC) WHERE approval_status = 'approved'.
const NEWEST = sql.raw('ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST');

function cityFilter(source: SourceName, where: CandidateFilter): SQL {
  // Plain equality on the canonical spelling, so the planner uses the column's statistics.
  const city = where.city ? sql` AND city = ${where.city}` : sql``;
  // Inside each branch's own scan, so a locality or category narrows the rows read, not only the rows kept.
  const filters = where.list ? listFilterSql(source, where.list) : sql``;
  return sql`${city}${filters}`;
}

/**
 * Availability of products, checked on the rows that already match the words (it looks up each product's running
 * rentals, ~0.5 µs a row: on the 4,000 newest rows before the text filter it doubled the products' scan). The
 * condition names `products.id`, so the subquery it filters is aliased `products`.
 */
function availableFilter(source: SourceName, where: CandidateFilter): SQL {
  return source === 'products' ? sql` AND ${productAvailability(where.today, where.includeUnavailable)}` : sql``;
}

/**
 * Weights of ts_rank for D, C, B, A: a title word (A) counts five times a category or locality word (B) and
 * twenty times a description word (C).
 */
const WEIGHTS = sql.raw(`'{0.05, 0.2, 0.6, 1.0}'::float4[]`);
/** Added to the rank of an item of the kind searched for: above any text rank of a title and a description. */
const KIND_BONUS = 10;

/**
 * A query's tsquery as a one-row subquery, computed once per statement. Written as a plain call on a parameter,
 * to_tsquery ran again for every row the statement checked in PostgreSQL's generic plan (~5 µs each), so the cached
 * plan lost to a custom one and every search was planned again (1–3 ms, more than it ran). Both plans now cost the
 * same and each connection keeps one generic plan a statement shape.
 */
const tsquery = (text: string): SQL => sql`(SELECT to_tsquery('english', ${text}))`;

/**
 * The rank: text rank, plus the bonus when the row is of the kind searched for. The same text whether or not the query
 * names a kind (the categories are one parameter, empty when it names none), so both share a prepared statement.
 */
function rankOf(fullQuery: string, kind: Kind | null): SQL {
  const categories = (kind?.categories ?? []).join(',');
  return sql`ts_rank(${WEIGHTS}, search, ${tsquery(fullQuery)}) + CASE WHEN category = ANY(string_to_array(${categories}, ','))
    AND search @@ ${tsquery(kind?.titleQuery ?? fullQuery)} THEN ${sql.raw(String(KIND_BONUS))} ELSE 0 END`;
}

/**
 * One source's candidates with their rank. Inner LIMITs are fences: PostgreSQL cannot reorder work
 * across them, so each branch reads at most its cap whatever the planner estimates.
 */
function branch(plan: SourcePlan, take: number, where: CandidateFilter): SQL {
  const table = sql.raw(plan.source);
  const s = plan.strategy;
  const approved = sql.raw(`approval_status = 'approved'`);
  const available = availableFilter(plan.source, where);
  if (s.kind === 'window') {
    // Three windows counted back from the newest bucket (the table's highest id: one backward step of its primary key);
    // their sizes are parameters, so every search of this shape shares one prepared statement.
    let newer = 0;
    const index = WINDOW_INDEXES[s.buckets];
    const shift = sql.raw(String(index.shift));
    const [document, query] = [sql.raw(index.document), sql.raw(index.query)];
    const windows = s.windows.map((size) => {
      const [from, to] = [newer, newer + size - 1];
      newer = Math.min(newer + size, WINDOW_TO_END);
      // A window reaching the oldest row (a rare word) asks the plain GIN index, whose posting list is short, and keeps
      // the ids before the newer windows: the window query would OR one branch per bucket, checked on every match.
      const found =
        size >= WINDOW_TO_END
          ? // id + 0: a filter on the few rows found, never a bitmap of the primary key over most of the table.
            sql`search @@ ${tsquery(s.indexQuery)} AND id + 0 < (((SELECT max(id) FROM ${table}) >> ${shift}) - ${from}::int + 1) << ${shift}`
          : sql`${document}(search, id) @@ ${query}(${tsquery(s.indexQuery)}, (SELECT max(id) FROM ${table}), ${from}::int, ${to}::int)`;
      // The city and list filters are checked on the rows the words found (a fence of scanCap rows), never as an index
      // of their own: a generic plan that ANDed the words' bitmap with a locality's read 180,000 index entries (23 ms)
      // to keep a few hundred rows.
      // The window's rows are sorted newest first before availability is checked (OFFSET 0 keeps the check out of the
      // sort's input), so it looks up the running rentals of only the rows the LIMIT takes: an older window that tops
      // up 4 rows looked them up for all of its ~740 (a Hindi "cooler" at 1M rows read 3,649 buffers, now 2,144).
      return sql`(SELECT * FROM (
          SELECT ${COLUMNS(plan.source)}, search FROM (
            SELECT * FROM ${table} WHERE ${approved} AND ${found} AND ts_match_vq(search, ${tsquery(s.fullQuery)}) LIMIT ${n(s.scanCap)}
          ) ${table} WHERE true${cityFilter(plan.source, where)} ${NEWEST} OFFSET 0) ${table} WHERE true${available} ${NEWEST} LIMIT ${n(take)})`;
    });
    // An older window is read only when the newer ones gave fewer than `take` (Append reads its inputs in turn).
    return sql`(SELECT ${RANKED_COLUMNS}, ${rankOf(s.fullQuery, s.kindOf)} AS rank FROM (${sql.join(windows, sql` UNION ALL `)}) w LIMIT ${n(take)})`;
  }
  if (s.kind === 'recent') {
    return sql`(SELECT ${RANKED_COLUMNS}, ${rankOf(s.fullQuery, s.kindOf)} AS rank FROM (
        SELECT ${COLUMNS(plan.source)}, search FROM ${table} WHERE ${approved}${cityFilter(plan.source, where)} ${NEWEST} LIMIT ${n(s.recentRows)}) ${table}
        WHERE ts_match_vq(search, ${tsquery(s.fullQuery)})${available} LIMIT ${n(take)})`;
  }
  // `<%` (a word similarity at or above pg_trgm.word_similarity_threshold, which every session of the app sets to
  // WORD_SIMILARITY_THRESHOLD: db/session-settings.ts) lets the titles' trigram index find the rows, instead of the
  // similarity being computed on the newest rows one by one (~40 ms for a word found nowhere at 10k rows a table).
  return sql`(SELECT ${RANKED_COLUMNS}, word_similarity(${s.text}, title) AS rank FROM (
      SELECT ${COLUMNS(plan.source)}, search FROM ${table} WHERE ${approved}${cityFilter(plan.source, where)}
        AND ${s.text} <% title ${NEWEST} LIMIT ${n(s.recentRows)}) ${table}
      WHERE word_similarity(${s.text}, title) >= ${s.minSimilarity}${available} LIMIT ${n(take)})`;
}

/**
 * The order of the ranked candidates: best match first, or a list page's order over them (the candidates are the
 * best matches, at most SEARCH_CANDIDATES_PER_SOURCE a source, so every order costs the same).
 */
function orderOf(where: CandidateFilter): SQL {
  const offer = where.list?.offer;
  const price = offerPriceColumn(offer);
  switch (where.sort) {
    case 'latest':
      return sql.raw('created_at DESC, id DESC, source');
    case 'price_asc':
      return sql.raw(`${price} ASC NULLS LAST, id ASC, source`);
    case 'price_desc':
      return sql.raw(`${price} DESC NULLS LAST, id DESC, source`);
    case 'nearest': {
      const near = where.near;
      if (!near) return sql.raw('rank DESC, created_at DESC, id DESC, source');
      return sql`${localityDistance(near, sql.raw('c.locality'))}, rank DESC, id DESC, source`;
    }
    default:
      return sql.raw('rank DESC, created_at DESC, id DESC, source');
  }
}

const RANK: ExtraColumn = ['rank', 'rank::float8'];
/** The columns of a candidate page of each output, the count after them (asJsonRows). */
const PAGE_COLUMNS: Record<CandidateOutput, string[]> = {
  title: ['source', 'id', 'title', 'rank', 'total'],
  card: [...cardColumnNames([RANK]), 'total'],
};

/**
 * Ranked candidates of every source merged in one round trip, best first, one page of them, and how many there are
 * (`total`). A page past the last one still learns the total in that round trip: the candidates are counted beside
 * the page, not on its rows (asking again for the count read every window a second time).
 */
export async function searchCandidates<O extends CandidateOutput = 'card'>(
  db: Executor,
  plans: readonly SourcePlan[],
  options: { take: number; where: CandidateFilter; limit: number; offset: number; output?: O },
): Promise<{ rows: RowOf<O>[]; total: number }> {
  const output = options.output ?? 'card';
  // The statement is a pure function of these: a search asked again (a popular term, a prefix typed again) reuses its
  // compiled text and values instead of building them through drizzle's SQL objects (~11 % of a suggestion's Node time).
  const key = JSON.stringify(['search', plans, options.take, options.where, options.limit, options.offset, output]);
  const result = await executeNamedFor(db, key, () => {
    const union = sql.join(
      plans.map((p) => branch(p, options.take, options.where)),
      sql` UNION ALL `,
    );
    const order = orderOf(options.where);
    // A title has no per-row lookups, so its page is chosen and written in one SELECT; a card's lookups run over the
    // page's rows only (pageOfRows).
    const page =
      output === 'title'
        ? sql`SELECT source, c.id, title, rank::float8 AS rank FROM c ORDER BY ${order} LIMIT ${n(options.limit)} OFFSET ${n(options.offset)}`
        : sql`${itemCards(options.where.today, pageOfRows(sql`c`, order, options), 'c', [RANK])} ORDER BY ${order}`;
    return asJsonRows(
      sql`WITH c AS MATERIALIZED (${union})
      SELECT page.*, counted.total FROM (SELECT count(*)::int AS total FROM c) counted
      LEFT JOIN LATERAL (${page}) page ON true`,
      PAGE_COLUMNS[output],
    );
  });
  const rows = jsonRowsOf<RowOf<O> & { total: number }>(result, PAGE_COLUMNS[output]);
  // Past the last page: one row of nulls beside the count.
  return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
}

/** Orders strings by UTF-16 code units, as `<` compares them (not by locale): the order binary searches over lexemes assume. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function readVocabulary(db: Executor, source: SourceName): Promise<Vocabulary> {
  const result = await db.execute(sql`
    SELECT greatest(c.reltuples, 0)::float8 AS rows, s.most_common_elems::text AS elems, s.most_common_elem_freqs::float8[] AS freqs
    FROM pg_class c
    LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = ${source} AND s.attname = 'search'
    WHERE c.oid = to_regclass(${source})`);
  const row = (result as unknown as { rows: { rows: number; elems: string | null; freqs: number[] | string | null }[] }).rows[0];
  const lexemes = new Map<string, number>();
  if (!row) return { rows: 0, minFreq: 0, lexemes, sorted: [] };
  const elems = parseTextArray(row.elems);
  const freqs = parseNumberArray(row.freqs);
  for (const [i, e] of elems.entries()) lexemes.set(e, freqs[i] ?? 0);
  // ANALYZE appends the minimum and maximum frequency after the per-element ones (arrays add a null frequency).
  const minFreq = freqs.length >= elems.length + 2 ? (freqs[elems.length] ?? 0) : 0;
  const sorted = [...lexemes].sort(([a], [b]) => byCodeUnits(a, b));
  return { rows: Number(row.rows), minFreq, lexemes, sorted };
}

/** The lexeme the English configuration makes of each word (null for a stop word). */
export async function lexemesOf(db: Executor, words: readonly string[]): Promise<Map<string, string | null>> {
  const result = await db.execute(sql`
    SELECT w AS word, (tsvector_to_array(to_tsvector('english', w)))[1] AS lexeme
    FROM unnest(string_to_array(${words.join(' ')}, ' ')) AS w`);
  const rows = (result as unknown as { rows: { word: string; lexeme: string | null }[] }).rows;
  return new Map(rows.map((r) => [r.word, r.lexeme]));
}

/** `{a,b,"c d"}` as text (both drivers agree on the text form; anyarray has no client type). */
function parseTextArray(text: string | null): string[] {
  if (!text || text.length < 2) return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (const m of text.slice(1, -1).matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''));
  return out;
}

function parseNumberArray(value: number[] | string | null): number[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.slice(1, -1).split(',').filter(Boolean).map(Number);
}
