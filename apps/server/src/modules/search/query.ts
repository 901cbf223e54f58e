import { categoriesNamedBy, isDevanagari, latinSpellings } from '@kiraya/contract';
import type { SynonymIndex } from './synonyms.cache.js';

/**
 * Query understanding (docs/search.md): the words of a query become slots, each an OR of alternatives that all
 * must match (AND between slots). A word or an adjacent pair found in a synonym group becomes the group's Latin
 * terms; a Devanagari word adds its Latin spellings (and is looked up by them); Devanagari terms never reach the
 * English tsquery. Everything here is pure and bounded: at most 8 words, 12 terms a group.
 */
export interface Slot {
  /** What the visitor typed for this slot (one word or two). */
  typed: string;
  /** Each alternative is one or two Latin words (a phrase). */
  alternatives: string[][];
  /** The synonym group this slot came from, all its terms (Devanagari too), or null. */
  group: readonly string[] | null;
}

const latin = (term: string) => !isDevanagari(term);

function slotOf(typed: string, groupIndex: number | undefined, synonyms: SynonymIndex): Slot {
  const group = groupIndex === undefined ? null : (synonyms.groups[groupIndex] ?? null);
  const terms = new Set<string>();
  if (latin(typed)) terms.add(typed);
  for (const term of group ?? []) if (latin(term)) terms.add(term);
  // Devanagari typed: its Latin spellings are fuzzy alternatives ('frij'), found in text written that way.
  for (const word of typed.split(' ')) for (const spelling of latinSpellings(word)) if (!group) terms.add(spelling);
  if (group && isDevanagari(typed)) for (const spelling of latinSpellings(typed)) terms.add(spelling);
  return { typed, alternatives: [...terms].map((t) => t.split(' ')), group };
}

function lookup(word: string, synonyms: SynonymIndex): number | undefined {
  const direct = synonyms.byTerm.get(word);
  if (direct !== undefined) return direct;
  for (const spelling of latinSpellings(word)) {
    const hit = synonyms.byTerm.get(spelling);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

export function slotsOf(words: readonly string[], synonyms: SynonymIndex): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined) {
      const pair = `${word} ${next}`;
      const group = lookup(pair, synonyms);
      if (group !== undefined) {
        slots.push(slotOf(pair, group, synonyms));
        i++;
        continue;
      }
    }
    slots.push(slotOf(word, lookup(word, synonyms), synonyms));
  }
  return slots.filter((s) => s.alternatives.length > 0);
}

/**
 * `word:*` for words of two letters or more (prefix match: 'refri' → refrigerator), the word itself otherwise; with a
 * weight, only lexemes of that weight match (`word:*A`: a title word, migration 0000's `search`).
 */
const term = (w: string, weight: '' | 'A') => (w.length >= 2 ? `${w}:*${weight}` : weight ? `${w}:${weight}` : w);

/** One slot as tsquery text: `(fridge:* | refrigerator:* | washing:* <-> machine:*)`, or in titles only (weight A). */
export function slotTsquery(slot: Slot, weight: '' | 'A' = ''): string {
  const alternatives = slot.alternatives.map((words) => words.map((w) => term(w, weight)).join(' <-> '));
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' | ')})`;
}

/** The whole query: every slot must match. */
export function slotsTsquery(slots: readonly Slot[]): string {
  return slots.map((s) => slotTsquery(s)).join(' & ');
}

/**
 * The kind of item the query names, for ranking: the table categories named by some slot's terms (fridge →
 * appliance), and that slot's tsquery in titles only (weight A), which must match for the bonus. Null when no slot
 * names a kind.
 */
export function kindOf(slots: readonly Slot[]): { categories: string[]; titleQuery: string } | null {
  for (const slot of slots) {
    const categories = new Set<string>();
    for (const alt of slot.alternatives) for (const c of categoriesNamedBy(alt.join(' '))) categories.add(c);
    if (categories.size > 0) return { categories: [...categories], titleQuery: slotTsquery(slot, 'A') };
  }
  return null;
}
