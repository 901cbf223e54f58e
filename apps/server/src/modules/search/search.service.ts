import {
  type CatalogueItem,
  FACET_SAMPLE_CAP,
  type FacetCounts,
  isDevanagari,
  queryWords,
  SEARCH_CANDIDATES_PER_SOURCE,
  type SearchFacetsQuery,
  type SearchQuery,
  todayInIndia,
} from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/session-settings.js';
import { sharedMemo, sharedPage, WINDOW_ITEMS_KEPT } from '../catalogue/catalogue.cache.js';
import { countFacets, type ItemFilter, type ListFilter, sourcesFor } from '../catalogue/catalogue.repository.js';
import { categoryFrom, cityFrom, listFilterOf, toCatalogueItem } from '../catalogue/catalogue.service.js';
import { kindOf, type Slot, slotsOf, slotsTsquery } from './query.js';
import {
  byCodeUnits,
  type CandidateFilter,
  type CandidateOutput,
  lexemesOf,
  type RowOf,
  readVocabulary,
  type SourceName,
  type SourcePlan,
  searchCandidates,
  type TitleRow,
  type Vocabulary,
  WINDOW_INDEXES,
  WINDOW_TO_END,
  type WindowBuckets,
} from './search.repository.js';
import { type SynonymIndex, synonymsOf } from './synonyms.cache.js';

/**
 * Search that stays cheap on a million rows. Each source gets a strategy whose work is bounded:
 * - when some word is rare (its GIN posting list is short), the index finds its rows and the whole
 *   query is checked on at most RARE_SCAN_CAP of them;
 * - when every word is broad ('lucknow', 'bhk'), the index would hand back most of the table, so the
 *   newest RECENT_ROWS rows are checked instead, newest first, until enough candidates are found;
 * - in between ('double bed', 'microwave'), a window index finds the words' matches among the newest ids only
 *   (WINDOWS below);
 * - when full-text finds nothing, the results of the misspelt words corrected against the lexemes ANALYZE saw
 *   (searched beside the typed words, see searchAs), and failing that, titles compared by trigram word similarity
 *   (newest rows only).
 * At most SEARCH_CANDIDATES_PER_SOURCE candidates per source are ranked (ts_rank, title first, and the
 * items of the kind the query names before items that mention it).
 * Before all that, the words are understood (query.ts): '2bhk' is split, synonym groups and Devanagari
 * transliteration turn each word into an OR of its spellings.
 */
/** A word this rare (estimated rows) is looked up through the GIN index: its posting list is short. */
const RARE_ROWS = 3_000;
/** Safety bound on the rows the GIN path reads, should the statistics be stale. */
const RARE_SCAN_CAP = 10_000;
/** Rows the newest-first path checks at most (about 0.75 µs each: COST_US). */
const RECENT_ROWS = 4_000;
/**
 * The newest-first path is taken when the candidates are expected within this many newest rows (and it costs less than
 * the first window: COST_US, whose per-row and per-match figures also set this bound: for 100 candidates the newest rows
 * are cheaper only for slots in more than about 15 % of the rows; at 2,000, "refrigerator" read ~1,500 rows a table).
 */
const RECENT_FILL_ROWS = 700;
/**
 * PostgreSQL's CPU (µs) for a row the newest-first path reads, a match a window reads, and a word a bucket looks up.
 * When the newest rows fit, they are read unless the first window would cost less: for a results page (100) the
 * newest rows always win within RECENT_FILL_ROWS; for suggestions' ten, a middling word's first window in small
 * buckets can ("कूलर" while typing "कू": ten of the newest 715 rows a table, 1.2–1.3 ms of PostgreSQL CPU a suggestion
 * at 1M rows, 0.6–0.7 ms through the window; bench/README.md, "Suggestions of a middling word").
 */
