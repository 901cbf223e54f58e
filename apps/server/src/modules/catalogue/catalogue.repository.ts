import {
  type AvailabilityView,
  BHK_FILTER_VALUES,
  CATEGORIES,
  type Category,
  type Condition,
  type FacetCounts,
  type Furnishing,
  type ListSort,
  LOCALITY_SLUGS,
  type LocalitySlug,
  type NearPoint,
  type OfferFilter,
  toListingCategory,
  toProductCategory,
} from '@kiraya/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { batchedLookup } from '../../db/batched.js';
import {
  cardColumnNames,
  rowCount as count,
  type ExtraColumn,
  heldJoin,
  holdsColumns,
  type ItemRow,
  itemCards,
  itemColumns,
  localityDistance,
  offerPriceColumn,
  pageOfRows,
  productAvailability,
  productAvailabilityJoined,
  rowsOrExpression,
  type SourceName,
} from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { executeNamed, executeNamedFor, namedStatement, preparedPer } from '../../db/named.js';
import { listings, type products } from '../../db/schema/index.js';
import { asJsonRows, intArray, jsonRowsOf, jsonRowValues, rowsOf, textArray } from '../../lib/sql-rows.js';

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
  /** In any of these localities. */
  localities?: readonly LocalitySlug[];
  /** Only offers for rent, or only for sale (then ads, always for rent, drop out); prices are then that side's. */
  offer?: OfferFilter;
  /** Bedrooms; the last filter value means "that many or more". */
  bhk?: readonly number[];
  furnishings?: readonly Furnishing[];
  /** Products only (ads say nothing of condition, so they drop out). */
  condition?: Condition;
  /** Where "nearest" measures from. */
  near?: NearPoint;
  /** A full-text query (to_tsquery syntax, built from the search's own words and synonyms): only items it matches. */
  textQuery?: string;
  /**
   * Where one statement reads several pages (pagesTogether below): the SQL of a PageValue field's value for each table,
   * a column of the page's row in the statement's list of pages, instead of the value bound as a parameter. The
   * filter's own value of such a field then only says that it is there (and, for localities, how many: `index` is the
   * locality's place in the list). Every other field is bound as a parameter, as always.
   */
  valuesFrom?: (field: PageValue, source: SourceName, index: number) => SQL;
}

/** The filter fields whose values can differ between the pages one statement reads (pagesTogether). */
type PageValue = 'category' | 'localities' | 'condition' | 'minPricePaise' | 'maxPricePaise';

const BHK_TOP = BHK_FILTER_VALUES[BHK_FILTER_VALUES.length - 1] as number;

/** The sources a filter can match: a sale or a condition filter leaves the ads out. */
export function sourcesFor(sources: readonly SourceName[], f: Pick<ItemFilter, 'offer' | 'condition'>): SourceName[] {
  return sources.filter((s) => s === 'products' || (f.offer !== 'buy' && f.condition === undefined));
}

