import { type CatalogueItem, SEARCH_CANDIDATES_PER_SOURCE, type SearchQuery, todayInIndia } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { cityFrom, toCatalogueItem } from '../catalogue/catalogue.service.js';
import {
  type CandidateFilter,
  countCandidates,
  lexemesOf,
  readVocabulary,
  type SourceName,
  type SourcePlan,
  searchCandidates,
  type Vocabulary,
} from './search.repository.js';

/**
 * Search that stays cheap on a million rows. Each source gets a strategy whose work is bounded:
 * - when some word is rare (its GIN posting list is short), the index finds its rows and the whole
 *   query is checked on at most RARE_SCAN_CAP of them;
 * - when every word is broad ('lucknow', 'flat'), the index would hand back most of the table, so the
 *   newest RECENT_ROWS rows are checked instead, newest first, until enough candidates are found;
 * - when full-text finds nothing, misspelt words are corrected against the lexemes ANALYZE saw, and
 *   failing that, titles are compared by trigram word similarity (newest rows only).
 * At most SEARCH_CANDIDATES_PER_SOURCE candidates per source are ranked (ts_rank_cd, title first).
 */
/** A word this rare (estimated rows) is looked up through the GIN index: its posting list is short. */
const RARE_ROWS = 3_000;
/** Safety bound on the rows the GIN path reads, should the statistics be stale. */
const RARE_SCAN_CAP = 10_000;
/** Rows the newest-first path checks at most (about 1 µs each). */
const RECENT_ROWS = 4_000;
/** Trigram similarity costs several µs a row: only tables this small (or never analysed) get the title fallback. */
const TYPO_TABLE_ROWS = 20_000;
const TYPO_RECENT_ROWS = 5_000;
const MIN_WORD_SIMILARITY = 0.5;
const MIN_CORRECTION_SIMILARITY = 0.45;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const SOURCES: readonly SourceName[] = ['products', 'listings'];

export interface SearchPage {
  items: CatalogueItem[];
  total: number;
}

/**
 * The words of a query: letters (with their combining marks) and digits only, so nothing the visitor
 * types can reach to_tsquery's syntax (&, |, !, :, parentheses, quotes).
 */