const COST_US = { recentRow: 0.75, windowMatch: 2.5, lookup: 15 } as const;
/**
 * How a window plan reads the window indexes (buckets of 8,192 ids, migration 0020, or 1,024, 0025). The first window
 * is sized for WINDOW_MATCHES matches of the rarest slot (`first` of the buckets expected to hold them) and is at least
 * two buckets, the newest being partly filled; the next, read only while too few were found, is `growth` times the
 * first; the last reaches `maxBuckets` in all, or the oldest row when `toEnd`. Slots more frequent than `indexMaxFreq`
 * are only checked on the rows found, not looked up in the index (the rarest slot always is).
 * - `large` by default: each bucket a window reads is one more OR branch, each branch's words one more lookup in the
 *   index (~15 µs for a prefix). Its second window is as large as its first: a first window that fell a few short, as
 *   "कूलर" did by 4 of 100, then read 737 rows of four times as many buckets, ~1.5 ms a table.
 * - `small` when two large buckets would hold more than SMALL_BUCKETS_ABOVE times the matches wanted: "double bed" at
 *   1M rows checked 1,218 rows on 627 heap pages a table to keep 100 (each ~2.5 µs), against 211 on 112. A broad
 *   word's matches in a few small buckets are then cheaper to look up than the rows they spare ("silk" in "silk saree").
 * - `rare` when the rarest slot is rare (RARE_ROWS) or unknown to ANALYZE, whose frequency is then a guess: its
 *   matches are few wherever they are, so its last window reaches the oldest row, and its second is eight times its
 *   first, since that last window reads and sorts every older match ("vintage" read 603 a table after two windows of
 *   3 buckets; figures in bench/README.md, "A rare word's second window"). Only the rare slot is looked up: its few
 *   matches are cheaper to check against the other words than those are to look up in every bucket ("2b" while typing
 *   "2bhk", the same section).
 */
type WindowProfile = 'large' | 'small' | 'rare';
/** An `indexMaxFreq` no slot is under: only the rarest slot is looked up. */
const ONLY_RAREST = -1;
/** A first window in large buckets: half the buckets expected to hold the matches wanted. */
const halfOfExpected = (expected: number) => Math.ceil(expected / 2);
const WINDOWS: Record<
  WindowProfile,
  { buckets: WindowBuckets; first: (expected: number) => number; growth: number; maxBuckets: number; toEnd: boolean; indexMaxFreq: number }
> = {
  large: { buckets: 'large', first: halfOfExpected, growth: 1, maxBuckets: 64, toEnd: false, indexMaxFreq: 0.1 },
  small: { buckets: 'small', first: (expected) => expected + 1, growth: 2, maxBuckets: 256, toEnd: false, indexMaxFreq: 0.5 },
  rare: { buckets: 'large', first: halfOfExpected, growth: 8, maxBuckets: 64, toEnd: true, indexMaxFreq: ONLY_RAREST },
};
const SMALL_BUCKETS_ABOVE = 3;
/** A profile's second and last windows after a first of `newest` buckets. */
const secondWindow = (w: (typeof WINDOWS)[WindowProfile], newest: number) =>
  Math.min(w.growth * newest, Math.max(0, w.maxBuckets - newest));
const lastWindow = (w: (typeof WINDOWS)[WindowProfile], newest: number) =>
  w.toEnd ? WINDOW_ALL : Math.max(0, w.maxBuckets - newest - secondWindow(w, newest));
/** The newest window is sized for this many matches per candidate wanted. */
const WINDOW_MATCHES = 1.5;
/** More buckets than any table has: a window reaching the oldest row. */
const WINDOW_ALL = WINDOW_TO_END;
/**
 * Only tables this small (or never analysed) get the title fallback. It finds its rows through the titles' trigram
 * indexes, but a text of common trigrams would hand them thousands of rows at 1M, which has not been measured.
 */
const TYPO_TABLE_ROWS = 20_000;
const TYPO_RECENT_ROWS = 5_000;
const MIN_WORD_SIMILARITY = WORD_SIMILARITY_THRESHOLD;
const MIN_CORRECTION_SIMILARITY = 0.45;
const SOURCES: readonly SourceName[] = ['products', 'listings'];

export interface SearchPage<T = CatalogueItem> {
  items: T[];
  total: number;
  /** Set when the query as typed found nothing and these corrected words did: the results are theirs. */
  didYouMean?: string;
}

