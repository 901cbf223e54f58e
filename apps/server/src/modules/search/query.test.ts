import { queryWords } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { kindOf, slotsOf, slotsTsquery } from './query.js';
import { buildSynonymIndex } from './synonyms.cache.js';

const synonyms = buildSynonymIndex([
  ['fridge', 'refrigerator', 'freej', 'फ्रिज'],
  ['washing machine', 'washer', 'वॉशिंग मशीन'],
  ['pg', 'paying guest', 'hostel'],
  ['almirah', 'almari', 'अलमारी'],
]);
const tsquery = (q: string) => slotsTsquery(slotsOf(queryWords(q), synonyms));

describe('query understanding', () => {
  it('turns a word of a group into an OR of its Latin terms, whatever spelling was typed', () => {
    // What was typed comes first, then the rest of the group.
    expect(tsquery('fridge')).toBe('(fridge:* | refrigerator:* | freej:*)');
    expect(tsquery('Freej')).toBe('(freej:* | fridge:* | refrigerator:*)');
    expect(tsquery('फ्रिज')).toBe('(fridge:* | refrigerator:* | freej:* | phrij:* | frij:*)');
  });

  it('finds two-word terms as a pair, in either script, and writes them as phrases', () => {
    const washing = '(washing:* <-> machine:* | washer:*)';
    expect(tsquery('washing machine')).toBe(washing);
    expect(tsquery('वॉशिंग मशीन')).toBe(`(washing:* <-> machine:* | washer:* | voshing:* <-> masheen:* | voshing:* <-> mashin:*)`);
    expect(tsquery('paying guest gomti')).toBe('(paying:* <-> guest:* | pg:* | hostel:*) & gomti:*');
  });

  it('splits 2bhk, keeps a one-letter word exact, and transliterates Devanagari outside the groups', () => {
    expect(tsquery('2bhk')).toBe('2 & bhk:*');
    expect(tsquery('गोमती नगर')).toBe('(gomtee:* | gomti:*) & nagar:*');
    expect(tsquery('अलमारी')).toBe('(almirah:* | almari:* | almaree:*)');
  });

  it('names the kind of item a query is about, for ranking', () => {
    expect(kindOf(slotsOf(queryWords('freej'), synonyms))).toEqual({
      categories: ['appliance'],
      titleQuery: '(freej:*A | fridge:*A | refrigerator:*A)',
    });
    expect(kindOf(slotsOf(queryWords('2bhk gomti'), synonyms))?.categories).toEqual(['property']);
    expect(kindOf(slotsOf(queryWords('gomti nagar'), synonyms))).toBeNull();
  });
});
