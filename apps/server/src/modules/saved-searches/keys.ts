import { type Category, isDevanagari, queryWords, type SavedSearchParams } from '@kiraya/contract';
import { slotsOf } from '../search/query.js';
import type { SynonymIndex } from '../search/synonyms.cache.js';

/**
 * The keys that index saved searches for matching (docs/saved-searches.md). A saved search stores the keys of ONE
 * condition every item it matches must meet (its anchor); an item lists every key it has. A search is a candidate for
 * an item when the two lists share a key (`match_keys && item keys`, one GIN lookup), so the job reads the searches
 * that can match, not all of them; each candidate is then confirmed with the search's own predicate.
 *
 * - `w:<first 4 letters of a lexeme>`: the query's most selective slot, each of its alternatives (synonyms and
 *   Devanagari spellings included, as the search expands them). The search matches a word as a prefix of the item's
 *   lexemes (`fridg:*`), so an item lists the first 1–4 letters of each of its lexemes: a lexeme that starts with the
 *   term's stem starts with the stem's first four letters.
 * - `t:<three letters>`: a list page's title words (a substring of the title): one trigram of them; an item lists
 *   every trigram of its title.
 * - `l:<slug>`: no words, but localities: each of them; an item lists its own.
 * - `c:<category|*>:<rent|buy|*>`: nothing else selective; an item lists its category and sides, and the wildcards.
 */
export const WORD_KEY_CHARS = 4;

/** The stem the English configuration makes of each Latin word (null for a stop word). */
export type Stems = ReadonlyMap<string, string | null>;

export interface ItemFacts {
  category: Category;
  /** The sides it is offered on. */
  sides: readonly ('rent' | 'buy')[];
  locality: string;
  title: string;
  lexemes: readonly string[];
}

const trigrams = (text: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i + 3 <= text.length; i++) out.push(text.slice(i, i + 3));
  return out;
};

export function itemKeys(item: ItemFacts): string[] {
  const keys = new Set<string>();
  for (const lexeme of item.lexemes) for (let k = 1; k <= Math.min(WORD_KEY_CHARS, lexeme.length); k++) keys.add(`w:${lexeme.slice(0, k)}`);
  for (const gram of trigrams(item.title.toLowerCase())) keys.add(`t:${gram}`);
  keys.add(`l:${item.locality}`);
  for (const c of [item.category, '*']) for (const side of ['*', ...item.sides]) keys.add(`c:${c}:${side}`);
  return [...keys];
}

/** Every Latin word a search's slots would look up, for their stems. */
export function wordsToStem(params: SavedSearchParams, synonyms: SynonymIndex): string[] {
  if (params.page !== 'search') return [];
  const slots = slotsOf(queryWords(params.query ?? ''), synonyms);
  return [...new Set(slots.flatMap((s) => s.alternatives.flat()))].filter((w) => !isDevanagari(w));
}

/**
 * A saved search's anchor keys. `null` means the search can never match (its words leave the search nothing to look
 * for, as the search itself then answers nothing).
 */
export function searchKeys(
  params: SavedSearchParams,
  synonyms: SynonymIndex,
  stems: Stems,
  category: Category | undefined,
): string[] | null {
  const words = params.page === 'search' ? queryWords(params.query ?? '') : [];
  if (words.length > 0) {
    const slots = slotsOf(words, synonyms);
    if (slots.length === 0) return null;
    let best: { keys: Set<string>; shortest: number } | null = null;
    for (const slot of slots) {
      const keys = new Set<string>();
      let usable = true;
      for (const alternative of slot.alternatives) {
        // The first word the configuration keeps: a phrase matches only where that word does.
        const stem = alternative.map((w) => stems.get(w)).find((s) => s);
        if (!stem) {
          usable = false; // all stop words: to_tsquery drops them, this slot requires nothing
          break;
        }
        keys.add(`w:${stem.slice(0, WORD_KEY_CHARS)}`);
      }
      if (!usable || keys.size === 0) continue;
      const shortest = Math.min(...[...keys].map((k) => k.length));
      if (!best || shortest > best.shortest || (shortest === best.shortest && keys.size < best.keys.size)) best = { keys, shortest };
    }
    if (best) return [...best.keys];
  }
  const title = params.page === 'list' ? (params.query ?? '').trim().toLowerCase() : '';
  if (title.length >= 3) {
    const grams = trigrams(title);
    return [`t:${grams.find((g) => !g.includes(' ')) ?? grams[0]}`];
  }
  if (params.locality?.length) return params.locality.map((slug) => `l:${slug}`);
  return [`c:${category ?? '*'}:${params.offer ?? '*'}`];
}