/**
 * The words of a query: letters (with their combining marks) and digits only, so nothing the visitor
 * types can reach to_tsquery's syntax (&, |, !, :, parentheses, quotes); '2bhk' becomes '2', 'bhk'.
 */
export const wordsOf = queryWords;

/** `sofa:* & gomti:*`: every word (of two letters or more) also matches as a prefix ('refri' → refrigerator). */
export function prefixTsquery(words: readonly string[]): string {
  return words.map((w) => (w.length >= 2 ? `${w}:*` : w)).join(' & ');
}

// Vocabulary and lexemes change slowly; each database keeps them for a few minutes.
const VOCABULARY_TTL_MS = 5 * 60_000;
const vocabularies = new WeakMap<Db, Map<SourceName, { at: number; value: Vocabulary }>>();
const lexemeCache = new Map<string, string | null>();

async function vocabularyOf(db: Db, source: SourceName): Promise<Vocabulary> {
  let perDb = vocabularies.get(db);
  if (!perDb) {
    perDb = new Map();
    vocabularies.set(db, perDb);
  }
  const hit = perDb.get(source);
  if (hit && Date.now() - hit.at < VOCABULARY_TTL_MS) return hit.value;
  const value = await readVocabulary(db, source);
  perDb.set(source, { at: Date.now(), value });
  return value;
}

async function lexemes(db: Db, words: readonly string[]): Promise<Map<string, string | null>> {
  const missing = words.filter((w) => !lexemeCache.has(w));
  if (missing.length > 0) {
    if (lexemeCache.size > 50_000) lexemeCache.clear();
    for (const [word, lexeme] of await lexemesOf(db, missing)) lexemeCache.set(word, lexeme);
  }
  return new Map(words.map((w) => [w, lexemeCache.get(w) ?? null]));
}

/** The index of the first item of `sorted` (ascending by `keyOf`, compared with `<`) whose key is not below `key`. */
function firstNotBelow<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(sorted[mid] as T) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether some item of `sorted` (ascending, compared with `<`) starts with `prefix`: a binary search, not a scan. */
const someStartsWith = (sorted: readonly string[], prefix: string) =>
  sorted[firstNotBelow(sorted, prefix, (word) => word)]?.startsWith(prefix) ?? false;

/**
 * Estimated frequency (0..1) of a lexeme (as a prefix when `prefix`) from ANALYZE's statistics, and whether
 * ANALYZE kept it at all (words it did not keep are rarer than the least common one it kept).
 */
function estimate(vocabulary: Vocabulary, lexeme: string, prefix: boolean): { freq: number; known: boolean } {
  let freq = 0;
  if (prefix) {
    // The lexemes starting with it are one run of the sorted list: found by binary search, not by reading all of them
    // (~300 a table at a million rows, for every word of every search and every keystroke's suggestions).
    const sorted = vocabulary.sorted;
    for (let i = firstNotBelow(sorted, lexeme, ([word]) => word); i < sorted.length; i++) {
      const [word, f] = sorted[i] as (typeof sorted)[number];
      if (!word.startsWith(lexeme)) break;
      freq += f;
    }
  } else {
    freq = vocabulary.lexemes.get(lexeme) ?? 0;
  }
  if (freq === 0) return { freq: vocabulary.minFreq / 2, known: false };
  return { freq: Math.min(1, freq), known: true };
}

/**
 * The cheaper, by one cost model (COST_US), of the newest rows (when ANALYZE kept every word and the slots together
 * should fill the candidates from them) and the window: the window index over the newest ids that should hold about
 * WINDOW_MATCHES matches, or, where that window would cover the table (or nothing is known about it), the GIN index
 * over the rarest slot. With list filters, the newest rows unless the rarest slot is rare. A slot's frequency is the
 * sum over its alternatives of the product of their words' frequencies.
 */
