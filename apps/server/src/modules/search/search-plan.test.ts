import { queryWords } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { slotsOf } from './query.js';
import type { Vocabulary } from './search.repository.js';
import { planFullText } from './search.service.js';
import { buildSynonymIndex } from './synonyms.cache.js';

// Which path a source's candidates take, from ANALYZE's statistics of a million rows: 'sofa' is in a fifth of them,
// 'teak' in 3 %, and the least common lexeme ANALYZE kept is in 2 %.
const entries: [string, number][] = [
  ['sofa', 0.2],
  ['teak', 0.03],
];
const vocabulary: Vocabulary = {
  rows: 1_000_000,
  minFreq: 0.02,
  lexemes: new Map(entries),
  sorted: [...entries].sort(([a], [b]) => (a < b ? -1 : 1)),
};
const synonyms = buildSynonymIndex([]);

function pathOf(query: string, take: number): string {
  const slots = slotsOf(queryWords(query), synonyms);
  const stems = new Map(slots.flatMap((s) => s.alternatives.flat()).map((w) => [w, w] as const));
  return planFullText(vocabulary, slots, stems, take, false).kind;
}

describe('search plan', () => {
  it('reads the newest rows for a common word, for a results page (100 candidates) and for suggestions (10)', () => {
    expect(pathOf('sofa', 100)).toBe('recent');
    expect(pathOf('sofa', 10)).toBe('recent');
  });

  it('looks a middling word up in the window index when a results page wants 100 candidates of it', () => {
    expect(pathOf('teak', 100)).toBe('window');
  });

  it('never walks the newest rows for a word ANALYZE did not keep, however few candidates are wanted', () => {
    // Rarer than 2 %: estimated at 1 %, which would fill ten candidates from 2,000 rows if it were known.
    for (const take of [100, 10, 5]) expect({ take, path: pathOf('zzzq', take) }).toEqual({ take, path: 'window' });
    expect(pathOf('sofa zzzq', 10)).toBe('window');
  });
});