export function wordsOf(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

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

/**
 * Estimated frequency (0..1) of a lexeme (as a prefix when `prefix`) from ANALYZE's statistics, and whether
 * ANALYZE kept it at all (words it did not keep are rarer than the least common one it kept).
 */
function estimate(vocabulary: Vocabulary, lexeme: string, prefix: boolean): { freq: number; known: boolean } {
  let freq = 0;
  if (prefix) {
    for (const [word, f] of vocabulary.lexemes) if (word.startsWith(lexeme)) freq += f;
  } else {
    freq = vocabulary.lexemes.get(lexeme) ?? 0;
  }
  if (freq === 0) return { freq: vocabulary.minFreq / 2, known: false };
  return { freq: Math.min(1, freq), known: true };
}

/**
 * GIN path when some word is rare (or nothing is known about the table); newest-first path when every word
 * is broad, or when the words together are frequent enough to fill the candidates from the newest rows.
 */
function planFullText(vocabulary: Vocabulary, words: readonly string[], stems: Map<string, string | null>): SourcePlan['strategy'] {
  const fullQuery = prefixTsquery(words);
  const rare = (indexWord: string) => ({
    kind: 'rare' as const,
    indexQuery: prefixTsquery([indexWord]),
    fullQuery,
    scanCap: RARE_SCAN_CAP,
  });
  let rarest: { word: string; rows: number; known: boolean } | null = null;
  let combined = 1;
  for (const word of words) {
    const lexeme = stems.get(word);
    if (!lexeme) continue; // stop word: to_tsquery drops it too
    const { freq, known } = estimate(vocabulary, lexeme, word.length >= 2);
    combined *= freq;
    const rows = freq * vocabulary.rows;
    if (!rarest || rows < rarest.rows) rarest = { word, rows, known };
  }
  if (!rarest) return rare(words[0] ?? '');
  const fillsFromRecent = combined * Math.min(RECENT_ROWS, vocabulary.rows) >= SEARCH_CANDIDATES_PER_SOURCE;
  if (!fillsFromRecent && (!rarest.known || rarest.rows <= RARE_ROWS)) return rare(rarest.word);
  return { kind: 'recent', fullQuery, recentRows: RECENT_ROWS };
}

/** Trigram similarity of two words (pg_trgm's definition: padded, lower-case trigrams). */
function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const padded = `  ${s} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const g of ga) if (gb.has(g)) common++;
  return common / (ga.size + gb.size - common);
}

/** Replaces each word the vocabulary does not know by the most similar lexeme it does ('sofaa' → sofa). */
function corrected(vocabularies: Vocabulary[], words: readonly string[], stems: Map<string, string | null>): string[] | null {
  let changed = false;
  const out = words.map((word) => {
    const lexeme = stems.get(word) ?? word;
    const known = vocabularies.some((v) => [...v.lexemes.keys()].some((k) => k.startsWith(lexeme)));
    if (known || word.length < 3) return word;
    let best: { word: string; score: number } | null = null;
    for (const v of vocabularies)
      for (const candidate of v.lexemes.keys()) {
        const score = Math.max(similarity(lexeme, candidate), similarity(word, candidate));
        if (score >= MIN_CORRECTION_SIMILARITY && (!best || score > best.score)) best = { word: candidate, score };
      }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? out : null;
}

async function run(db: Db, plans: SourcePlan[], where: CandidateFilter, limit: number, offset: number): Promise<SearchPage> {
  const options = { take: SEARCH_CANDIDATES_PER_SOURCE, where, limit, offset };
  const rows = await searchCandidates(db, plans, options);
  const total = rows[0]?.total ?? (offset > 0 ? await countCandidates(db, plans, options) : 0);
  return { items: rows.map((row) => toCatalogueItem(row, where.today)), total };
}

export async function search(db: Db, query: SearchQuery & { limit: number }): Promise<SearchPage> {
  const words = wordsOf(query.query);
  if (words.length === 0) return { items: [], total: 0 };
  const limit = query.limit;
  const offset = (query.page - 1) * limit;
  const where: CandidateFilter = { city: cityFrom(query.city), today: todayInIndia(), includeUnavailable: query.include_unavailable };
  const [stems, ...vocabs] = await Promise.all([lexemes(db, words), ...SOURCES.map((s) => vocabularyOf(db, s))]);
  const vocab = (i: number) => vocabs[i] as Vocabulary;

  const fullText = await run(
    db,
    SOURCES.map((source, i) => ({ source, strategy: planFullText(vocab(i), words, stems) })),
    where,
    limit,
    offset,
  );
  if (fullText.total > 0) return fullText;

  // Nothing matched: maybe a typo. First try the words corrected against the known lexemes…
  const fixedWords = corrected(vocabs, words, stems);
  if (fixedWords) {
    const fixedStems = await lexemes(db, fixedWords);
    const fixed = await run(
      db,
      SOURCES.map((source, i) => ({ source, strategy: planFullText(vocab(i), fixedWords, fixedStems) })),
      where,
      limit,
      offset,
    );
    if (fixed.total > 0) return fixed;
  }
  // …then trigram similarity of the text to titles, on tables small enough for it to be cheap.
  const text = words.join(' ');
  const small = SOURCES.filter((_, i) => vocab(i).lexemes.size === 0 || vocab(i).rows <= TYPO_TABLE_ROWS);
  if (text.replaceAll(' ', '').length < 3 || small.length === 0) return fullText;
  return run(
    db,
    small.map((source) => ({
      source,
      strategy: { kind: 'similar', text, minSimilarity: MIN_WORD_SIMILARITY, recentRows: TYPO_RECENT_ROWS },
    })),
    where,
    limit,
    offset,
  );
}