export function planFullText(
  vocabulary: Vocabulary,
  slots: readonly Slot[],
  stems: Map<string, string | null>,
  take: number,
  filtered: boolean,
): SourcePlan['strategy'] {
  const fullQuery = slotsTsquery(slots);
  const kind = kindOf(slots);
  // Each slot's estimated frequency, and its words that are not stop words (the lookups a window makes in a bucket).
  const estimated: { slot: Slot; freq: number; known: boolean; words: number }[] = [];
  let combined = 1;
  for (const slot of slots) {
    let freq = 0;
    // Known when some term is: an unknown spelling beside a common one ('palang' beside 'bed') is no reason to
    // take the index path, the common one decides.
    let known = false;
    let words = 0;
    for (const alternative of slot.alternatives) {
      let altFreq = 1;
      let altKnown = true;
      for (const word of alternative) {
        const lexeme = stems.get(word);
        if (!lexeme) continue; // stop word: to_tsquery drops it too
        words++;
        const e = estimate(vocabulary, lexeme, word.length >= 2);
        altFreq *= e.freq;
        altKnown &&= e.known;
      }
      freq += altFreq;
      known ||= altKnown;
    }
    if (words === 0) continue;
    freq = Math.min(1, freq);
    combined *= freq;
    estimated.push({ slot, freq, known, words });
  }
  estimated.sort((a, b) => a.freq - b.freq);
  // The slots a profile's windows look up in the index: the rarest always, the others up to its indexMaxFreq.
  const lookedUp = (profile: WindowProfile) => estimated.filter((e, i) => i === 0 || e.freq <= WINDOWS[profile].indexMaxFreq);
  const lookups = (slots: typeof estimated) => slots.reduce((sum, e) => sum + e.words, 0);
  const window = (profile: WindowProfile, windows: [number, number, number]) => {
    const w = WINDOWS[profile];
    // No word to estimate (stop words only): the first slot, which finds what to_tsquery leaves of it.
    const indexed = estimated.length === 0 ? slots.slice(0, 1) : lookedUp(profile).map((e) => e.slot);
    return {
      kind: 'window' as const,
      indexQuery:
        indexed.length === 0 || indexed.length === slots.length ? fullQuery : slotsTsquery(slots.filter((s) => indexed.includes(s))),
      fullQuery,
      buckets: w.buckets,
      windows,
      scanCap: RARE_SCAN_CAP,
      kindOf: kind,
    };
  };
  // The whole table in one window (a bucket count beyond any table's): a rare word's matches are few wherever they are.
  const wholeTable = () => window('rare', [WINDOW_ALL, 0, 0]);
  const rarest = estimated[0];
  if (!rarest) return wholeTable();
  const rows = vocabulary.rows;
  // A word ANALYZE did not keep is rarer than any it kept: however few candidates are wanted (suggestions want ten), the
  // newest rows would be read to their bound for its few matches.
  const allKnown = estimated.every((e) => e.known);
  const recent = { kind: 'recent' as const, fullQuery, recentRows: RECENT_ROWS, kindOf: kind };
  // Rows of the newest to read before `take` candidates are found, if the words' frequencies hold.
  const newestRows = take / combined;
  const recentFits = allKnown && newestRows <= Math.min(RECENT_FILL_ROWS, rows);
  const rareSlot = !rarest.known || rarest.freq * rows <= RARE_ROWS;
  // With list filters (a category, localities, a price…) the window index would find the word's matches in every
  // category and place and keep few: the newest-first path walks the filter's own index instead, as before.
  if (filtered) return recentFits || !rareSlot ? recent : wholeTable();
  // Buckets expected to hold the candidates if every match of the rarest slot matched the whole query. Estimates are
  // rough (independent words, phrases, prefixes), and a window's matches are all read.
  const firstWindow = (profile: WindowProfile) => {
    const bucketRows = 2 ** WINDOW_INDEXES[WINDOWS[profile].buckets].shift;
    const expected = Math.ceil((WINDOW_MATCHES * take) / Math.max(rarest.freq * bucketRows, 1e-9));
    return { newest: Math.max(2, WINDOWS[profile].first(expected)), tableBuckets: Math.ceil(rows / bucketRows), bucketRows };
  };
  const large = firstWindow('large');
  // The rarest slot's matches in a large first window: its buckets but the newest, and on average half of that one.
  const largeMatches = rarest.freq * large.bucketRows * (large.newest - 0.5);
  const profile: WindowProfile = rareSlot ? 'rare' : largeMatches > SMALL_BUCKETS_ABOVE * WINDOW_MATCHES * take ? 'small' : 'large';
  const w = WINDOWS[profile];
  const { newest, tableBuckets, bucketRows } = profile === 'large' ? large : firstWindow(profile);
  // A window as large as the table (a small one, or one never analysed) is the plain GIN index over all of it: every
  // match of the rarest slot is read and sorted, and each looked-up word is one lookup. At 10k rows 'gomti' is in a
  // fifth of the rows, under RARE_ROWS, and 'gomti nagar' read all 2,097 of its matches (bench/README.md, "Small tables
  // read from their newest rows").
  const whole = vocabulary.lexemes.size === 0 || newest >= tableBuckets;
  // One cost model (COST_US) for both paths: the newest rows until the candidates are found, against the window's first
  // reading, its matches of the rarest slot and the lookups of its words in each of its buckets. Both keep the newest
  // matches. The newest rows are a candidate only when every word's frequency is known, and only within RECENT_FILL_ROWS
  // beside a window of the newest buckets: further, the estimate runs short ("wardrobe" and "almari" at 1M rows, 0.5 ms
  // more a search each when the newest rows were allowed up to RECENT_ROWS). Beside a window as large as the table,
  // which reads every match, up to RECENT_ROWS.
  const windowCost = whole
    ? rarest.freq * rows * COST_US.windowMatch + lookups(lookedUp('rare')) * COST_US.lookup
    : rarest.freq * bucketRows * (newest - 0.5) * COST_US.windowMatch + lookups(lookedUp(profile)) * newest * COST_US.lookup;
  const recentCost =
    allKnown && newestRows <= (whole ? RECENT_ROWS : RECENT_FILL_ROWS) ? newestRows * COST_US.recentRow : Number.POSITIVE_INFINITY;
  if (recentCost <= windowCost) return recent;
  return whole ? wholeTable() : window(profile, [newest, secondWindow(w, newest), lastWindow(w, newest)]);
}

