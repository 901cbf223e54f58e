import {
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_LABELS_HI,
  type Category,
  isDevanagari,
  LOCALITIES,
  normaliseTerm,
  queryWords,
  SUGGESTIONS_MAX,
  type Suggestion,
} from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { kindOf, slotsOf } from './query.js';
import { searchTitles } from './search.service.js';
import { synonymsOf } from './synonyms.cache.js';

/**
 * Suggestions while typing (docs/search.md), in the script typed: completions of synonym terms ('fri' → fridge,
 * 'फ्रि' → फ्रिज), the category the words name or start, localities, then the titles the search itself ranks first
 * (its bounded plans, without typo fallbacks). Everything but the titles comes from memory: the cached synonym
 * groups and the contract's lists.
 */
const TERMS_MAX = 3;
const CATEGORIES_MAX = 2;
const LOCALITIES_MAX = 2;
const TITLES_MAX = 5;
/**
 * Each source's newest matches ranked for the five titles: ten, the best of twenty in all. Twenty a source read twice
 * the rows for the same five titles (bench/README.md, "Suggestions from ten candidates a source").
 */
const TITLE_CANDIDATES = 2 * TITLES_MAX;

const searchHref = (query: string) => `/search?query=${encodeURIComponent(query)}`;
/** The categories' and localities' names as typed text is compared with them, normalised once, in both scripts. */
const CATEGORY_NAMES = CATEGORIES.map((c: Category) => ({
  category: c,
  en: normaliseTerm(CATEGORY_LABELS[c]),
  hi: normaliseTerm(CATEGORY_LABELS_HI[c]),
}));
const LOCALITY_NAMES = LOCALITIES.map((l) => ({ locality: l, en: normaliseTerm(l.name), hi: normaliseTerm(l.nameHi) }));
/** Some word of `text` starts with `prefix` (both normalised). */
const wordStarts = (text: string, prefix: string) => text === prefix || ` ${text}`.includes(` ${prefix}`);

export async function suggest(db: Db, q: string): Promise<Suggestion[]> {
  const typed = normaliseTerm(q);
  if (!typed) return [];
  const hindi = isDevanagari(typed);
  const synonyms = await synonymsOf(db);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (s: Suggestion) => {
    const key = `${s.kind}:${s.text.toLowerCase()}`;
    if (!seen.has(key) && out.length < SUGGESTIONS_MAX) {
      seen.add(key);
      out.push(s);
    }
  };

  // Terms of the synonym groups that complete what was typed, in its script.
  const completions: string[] = [];
  for (const group of synonyms.groups) {
    if (completions.length >= TERMS_MAX) break;
    const term = group.find((t) => isDevanagari(t) === hindi && t.startsWith(typed));
    if (term) {
      add({ kind: 'title', text: term, href: searchHref(term) });
      completions.push(term);
    }
  }

  // Categories: one whose name starts a word of it, or the kind of item the words name (fridge → appliances).
  const words = queryWords(typed);
  const named = kindOf(slotsOf(words, synonyms))?.categories ?? [];
  const categories = CATEGORY_NAMES.filter(
    ({ category: c, en, hi }) => wordStarts(hindi ? hi : en, typed) || wordStarts(c, typed) || named.includes(c),
  )
    .map(({ category }) => category)
    .slice(0, CATEGORIES_MAX);
  for (const c of categories) add({ kind: 'category', text: hindi ? CATEGORY_LABELS_HI[c] : CATEGORY_LABELS[c], href: `/category/${c}` });

  // Localities whose name (in the typed script) has a word starting with the text: everything listed there.
  const localities = LOCALITY_NAMES.filter(({ en, hi }) => wordStarts(hindi ? hi : en, typed))
    .map(({ locality }) => locality)
    .slice(0, LOCALITIES_MAX);
  for (const l of localities) add({ kind: 'locality', text: hindi ? l.nameHi : l.name, href: `/explore-all?locality=${l.slug}` });

  // Titles the search ranks first (English: the catalogue is written in English), for the first completed term when
  // there is one ('fri' → fridge ranks refrigerators first, 'कूल' → कूलर finds the coolers).
  if (out.length < SUGGESTIONS_MAX) {
    const page = await searchTitles(
      db,
      {
        query: completions[0] ?? typed,
        page: 1,
        limit: TITLES_MAX,
        city: undefined,
        include_unavailable: false,
        sort: 'relevance',
        near: undefined,
      },
      // Five titles are shown: the best of each source's TITLE_CANDIDATES newest matches, not of 100.
      { fullTextOnly: true, candidates: TITLE_CANDIDATES },
    );
    for (const item of page.items)
      add({ kind: 'title', text: item.title, href: item.source === 'listings' ? `/listing/${item.id}` : `/product/${item.id}` });
  }
  return out;
}