/** The price a list shows, filters and sorts by: the rent when renting, the sale price when buying, else the spec's price. */
function priceColumn(source: SourceName, offer: OfferFilter | undefined): string {
  return source === 'listings' ? 'price_paise' : offerPriceColumn(offer);
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export { MAX_ID } from '@kiraya/contract';

const ALL_LOCALITY_SLUGS: readonly LocalitySlug[] = LOCALITY_SLUGS;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE clause of one table. `approval_status = 'approved'` stays a literal so the planner can use the
 * partial indexes; everything the visitor sends is a bound parameter.
 */
function whereOf(source: SourceName, f: ItemFilter, { ignorePrice = false, joinedHolds = false } = {}): SQL {
  const parts: SQL[] = [sql.raw(`approval_status = 'approved'`), ...filterParts(source, f, ignorePrice)];
  // Plain equality (the service canonicalises the spelling): an expression like lower(city) has no statistics,
  // and the planner's guess for it (0.5%) turns the newest-first index walk into a full sort.
  if (f.city) parts.push(sql`city = ${f.city}`);
  if (f.titleContains) parts.push(sql`title ILIKE ${`%${escapeLike(f.titleContains)}%`}`);
  if (f.textQuery) parts.push(sql`search @@ to_tsquery('english', ${f.textQuery})`);
  if (source === 'products' && f.excludeProductId !== undefined) parts.push(sql`id <> ${f.excludeProductId}`);
  if (source === 'products') {
    const available = joinedHolds ? productAvailabilityJoined : productAvailability;
    parts.push(available(f.today, f.includeUnavailable ?? false));
  }
  return sql.join(parts, sql` AND `);
}

/** The whole WHERE of one table for a filter, as the lists and the search apply it (saved searches confirm a match with it). */
export const itemFilterSql = (source: SourceName, f: ItemFilter): SQL => whereOf(source, f);

/** The list filters a visitor chooses (category, localities, rent or buy, BHK, furnishing, condition, price). */
export type ListFilter = Pick<
  ItemFilter,
  'category' | 'valuesFrom' | 'localities' | 'offer' | 'bhk' | 'furnishings' | 'condition' | 'minPricePaise' | 'maxPricePaise'
>;

function filterParts(source: SourceName, f: ListFilter, ignorePrice = false): SQL[] {
  const parts: SQL[] = [];
  // A value bound as a parameter, or the page's column where one statement reads several pages (valuesFrom).
  const value = (field: PageValue, bound: string | number, index = 0): SQL =>
    f.valuesFrom ? f.valuesFrom(field, source, index) : sql`${bound}`;
  if (f.localities?.length)
    parts.push(
      sql`locality IN (${sql.join(
        f.localities.map((place, i) => value('localities', place, i)),
        sql`, `,
      )})`,
    );
  if (f.offer && source === 'products') parts.push(sql.raw(f.offer === 'rent' ? `offer <> 'sale'` : `offer <> 'rent'`));
  if (f.bhk?.length) {
    const exact = f.bhk.filter((b) => b < BHK_TOP);
    const atLeast = f.bhk.includes(BHK_TOP) ? sql`bhk >= ${BHK_TOP}` : undefined;
    const either = [exact.length ? sql`bhk IN (${list(exact)})` : undefined, atLeast].filter((x) => x !== undefined);
    parts.push(sql`(${sql.join(either, sql` OR `)})`);
  }
  if (f.furnishings?.length) parts.push(sql`furnishing IN (${list(f.furnishings)})`);
  if (f.condition && source === 'products') parts.push(sql`condition = ${value('condition', f.condition)}`);
  if (f.category)
    parts.push(sql`category = ${value('category', source === 'products' ? toProductCategory(f.category) : toListingCategory(f.category))}`);
  const price = sql.raw(priceColumn(source, f.offer));
  if (!ignorePrice && f.minPricePaise !== undefined) parts.push(sql`${price} >= ${value('minPricePaise', f.minPricePaise)}`);
  if (!ignorePrice && f.maxPricePaise !== undefined) parts.push(sql`${price} <= ${value('maxPricePaise', f.maxPricePaise)}`);
  return parts;
}

/** The list filters of one table as ` AND …` (empty when none), for queries that build their own WHERE (search). */
export function listFilterSql(source: SourceName, f: ListFilter): SQL {
  const parts = filterParts(source, f);
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
}

const table = (source: SourceName) => sql.raw(source);

/**
 * One table's rows matching `f`. With `joinHolds`, for reading thousands of them (the facets), products join their
 * running rentals summed once per product (heldJoin) rather than looking them up row by row. Without it each row
 * looks up its own, which stops where a LIMIT does: the capped count reads at most TOTAL_COUNT_CAP rows, and a join
 * could hash every match first. At 1M rows it did, for a locality's count (PostgreSQL hashed ~10,500 products and
 * then read 1,000 of them): the first page of a filter took p95 16–19 ms with the join, 10.5–12.6 with the lookups
 * (bench/README.md, "Counting a thousand").
 */
const matchingRows = (source: SourceName, f: ItemFilter, columns: string, { joinHolds = false } = {}): SQL =>
  joinHolds && source === 'products' && !f.includeUnavailable
    ? sql`SELECT ${sql.raw(columns)} FROM products${heldJoin(f.today)} WHERE ${whereOf(source, f, { joinedHolds: true })}`
    : sql`SELECT ${sql.raw(columns)} FROM ${table(source)} WHERE ${whereOf(source, f)}`;

/**
 * Sort keys of each table match its partial indexes ((category,) created_at DESC, id DESC) and
 * ((category,) price_paise, id). Each table is read in index order and cut at `offset + limit` rows
 * inside its own branch (PostgreSQL does not push an ORDER BY … LIMIT through a UNION ALL of filtered
 * subqueries), then the few rows left are merged; `source` breaks the last tie between the tables.
 */
function branchOrder(sort: ListSort, offer: OfferFilter | undefined): string {
  const price = offerPriceColumn(offer);
  // The latest indexes are (created_at DESC NULLS LAST, id DESC NULLS LAST): the NULLS clause must match.
  if (sort === 'price_asc') return `${price} ASC, id ASC`;
  if (sort === 'price_desc') return `${price} DESC, id DESC`;
  return 'created_at DESC NULLS LAST, id DESC NULLS LAST';
}
/**
 * The merged order: the branches' order, `source` breaking the last tie. Dearest first breaks it backwards, so that
 * cheapest and dearest first are one order read both ways, as the read model's one price index serves them
 * (migration 0027).
 */
const orderOf = (sort: ListSort, offer: OfferFilter | undefined): SQL =>
  sql.raw(`${sort === 'nearest' ? 'dist, ' : ''}${branchOrder(sort, offer)}, source${sort === 'price_desc' ? ' DESC' : ''}`);

/**
 * The first `take` rows of each source in `sort` order, as one UNION ALL. With localities or "nearest", each
 * locality is a branch of its own that walks the (locality, [category,] created_at) index, so the work stays
 * bounded by take × branches whatever the table size.
 */
function topOfEach(sources: readonly SourceName[], f: ItemFilter, sort: ListSort, take: number | SQL): SQL {
  const order = sql.raw(branchOrder(sort, f.offer));
  const places: readonly (LocalitySlug | undefined)[] =
    sort === 'nearest' ? (f.localities?.length ? f.localities : ALL_LOCALITY_SLUGS) : f.localities?.length ? f.localities : [undefined];
  // A branch's one locality keeps its place in the list where the values come from the list of pages (valuesFrom).
  const branchFilter = (place: LocalitySlug, at: number): ItemFilter => {
    const { valuesFrom } = f;
    if (!valuesFrom) return { ...f, localities: [place] };
    return { ...f, localities: [place], valuesFrom: (field, s, i) => valuesFrom(field, s, field === 'localities' ? at : i) };
  };
  const branches = sourcesFor(sources, f).flatMap((s) =>
    places.map((place, at) => {
      const where = whereOf(s, place ? branchFilter(place, at) : f);
      const dist = sort === 'nearest' && f.near && place ? sql`, ${localityDistance(f.near, sql`${place}`)} AS dist` : sql``;
      return sql`(SELECT ${itemColumns(s)}${dist} FROM ${table(s)} WHERE ${where} ORDER BY ${order} LIMIT ${rowsOrExpression(take)})`;
    }),
  );
  return branches.length ? sql.join(branches, sql` UNION ALL `) : sql`(SELECT ${itemColumns('products')} FROM products WHERE false)`;
}

/**
 * The first `cap` matching rows of every table (each selecting `columns`), as one capped UNION ALL to count or take a
 * maximum over; null when no table can match. The work per request stays bounded on any table size.
 */
function cappedMatches(sources: readonly SourceName[], filter: ItemFilter, cap: number, columns: (s: SourceName) => string): SQL | null {
  const matching = sourcesFor(sources, filter);
  if (matching.length === 0) return null;
  const branches = sql.join(
    matching.map((s) => matchingRows(s, filter, columns(s))),
    sql` UNION ALL `,
  );
  return sql`(${branches} LIMIT ${count(cap)})`;
}

/** Counts matches but never more than `cap` rows. */
function cappedCountOf(sources: readonly SourceName[], filter: ItemFilter, cap: number): SQL {
  const rows = cappedMatches(sources, filter, cap, () => '1');
  return rows ? sql`(SELECT count(*) FROM ${rows} c)` : sql`0`;
}

/** Highest price among the matches, ignoring the price bounds; each table answers from its price index. */
function maxPriceOf(sources: readonly SourceName[], filter: ItemFilter): SQL {
  const parts = sourcesFor(sources, filter).map(
    (s) => sql`(SELECT max(${sql.raw(priceColumn(s, filter.offer))}) FROM ${table(s)} WHERE ${whereOf(s, filter, { ignorePrice: true })})`,
  );
  return parts.length ? sql`greatest(${sql.join(parts, sql`, `)})` : sql`NULL`;
}

/**
 * The capped count and the highest price in one pass, for a filter without price bounds (the maximum ignores them, so
 * it is then over the same rows): when fewer rows than `cap` match, the pass has seen every match and its maximum is
 * the answer; otherwise the maximum comes from maxPriceOf's index reads, which PostgreSQL runs only in that case (an
 * uncorrelated subquery is evaluated when first needed). Counting and taking the maximum separately read the matches
 * twice: on the demo data that was ~7 % of a category page's statement on PGlite (~845 → ~790 µs, bench/README.md).
 */
function countAndMaxOf(sources: readonly SourceName[], filter: ItemFilter, cap: number): SQL {
  const rows = cappedMatches(sources, filter, cap, (s) => `${priceColumn(s, filter.offer)} AS price`);
  if (!rows) return sql`SELECT 0 AS total, NULL::float8 AS max_price`;
  return sql`SELECT c.total::int AS total, (CASE WHEN c.total < ${count(cap)} THEN c.top ELSE ${maxPriceOf(sources, filter)} END)::float8 AS max_price
    FROM (SELECT count(*) AS total, max(m.price) AS top FROM ${rows} m) c`;
}

/** The one-row select of a page's capped count and highest price, each NULL when not asked for. */
function totalsOf(sources: readonly SourceName[], filter: ItemFilter, extra: PageExtra): SQL {
  const unbounded = filter.minPricePaise === undefined && filter.maxPricePaise === undefined;
  if (extra.countCap && extra.maxPrice && unbounded) return countAndMaxOf(sources, filter, extra.countCap);
  return sql`SELECT ${extra.countCap ? cappedCountOf(sources, filter, extra.countCap) : sql`NULL`}::int AS total, ${extra.maxPrice ? maxPriceOf(sources, filter) : sql`NULL`}::float8 AS max_price`;
}

/** What a page may ask for beside its rows: the count (capped) and the highest price. */
interface PageExtra {
  countCap?: number;
  maxPrice?: boolean;
}

const CARD_COLUMNS = cardColumnNames();
const PAGE_COLUMNS = [...CARD_COLUMNS, 'total', 'max_price'];

/**
 * A card as the API sends it, JSON text written by PostgreSQL: the read model's stored card, then its availability
 * (AVAILABLE_NOW; migration 0028, decision 0012).
 */
export type CardJson = string & { readonly cardJson: true };

/**
 * A page's items: rows to be made into cards (pages read from the tables), or finished cards (pages read from the
 * read model, `json`).
 */
export type PageItems = { rows: ItemRow[]; json?: undefined } | { json: CardJson[]; rows?: undefined };

export type PageResult = PageItems & {
  /** Capped count, when asked for. */
  total: number | null;
  /** Paise, when asked for; null also when nothing matches. */
  maxPricePaise: number | null;
};

/**
 * The sorts a statement of several pages can serve, a branch each, in this order; "nearest" pages are read on their own.
 * A statement carries only the branches of the sorts its pages ask for (pagesTogether).
 */
const TOGETHER_SORTS = ['latest', 'price_asc', 'price_desc'] as const satisfies readonly ListSort[];
/**
 * The filter fields a page read with others may have: the list filters of a category page. With any other (a title,
 * a text query, an excluded product, "nearest"'s point) it is read alone.
 */
const TOGETHER_FIELDS: ReadonlySet<string> = new Set([
  'category',
  'city',
  'today',
  'includeUnavailable',
  'localities',
  'offer',
  'bhk',
  'furnishings',
  'condition',
  'minPricePaise',
  'maxPricePaise',
]);
/** The most pages one statement reads. */
const PAGES_BATCH_MAX = 32;
/**
 * The most places a page read with others may name. Each place is a branch per table in each of the three orders' parts
 * of the statement, planned once on each connection: a page naming more (a visitor picks a few) is read alone.
 */
const TOGETHER_PLACES_MAX = 5;

/**
 * What the pages read by one statement share: the sources, the page size, whether each page's count (capped) and
 * highest price come with it, the filter's fields bound as parameters (city, day, whether unavailable items show,
 * offer, BHK, furnishing), and the shape of its PageValue fields: whether a category, how many localities, whether a
 * condition, a lowest and a highest price. Those fields' values are each page's own (PageKey).
 */
interface PagesGroup {
  sources: SourceName[];
  limit: number;
  countCap: number | null;
  maxPrice: boolean;
  shared: Pick<ItemFilter, 'city' | 'today' | 'includeUnavailable' | 'offer' | 'bhk' | 'furnishings'>;
  category: boolean;
  localities: number;
  condition: boolean;
  priceFrom: boolean;
  priceTo: boolean;
}

/** One page of a group: its category (null for every category), sort and offset, and its PageValue fields' values. */
type PageKey = [
  category: Category | null,
  sort: ListSort,
  offset: number,
  localities: LocalitySlug[],
  condition: Condition | null,
  minPricePaise: number | null,
  maxPricePaise: number | null,
];

/** The column of the list of pages that holds a PageValue field's value for `source` (`index`: which locality). */
function pageValueName(field: PageValue, source: SourceName, index: number): string {
  if (field === 'category') return source === 'products' ? 'product_category' : 'listing_category';
  if (field === 'localities') return `locality_${index}`;
  if (field === 'condition') return 'condition';
  return field === 'minPricePaise' ? 'min_price' : 'max_price';
}

/** The columns of a group's list of pages: name, array type, and each page's value. */
function pageColumns(group: PagesGroup): { name: string; type: 'text' | 'int4' | 'int8'; of: (page: PageKey) => string | number }[] {
  const column = (
    field: PageValue,
    type: 'text' | 'int8',
    of: (page: PageKey) => string | number,
    source: SourceName = 'products',
    index = 0,
  ) => ({
    name: pageValueName(field, source, index),
    type,
    of,
  });
  return [
    ...(group.category
      ? [
          column('category', 'text', ([category]) => toProductCategory(category as Category)),
          column('category', 'text', ([category]) => toListingCategory(category as Category), 'listings'),
        ]
      : []),
    { name: 'sort', type: 'text', of: ([, sort]) => sort },
    { name: 'page_offset', type: 'int4', of: ([, , offset]) => offset },
    ...Array.from({ length: group.localities }, (_, i) =>
      column('localities', 'text', ([, , , localities]) => localities[i] as string, 'products', i),
    ),
    ...(group.condition ? [column('condition', 'text', (page) => page[4] as string)] : []),
    ...(group.priceFrom ? [column('minPricePaise', 'int8', (page) => page[5] as number)] : []),
    ...(group.priceTo ? [column('maxPricePaise', 'int8', (page) => page[6] as number)] : []),
  ];
}

/** Each PageValue field's column in the list of pages (pageColumns), as valuesFrom gives it. */
const pageValueColumn = (field: PageValue, source: SourceName, index: number): SQL => sql.raw(`v.${pageValueName(field, source, index)}`);

/**
 * Whether a group's pages are read from the read model (catalogue_cards, migration 0027; decision 0011): the pages of
 * a category or of all, of products and ads together, in the city or everywhere, of available items, with no other
 * list filter. Its indexes hold the category and each sort's columns; any other filter keeps findPageAlone's
 * statements over the tables.
 */
function fromCards(group: PagesGroup): boolean {
  const { sources, shared } = group;
  return (
    group.localities === 0 &&
    !group.condition &&
    !group.priceFrom &&
    !group.priceTo &&
    sources.length === 2 &&
    sources.includes('products') &&
    sources.includes('listings') &&
    shared.includeUnavailable !== true &&
    shared.offer === undefined &&
    shared.bhk === undefined &&
    shared.furnishings === undefined
  );
}

/**
 * Between the finished cards of a page read from the read model (cardsRead): the ASCII record separator. JSON text never
 * holds it raw (a control character may stand only escaped, `\u001e`, inside a string), so splitting on it gives back
 * each card whole.
 */
const CARD_SEPARATOR = '\x1e';
/** CARD_SEPARATOR as PostgreSQL's escape string. */
const CARD_SEPARATOR_SQL = sql.raw(String.raw`E'\x1e'`);

/** A page as cardsRead sends it: its cards' texts joined by CARD_SEPARATOR ('' for none), and its big cards' keys. */
interface CardsRead {
  cards: string | null;
  big: [SourceName, number][] | null;
}

/**
 * What follows a stored card's text on a page read from the read model: its availability and its closing brace. The
 * read model's pages hold only items with a unit free today (cardRowsOf's conditions: not sold out, switched on, no
 * later start, a unit not out on a rental running today), which availabilityOf calls available; a card's other
 * states are never on these pages.
 */
const AVAILABLE_NOW = `,"availability":${JSON.stringify({ status: 'available', available_from: null } satisfies AvailabilityView)}}`;

/**
 * The read model's rows of the category `cat` (SQL: a value or a column) available today, in `sort`'s order, one page:
 * read from that sort's covering index alone (an index-only scan: only the index's columns are named). The conditions
 * are findPageAlone's (whereOf, productAvailability) over the table's copies of the columns; an ad's are always true.
 */
function cardRowsOf(
  cat: SQL,
  shared: Pick<ItemFilter, 'city' | 'today'>,
  sort: ListSort,
  page: { limit: SQL | number; offset: SQL | number },
): SQL {
  const { today } = shared;
  const { rentedNow } = holdsColumns('c', today);
  const city = shared.city === undefined ? sql`` : sql` AND c.city = ${shared.city}`;
  return sql`SELECT c.card, c.source, c.id, ${sql.raw(sort === 'latest' ? 'c.created_at' : 'c.price_paise')}
    FROM catalogue_cards c WHERE c.cat = ${cat}${city}
      AND c.units_sold < c.quantity AND c.available AND (c.available_from IS NULL OR c.available_from <= ${today}::date)
      AND (c.held_until IS NULL OR c.held_until <= ${today}::date OR c.units_sold + ${rentedNow} < c.quantity)
    ORDER BY ${orderOf(sort, undefined)} LIMIT ${rowsOrExpression(page.limit)} OFFSET ${rowsOrExpression(page.offset)}`;
}

/**
 * The rows `rows` (cardRowsOf's) as one row of two columns (CardsRead), in `sort`'s order: `cards`, each finished card
 * (its stored text, then AVAILABLE_NOW) joined by CARD_SEPARATOR, an empty text standing for a card kept apart for its
 * size (big_card); and `big`, those cards' keys in their order, finished by the caller (cardTexts). Plain text, not a
 * JSON value of texts: inside JSON each card's every quote was escaped by PostgreSQL and unescaped again by the driver's
 * JSON.parse, ~8 % of the uncached category page's CPU (bench/README.md, "Cards read as plain text").
 */
function cardsRead(rows: SQL, sort: ListSort): SQL {
  return sql`SELECT coalesce(string_agg(coalesce(c.card || ${sql.raw(`'${AVAILABLE_NOW}'`)}, ''), ${CARD_SEPARATOR_SQL}), '') AS cards,
    json_agg(json_build_array(c.source, c.id)) FILTER (WHERE c.card IS NULL) AS big
    FROM (SELECT c.card, c.source, c.id FROM (${rows}) c ORDER BY ${orderOf(sort, undefined)}) c`;
}

/**
 * One sort's branch of a statement of pages read from the read model: the page of its row of the list of pages. A
 * page of every category merges the categories' first rows, each read from its own part of the index (as topOfEach
 * merges the tables' and the places'): no index of the card without its category.
 */
function cardsBranch(sort: ListSort, limit: number, shared: PagesGroup['shared'], category: boolean): SQL {
  const offset = sql.raw('v.page_offset');
  const rows = category
    ? cardRowsOf(sql.raw(`v.${pageValueName('category', 'listings', 0)}`), shared, sort, { limit, offset })
    : sql`SELECT * FROM (${sql.join(
        CATEGORIES.map(
          (cat) => sql`(${cardRowsOf(sql`${cat}`, shared, sort, { limit: sql`v.page_offset + ${count(limit)}`, offset: 0 })})`,
        ),
        sql` UNION ALL `,
      )}) m ORDER BY ${orderOf(sort, undefined)} LIMIT ${count(limit)} OFFSET ${offset}`;
  return sql`SELECT r.cards, r.big FROM (${cardsRead(rows, sort)}) r WHERE v.sort = ${sql.raw(`'${sort}'`)}`;
}

/** The cards kept apart for their size (big_card), by source and id, in one statement: only when a page holds one. */
async function bigCards(db: Executor, keys: readonly [SourceName, number][]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const result = await executeNamed(
    db,
    sql`SELECT c.source, c.id, c.big_card FROM unnest(${textArray(keys.map(([source]) => source))}::text[],
      ${intArray(keys.map(([, id]) => id))}::int4[]) k(source, id) JOIN catalogue_cards c ON c.source = k.source AND c.id = k.id
      WHERE c.big_card IS NOT NULL`,
  );
  return new Map(rowsOf<{ source: string; id: number; big_card: string }>(result).map((r) => [`${r.source} ${r.id}`, r.big_card]));
}

/**
 * The finished cards of pages read from the read model (cardsRead's), in their order. A big card is read by key and
 * finished here as cardsRead finishes the others; one that left the table since the page was read (no longer
 * approved) leaves the page.
 */
async function cardTexts(db: Executor, pages: readonly CardsRead[]): Promise<CardJson[][]> {
  const big = await bigCards(
    db,
    pages.flatMap((page) => page.big ?? []),
  );
  return pages.map((page) => {
    // '' is a page of no card, or of one big card alone.
    const texts = (page.cards ? page.cards.split(CARD_SEPARATOR) : page.big ? [''] : []) as CardJson[];
    if (!page.big) return texts;
    const cards: CardJson[] = [];
    let next = 0;
    for (const text of texts) {
      if (text !== '') {
        cards.push(text);
        continue;
      }
      const stored = big.get((page.big[next++] as [SourceName, number]).join(' '));
      if (stored !== undefined) cards.push(`${stored}${AVAILABLE_NOW}` as CardJson);
    }
    return cards;
  });
}

/**
 * The statement of a group's pages: the list of pages (pageColumns) unnested, and for each row its count and highest
 * price when the group asks for them, and the page as findPageAlone's statement reads it, one branch for each of
 * `sorts` (a branch whose sort is not the row's is skipped at run time: a one-time filter). Only the sorts asked for:
 * a skipped branch still has its plan set up and torn down on every run, and on PGlite a page of the demo data cost
 * ~1.9 ms with all three branches where one alone costs ~1.3 (bench/README.md, "Only the sorts asked for"). The
 * filter is the group's: its PageValue fields are there with stand-in values, which valuesFrom replaces by the row's
 * columns. Each page comes back as one JSON value. A group the read model holds (fromCards) reads its pages from it
 * (cardsBranch) and its count and highest price from the tables, as any other.
 */
function pagesTogetherSql(group: PagesGroup, sorts: readonly ListSort[]): SQL {
  const { sources, limit, countCap, maxPrice, shared } = group;
  const filter: ItemFilter = {
    ...shared,
    category: group.category ? 'property' : undefined,
    localities: group.localities ? Array.from({ length: group.localities }, () => LOCALITY_SLUGS[0] as LocalitySlug) : undefined,
    condition: group.condition ? 'new' : undefined,
    minPricePaise: group.priceFrom ? 0 : undefined,
    maxPricePaise: group.priceTo ? 0 : undefined,
    valuesFrom: pageValueColumn,
  };
  const branches = sorts.map((sort) => {
    if (fromCards(group)) return cardsBranch(sort, limit, shared, group.category);
    const order = orderOf(sort, filter.offer);
    const merged = topOfEach(sources, filter, sort, sql`v.page_offset + ${count(limit)}`);
    const cards = itemCards(shared.today, pageOfRows(sql`(${merged}) u`, order, { limit, offset: sql.raw('v.page_offset') }), 'u');
    return sql`SELECT r.rows FROM (${asJsonRows(sql`${cards} ORDER BY ${order}`, CARD_COLUMNS)}) r WHERE v.sort = ${sql.raw(`'${sort}'`)}`;
  });
  const totals = totalsOf(sources, filter, { countCap: countCap ?? undefined, maxPrice });
  const columns = pageColumns(group);
  const page = fromCards(group) ? sql`p.cards, p.big` : sql`p.rows`;
  return sql`SELECT v.k::int AS k, ${page}, s.total, s.max_price FROM unnest(${sql.join(
    columns.map(({ name, type }) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`),
    sql`, `,
  )}) WITH ORDINALITY v(${sql.raw(columns.map(({ name }) => name).join(', '))}, k)
    CROSS JOIN LATERAL (${totals}) s
    CROSS JOIN LATERAL (${sql.join(branches, sql` UNION ALL `)}) p`;
}

/** A row of pagesTogetherSql's beside its page: which page of the list (from 1), its count and highest price. */
interface PageRead {
  k: number;
  total: number | null;
  max_price: number | null;
}

/**
 * The list pages (of a category or of all, with any of the list filters, with their count and highest price or without)
 * asked for in one turn of the event loop, read by one statement (db/batched.ts), as product pages are: under load the server
 * parses several requests a turn, and each statement saved is a PostgreSQL backend not woken (bench/README.md, "List
 * pages read together"). A key is a page (PageKey as JSON); the group is what they share (PagesGroup as JSON).
 */
const pagesTogether = batchedLookup<string, PageResult>(
  'list_page',
  async (db, keys, groupKey) => {
    const group = JSON.parse(groupKey) as PagesGroup;
    const pages = keys.map((key) => JSON.parse(key) as PageKey);
    const values: Record<string, string> = {};
    for (const { name, type, of } of pageColumns(group)) {
      const column = pages.map(of);
      values[name] = type === 'text' ? textArray(column as string[]) : intArray(column as number[]);
    }
    // One statement per set of sorts (seven at most per group), each named and planned once per connection.
    const sorts = TOGETHER_SORTS.filter((sort) => pages.some((page) => page[1] === sort));
    const result = await executeNamedFor(db, `pages ${sorts.join(' ')} ${groupKey}`, () => pagesTogetherSql(group, sorts), values);
    // A row holds its page as the group's statement reads it: the read model's cards (CardsRead) or the tables' rows.
    const read = rowsOf<PageRead & Partial<CardsRead> & { rows?: unknown[][] }>(result);
    const cards = fromCards(group) ? await cardTexts(db, read as CardsRead[]) : null;
    return new Map(
      read.map((row, i): [string, PageResult] => {
        const totals = { total: row.total, maxPricePaise: row.max_price };
        return [
          keys[row.k - 1] as string,
          cards
            ? { json: cards[i] as CardJson[], ...totals }
            : { rows: jsonRowValues<ItemRow>(row.rows as unknown[][], CARD_COLUMNS), ...totals },
        ];
      }),
    );
  },
  { maxKeys: PAGES_BATCH_MAX },
);

/** Whether a page is read with the others of its turn (pagesTogether) rather than by a statement of its own. */
const readTogether = (filter: ItemFilter, page: { sort: ListSort; limit: number }) =>
  page.limit > 0 &&
  (filter.localities?.length ?? 0) <= TOGETHER_PLACES_MAX &&
  (TOGETHER_SORTS as readonly ListSort[]).includes(page.sort) &&
  Object.entries(filter).every(([field, value]) => value === undefined || TOGETHER_FIELDS.has(field));

/**
 * One page, and optionally the capped count and the highest price. A list page (its list filters only, in a sort
 * other than "nearest") is read together with the others of its turn (pagesTogether); any other (a title or text
 * query, an excluded product, "nearest") by a statement of its own (findPageAlone).
 */
export async function findPage(
  db: Executor,
  sources: readonly SourceName[],
  filter: ItemFilter,
  page: { sort: ListSort; limit: number; offset: number },
  extra: PageExtra,
): Promise<PageResult> {
  if (readTogether(filter, page)) {
    const localities = filter.localities ?? [];
    const group: PagesGroup = {
      sources: [...sources],
      limit: page.limit,
      countCap: extra.countCap ?? null,
      maxPrice: extra.maxPrice === true,
      shared: {
        city: filter.city,
        today: filter.today,
        includeUnavailable: filter.includeUnavailable === true,
        offer: filter.offer,
        bhk: filter.bhk?.length ? filter.bhk : undefined,
        furnishings: filter.furnishings?.length ? filter.furnishings : undefined,
      },
      category: filter.category !== undefined,
      localities: localities.length,
      condition: filter.condition !== undefined,
      priceFrom: filter.minPricePaise !== undefined,
      priceTo: filter.maxPricePaise !== undefined,
    };
    const key: PageKey = [
      filter.category ?? null,
      page.sort,
      page.offset,
      [...localities],
      filter.condition ?? null,
      filter.minPricePaise ?? null,
      filter.maxPricePaise ?? null,
    ];
    const read = await pagesTogether(db, JSON.stringify(key), JSON.stringify(group));
    if (!read) throw new Error('a page is missing from its statement of pages');
    return read;
  }
  return findPageAlone(db, sources, filter, page, extra);
}

/**
 * One page in a statement of its own: the count and the maximum come from a one-row select the page is LEFT JOINed to,
 * so an empty page still brings them back. Exported for the test that holds the pages read together to it.
 */
export async function findPageAlone(
  db: Executor,
  sources: readonly SourceName[],
  filter: ItemFilter,
  page: { sort: ListSort; limit: number; offset: number },
  extra: PageExtra,
): Promise<PageResult> {
  const result = await executeNamedFor(db, JSON.stringify(['page', sources, filter, page, extra]), () => {
    const merged = topOfEach(sources, filter, page.sort, page.offset + page.limit);
    const order = orderOf(page.sort, filter.offer);
    return asJsonRows(
      sql`SELECT p.*, s.total, s.max_price FROM
    (${totalsOf(sources, filter, extra)}) s
    LEFT JOIN LATERAL (${itemCards(filter.today, pageOfRows(sql`(${merged}) u`, order, page), 'u')} ORDER BY ${order}) p ON true`,
      PAGE_COLUMNS,
    );
  });
  const rows = jsonRowsOf<ItemRow & { total: number | null; max_price: number | null }>(result, PAGE_COLUMNS);
  return {
    rows: rows.filter((r) => r.id !== null),
    total: rows[0]?.total ?? null,
    maxPricePaise: rows[0]?.max_price ?? null,
  };
}

/**
 * The newest `perCategory` items of each category, both sources, in one round trip: finished cards (decision 0012), by
 * category in the order of `categories`.
 */
export async function findNewestPerCategory(
  db: Executor,
  categories: readonly Category[],
  perCategory: number,
  city: string | undefined,
  today: string,
): Promise<CardJson[][]> {
  // From the read model, as the category pages are: each category's newest from its index, as a page of its own.
  const parts = categories.map((category, i) => {
    const rows = cardRowsOf(sql`${category}`, { city, today }, 'latest', { limit: perCategory, offset: 0 });
    return sql`SELECT ${sql.raw(String(i))} AS k, p.cards, p.big FROM (${cardsRead(rows, 'latest')}) p`;
  });
  const result = await executeNamed(db, sql`${sql.join(parts, sql` UNION ALL `)} ORDER BY k`);
  return cardTexts(db, rowsOf<CardsRead>(result));
}

/** The most item pages (products or ads) one batched statement reads (db/batched.ts). */
const DETAIL_BATCH_MAX = 64;

/**
 * The listings' lookup, prepared once per database (drizzle builds a select in about 0.8 ms, four times the lookup
 * itself). Built like PRODUCT_DETAIL below (a card's lookups, one JSON value) it was slower: 47–48 % of the baseline
 * against 52–55 % at 1M rows (bench/README.md, "A product page as one value"); an ad has none of a product's lookups.
 */
const listingDetail = preparedPer((db: Executor) =>
  db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      pricePaise: listings.pricePaise,
      category: listings.category,
      subcategory: listings.subcategory,
      location: listings.location,
      city: listings.city,
      locality: listings.locality,
      bhk: listings.bhk,
      furnishing: listings.furnishing,
      image: listings.image,
      sellerName: listings.sellerName,
      sellerPhone: listings.sellerPhone,
      userId: listings.userId,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(and(sql`${listings.id} = ANY(${sql.placeholder('ids')}::int4[])`, eq(listings.approvalStatus, 'approved')))
    .limit(DETAIL_BATCH_MAX)
    .prepare('catalogue_listings_by_ids'),
);

/** A product page's row: its card (itemCards) and what only the page shows. */
export type ProductRow = ItemRow & {
  condition: Condition;
  type: (typeof products.$inferSelect)['type'];
  is_rentable: boolean;
  delivery_fee_paise: number;
  return_days: number;
  notice_days: number | null;
  includes: string | null;
  owner_id: number;
  owner_name: string;
  owner_rating_count: number;
  owner_rating_sum: number;
  photos: { id: number; image: string }[];
};

/** What a product page shows beyond its card, over the row `d` (PRODUCT_DETAIL's inner select). */
const PRODUCT_PAGE_COLUMNS: readonly ExtraColumn[] = [
  ['condition', 'd.condition'],
  ['type', 'd.type'],
  ['is_rentable', 'd.is_rentable'],
  ['delivery_fee_paise', 'd.delivery_fee_paise::float8'],
  ['return_days', 'd.return_days'],
  ['notice_days', 'd.notice_days'],
  ['includes', 'd.includes'],
  ['owner_id', 'd.owner_id'],
  ['owner_name', 'd.owner_name'],
  ['owner_rating_count', 'coalesce(d.owner_rating_count, 0)'],
  ['owner_rating_sum', 'coalesce(d.owner_rating_sum, 0)'],
  [
    'photos',
    `(SELECT coalesce(json_agg(json_build_object('id', pi.id, 'image', pi.image) ORDER BY pi.position), '[]'::json) FROM product_images pi WHERE pi.product_id = d.id)`,
  ],
];
const PRODUCT_PAGE_ROW = cardColumnNames(PRODUCT_PAGE_COLUMNS);

/**
 * Approved products with their owners, as product pages show them, in one round trip (the pages a turn asked for:
 * productPages): each one's card columns and lookups (itemCards, as every list reads them), the page's own columns,
 * the owner's rating and the gallery. Sent as one JSON
 * value (asJsonRows): as ~40 columns, the driver's decoding of each column and drizzle's mapping of the row took ~10 %
 * of the server's time on the hottest lookup of all (bench/README.md, "A product page as one value").
 */
const PRODUCT_DETAIL = namedStatement<'ids' | 'today'>((p) =>
  asJsonRows(
    itemCards(
      sql`${p.today}`,
      sql`(SELECT ${itemColumns('products')}, condition, type, is_rentable, delivery_fee_paise, return_days, notice_days, includes,
          o.owner_name, r.owner_rating_count, r.owner_rating_sum
        FROM products JOIN LATERAL (SELECT o.name AS owner_name FROM owners o WHERE o.id = products.owner_id) o ON true
        LEFT JOIN LATERAL (SELECT rt.review_count AS owner_rating_count, rt.rating_sum AS owner_rating_sum FROM rating_totals rt
          WHERE rt.subject_kind = 'owner' AND rt.subject_id = products.owner_id LIMIT 1) r ON true
        WHERE id = ANY(${p.ids}::int4[]) AND approval_status = 'approved' LIMIT ${sql.raw(String(DETAIL_BATCH_MAX))})`,
      'd',
      PRODUCT_PAGE_COLUMNS,
    ),
    PRODUCT_PAGE_ROW,
  ),
);

/**
 * The product pages asked for in one turn of the event loop are read by one PRODUCT_DETAIL (db/batched.ts): under load
 * the server parses several requests a turn, and each round trip saved is a PostgreSQL backend not woken.
 */
const productPages = batchedLookup<number, ProductRow>(
  'product_page',
  async (db, ids, today) => {
    const rows = jsonRowsOf<ProductRow>(await PRODUCT_DETAIL(db, { ids: intArray(ids), today }), PRODUCT_PAGE_ROW);
    return new Map(rows.map((row) => [row.id, row]));
  },
  { maxKeys: DETAIL_BATCH_MAX },
);

export function findApprovedProduct(db: Executor, id: number, today: string): Promise<ProductRow | null> {
  return productPages(db, id, today);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listingDetail>['execute']>>[number];

/** The ad pages asked for in one turn of the event loop, read by one statement as product pages are (productPages). */
const listingPages = batchedLookup<number, ListingRow>(
  'listing_page',
  async (db, ids) => new Map((await listingDetail(db).execute({ ids: intArray(ids) })).map((row) => [row.id, row])),
  { maxKeys: DETAIL_BATCH_MAX },
);

export function findApprovedListing(db: Executor, id: number): Promise<ListingRow | null> {
  return listingPages(db, id);
}

type Facet = FacetCounts['capped'][number];

/** What each facet counts, per table, and the filter it leaves out. */
const FACETS: Record<Facet, { column: (s: SourceName) => string; without: (f: ItemFilter) => ItemFilter }> = {
  locality: { column: () => 'locality', without: (f) => ({ ...f, localities: undefined }) },
  offer: { column: (s) => (s === 'products' ? 'offer' : `'rent'`), without: (f) => ({ ...f, offer: undefined }) },
  // least() would skip a null: goods have none.
  bhk: { column: () => `CASE WHEN bhk >= ${BHK_TOP} THEN ${BHK_TOP} ELSE bhk END::text`, without: (f) => ({ ...f, bhk: undefined }) },
  furnishing: { column: () => 'furnishing', without: (f) => ({ ...f, furnishings: undefined }) },
  condition: { column: (s) => (s === 'products' ? 'condition' : 'NULL::text'), without: (f) => ({ ...f, condition: undefined }) },
};

/**
 * Matches per value of each facet, each counted without its own filter, in one round trip. Each facet reads at most
 * `cap` matching rows: a facet that reached the cap is listed in `capped` and its counts are lower bounds.
 * An offer of both kinds counts once for rent and once for buy.
 */
export async function countFacets(db: Executor, sources: readonly SourceName[], filter: ItemFilter, cap: number): Promise<FacetCounts> {
  const parts = (Object.keys(FACETS) as Facet[]).flatMap((facet) => {
    const { column, without } = FACETS[facet];
    const f = without(filter);
    const matching = sourcesFor(sources, f);
    if (matching.length === 0) return [];
    const rows = sql.join(
      matching.map((s) => matchingRows(s, f, `${column(s)} AS v`, { joinHolds: true })),
      sql` UNION ALL `,
    );
    return [sql`(SELECT ${facet}::text AS facet, v::text AS v, count(*)::int AS n FROM (${rows} LIMIT ${count(cap)}) x GROUP BY v)`];
  });
  const out: FacetCounts = { locality: {}, offer: {}, bhk: {}, furnishing: {}, condition: {}, capped: [] };
  if (parts.length === 0) return out;
  const result = await executeNamed(db, sql.join(parts, sql` UNION ALL `));
  const sampled = new Map<Facet, number>();
  for (const { facet, v, n } of rowsOf<{ facet: Facet; v: string | null; n: number }>(result)) {
    sampled.set(facet, (sampled.get(facet) ?? 0) + n);
    if (v === null) continue;
    if (facet === 'offer') {
      // sale → buy, rent → rent, both → each.
      for (const side of v === 'both' ? ['rent', 'buy'] : [v === 'sale' ? 'buy' : 'rent']) out.offer[side] = (out.offer[side] ?? 0) + n;
    } else out[facet][v] = n;
  }
  for (const [facet, n] of sampled) if (n >= cap) out.capped.push(facet);
  return out;
}