/** pg_trgm's trigrams of a word: padded, lower-case. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** Trigram similarity of two trigram sets (pg_trgm's definition). */
function similarityOf(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const g of a) if (b.has(g)) common++;
  return common / (a.size + b.size - common);
}

/**
 * What typo correction compares against, built once per vocabulary (they live for minutes): each candidate's
 * trigrams, and for each trigram the candidates that have it, so a typed word is scored only against candidates
 * sharing a trigram with it (it scored every lexeme of both tables before: ~8% of Node's time in the bench).
 */
interface Corrections {
  vocabularies: readonly Vocabulary[];
  /** The one-word Latin synonym terms. */
  terms: ReadonlySet<string>;
  candidates: { word: string; grams: Set<string> }[];
  byGram: Map<string, number[]>;
  /**
   * The lexemes of the vocabularies, sorted, for the "is it known" prefix test: every search asks it of each word
   * before its first statement, so it is a binary search.
   */
  lexemes: readonly string[];
}
const correctionIndexes = new WeakMap<SynonymIndex, Corrections>();

function correctionsOf(vocabularies: readonly Vocabulary[], synonyms: SynonymIndex): Corrections {
  const hit = correctionIndexes.get(synonyms);
  if (hit && hit.vocabularies.length === vocabularies.length && hit.vocabularies.every((v, i) => v === vocabularies[i])) return hit;
  const terms = correctionTerms(synonyms);
  const lexemes = [...new Set(vocabularies.flatMap((v) => [...v.lexemes.keys()]))];
  const candidates = [...new Set([...lexemes, ...terms])].map((word) => ({ word, grams: trigrams(word) }));
  const byGram = new Map<string, number[]>();
  for (const [i, c] of candidates.entries())
    for (const g of c.grams) {
      const list = byGram.get(g);
      if (list) list.push(i);
      else byGram.set(g, [i]);
    }
  const built = { vocabularies: [...vocabularies], terms: new Set(terms), candidates, byGram, lexemes: [...lexemes].sort(byCodeUnits) };
  correctionIndexes.set(synonyms, built);
  return built;
}

/**
 * Replaces each word the vocabulary does not know by the most similar lexeme it does ('sofaa' → sofa), or by the
 * most similar one-word synonym term ('refrigrator' → refrigerator), which works before any ANALYZE too.
 */
function corrected(
  vocabularies: readonly Vocabulary[],
  words: readonly string[],
  stems: Map<string, string | null>,
  synonyms: SynonymIndex,
): string[] | null {
  const index = correctionsOf(vocabularies, synonyms);
  let changed = false;
  const out = words.map((word) => {
    const lexeme = stems.get(word) ?? word;
    const known = index.terms.has(word) || someStartsWith(index.lexemes, lexeme);
    if (known || word.length < 3) return word;
    const typed = [trigrams(lexeme), trigrams(word)];
    // Candidates sharing no trigram score 0, below any threshold: only those sharing one are scored.
    const shared = new Set<number>();
    for (const grams of typed) for (const g of grams) for (const i of index.byGram.get(g) ?? []) shared.add(i);
    let best: { word: string; score: number } | null = null;
    // In the order of the vocabularies, then the terms, as before: the first of equal scores wins.
    for (const i of [...shared].sort((a, b) => a - b)) {
      const candidate = index.candidates[i] as { word: string; grams: Set<string> };
      const score = Math.max(
        similarityOf(typed[0] as Set<string>, candidate.grams),
        similarityOf(typed[1] as Set<string>, candidate.grams),
      );
      if (score >= MIN_CORRECTION_SIMILARITY && (!best || score > best.score)) best = { word: candidate.word, score };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? out : null;
}

/** A search's hit as suggestions show it (searchTitles: the candidates' 'title' output). */
export type TitleHit = Omit<TitleRow, 'rank'>;
type HitOf<O extends CandidateOutput> = O extends 'title' ? TitleHit : CatalogueItem;
/** What the candidates' statement outputs, and how one of its rows becomes a hit. */
interface Output<O extends CandidateOutput> {
  output: O;
  toHit: (row: RowOf<O>, today: string) => HitOf<O>;
}
const AS_CARDS: Output<'card'> = { output: 'card', toHit: (row, today) => toCatalogueItem(row, today) };
const AS_TITLES: Output<'title'> = { output: 'title', toHit: ({ source, id, title }) => ({ source, id, title }) };

async function run<O extends CandidateOutput>(
  db: Db,
  plans: SourcePlan[],
  where: CandidateFilter,
  page: { limit: number; offset: number; take: number },
  as: Output<O>,
): Promise<SearchPage<HitOf<O>>> {
  const { rows, total } = await searchCandidates(db, plans, {
    limit: page.limit,
    offset: page.offset,
    take: page.take,
    where,
    output: as.output,
  });
  return { items: rows.map((row) => as.toHit(row, where.today)), total };
}

/** The one-word Latin synonym terms: typos are corrected against them too. */
const correctionTerms = (synonyms: SynonymIndex) =>
  [...synonyms.byTerm.keys()].filter((t) => !t.includes(' ') && !isDevanagari(t) && t.length >= 3);

/** Every Latin word the slots may look up (for their lexemes). */
const wordsOfSlots = (slots: readonly Slot[]) => [...new Set(slots.flatMap((s) => s.alternatives.flat()))];

/**
 * The corrected words as a person would write them: a correction is a lexeme ('refriger'), so each corrected word
 * is replaced by a word of the found titles that has it as its lexeme ('refrigerator').
 */
async function readable(db: Db, typed: readonly string[], fixedWords: readonly string[], titles: string[]): Promise<string> {
  const titleWords = [
    ...new Set(
      titles.flatMap(
        (t) =>
          t
            .normalize('NFKC')
            .toLowerCase()
            .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [],
      ),
    ),
  ].slice(0, 100);
  const titleStems = await lexemes(db, titleWords);
  return fixedWords
    .map((word, i) => {
      if (word === typed[i]) return word;
      return titleWords.find((w) => titleStems.get(w) === word) ?? titleWords.find((w) => w.startsWith(word)) ?? word;
    })
    .join(' ');
}

/** The list pages' filters a search carries (category, localities, rent or buy, BHK, furnishing, condition, price). */
function listFilterOfSearch(query: SearchFacetsQuery & { sort?: string }): ListFilter & { near?: ItemFilter['near'] } {
  // Added to listFilterOf's object (which reads no category), not spread into a new literal (itemFilterOf says why).
  return Object.assign(listFilterOf(query), { category: categoryFrom(query.category) });
}

/**
 * `fullTextOnly` (suggestions while typing) skips the typo fallbacks: a half-typed word is not a typo. `candidates` is
 * how many candidates a source may rank (SEARCH_CANDIDATES_PER_SOURCE unless said).
 */
export function search(
  db: Db,
  query: SearchQuery & { limit: number },
  options: { fullTextOnly?: boolean; candidates?: number } = {},
): Promise<SearchPage> {
  return searchAs(db, query, options, AS_CARDS);
}

/** The same search, its hits as titles only (suggestions while typing): none of a card's per-row lookups. */
export function searchTitles(
  db: Db,
  query: SearchQuery & { limit: number },
  options: { fullTextOnly?: boolean; candidates?: number } = {},
): Promise<SearchPage<TitleHit>> {
  return searchAs(db, query, options, AS_TITLES);
}

async function searchAs<O extends CandidateOutput>(
  db: Db,
  query: SearchQuery & { limit: number },
  options: { fullTextOnly?: boolean; candidates?: number },
  as: Output<O>,
): Promise<SearchPage<HitOf<O>>> {
  const words = wordsOf(query.query);
  if (words.length === 0) return { items: [], total: 0 };
  const limit = query.limit;
  const offset = (query.page - 1) * limit;
  // Candidates ranked per source: SEARCH_CANDIDATES_PER_SOURCE for the results pages, fewer for suggestions.
  const take = options.candidates ?? SEARCH_CANDIDATES_PER_SOURCE;
  const list = listFilterOfSearch(query);
  const filtered = Boolean(
    list.category ||
      list.localities?.length ||
      list.offer ||
      list.bhk?.length ||
      list.furnishings?.length ||
      list.condition ||
      list.minPricePaise !== undefined ||
      list.maxPricePaise !== undefined,
  );
  const where: CandidateFilter = {
    city: cityFrom(query.city),
    today: todayInIndia(),
    includeUnavailable: query.include_unavailable,
    list,
    sort: query.sort,
    near: query.near,
  };
  // A sale or a condition filter leaves the ads out.
  const sources = sourcesFor(SOURCES, list);
  const synonyms = await synonymsOf(db);
  const slots = slotsOf(words, synonyms);
  if (slots.length === 0) return { items: [], total: 0 };
  // The lexemes of the slots' words and, unless suggesting, of the words as typed (for the typo check below).
  const looked = options.fullTextOnly ? wordsOfSlots(slots) : [...new Set([...wordsOfSlots(slots), ...words])];
  const [stems, ...vocabs] = await Promise.all([lexemes(db, looked), ...SOURCES.map((s) => vocabularyOf(db, s))]);
  const vocab = (i: number) => vocabs[i] as Vocabulary;
  const page = { limit, offset, take };

  const fullTextOf = (of: readonly Slot[], ofStems: Map<string, string | null>) =>
    run(
      db,
      SOURCES.map((source, i) => ({ source, strategy: planFullText(vocab(i), of, ofStems, take, filtered) })).filter((p) =>
        sources.includes(p.source),
      ),
      where,
      page,
      as,
    );
  // A word no vocabulary knows is most likely a typo ('sofaa'): the words corrected against the known lexemes are
  // searched beside the words as typed, on a second connection, rather than after them, so a typo waits for one
  // statement instead of two. Their results are used only when the words as typed find nothing (said in
  // X-Did-You-Mean). A real word too rare for ANALYZE to have kept costs one statement more (bench/README.md, "A
  // typo's two statements side by side"). Suggestions (fullTextOnly) never correct: a half-typed word is not a typo.
  const typed = fullTextOf(slots, stems);
  const fixedWords = options.fullTextOnly ? null : corrected(vocabs, words, stems, synonyms);
  const fixedSlots = fixedWords && slotsOf(fixedWords, synonyms);
  const [fullText, fixed] = await Promise.all([
    typed,
    fixedSlots && lexemes(db, wordsOfSlots(fixedSlots)).then((fixedStems) => fullTextOf(fixedSlots, fixedStems)),
  ]);
  if (fullText.total > 0 || options.fullTextOnly) return fullText;

  // Nothing matched as typed: the corrected words' results, if they found any…
  if (fixedWords && fixed && fixed.total > 0) {
    const titles = fixed.items.slice(0, 5).map((i) => i.title);
    return { ...fixed, didYouMean: await readable(db, words, fixedWords, titles) };
  }
  // …then trigram similarity of the text to titles, on tables small enough for it to be cheap.
  const text = words.join(' ');
  const small = SOURCES.filter((s, i) => sources.includes(s) && (vocab(i).lexemes.size === 0 || vocab(i).rows <= TYPO_TABLE_ROWS));
  if (text.replaceAll(' ', '').length < 3 || small.length === 0) return fullText;
  return run(
    db,
    small.map((source) => ({
      source,
      strategy: { kind: 'similar', text, minSimilarity: MIN_WORD_SIMILARITY, recentRows: TYPO_RECENT_ROWS },
    })),
    where,
    page,
    as,
  );
}

const searchWindows = sharedMemo<SearchPage & { dataAsOf?: number }>(WINDOW_ITEMS_KEPT, (page) => Math.max(1, page.items.length));

/**
 * A search's page; with `shareReads` (the response cache on) its pages 1 to WINDOW_PAGES are ranked once and shared
 * by their answers, as the catalogue's lists are (sharedPage in catalogue.cache.ts): a page 2 ranked every candidate
 * again to show its nine. The answer then says when its window was read (`dataAsOf`).
 */
export function searchShared(
  db: Db,
  query: SearchQuery & { limit: number },
  shareReads: boolean,
): Promise<SearchPage & { dataAsOf?: number }> {
  const key = JSON.stringify(Object.assign({}, query, { page: undefined }));
  return sharedPage(searchWindows, db, key, query, shareReads, (page) => search(db, { ...query, ...page }));
}

/**
 * The words whose matches a search's page shows: the words as typed, or the corrected ones when the page is theirs (a
 * typo: X-Did-You-Mean). Only a query with a word no vocabulary knows can be corrected, and for that one the search
 * itself decides, with the same filters (its titles only, the first five of which name the correction): typed words
 * that find nothing under those filters give way to corrected words that find something.
 */
async function answeredWords(
  db: Db,
  query: SearchFacetsQuery,
  typed: readonly string[],
): Promise<{ words: readonly string[]; synonyms: SynonymIndex }> {
  const [synonyms, stems, ...vocabs] = await Promise.all([synonymsOf(db), lexemes(db, typed), ...SOURCES.map((s) => vocabularyOf(db, s))]);
  if (!corrected(vocabs, typed, stems, synonyms)) return { words: typed, synonyms };
  // The search decides (it reads the same cached synonyms and vocabularies; only its statements are new).
  const page = await searchTitles(db, { ...query, page: 1, limit: 5, sort: 'relevance' });
  return { words: page.didYouMean ? wordsOf(page.didYouMean) : typed, synonyms };
}

/**
 * Matches per filter value of a search's words (the same words, synonyms and transliteration as the search, matched
 * in full text, not only the ranked best matches; the corrected words when the search's page is theirs), each facet
 * counted without its own filter and over at most FACET_SAMPLE_CAP rows, as the catalogue's facets are.
 */
export async function searchFacets(db: Db, query: SearchFacetsQuery): Promise<FacetCounts> {
  const empty: FacetCounts = { locality: {}, offer: {}, bhk: {}, furnishing: {}, condition: {}, capped: [] };
  const typed = wordsOf(query.query);
  if (typed.length === 0) return empty;
  const { words, synonyms } = await answeredWords(db, query, typed);
  const slots = slotsOf(words, synonyms);
  if (slots.length === 0) return empty;
  const filter: ItemFilter = Object.assign(listFilterOfSearch(query), {
    city: cityFrom(query.city),
    textQuery: slotsTsquery(slots),
    today: todayInIndia(),
  });
  return countFacets(db, SOURCES, filter, FACET_SAMPLE_CAP);
}
