import { queryWords } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { slotsOf } from './query.js';
import { type Vocabulary, WINDOW_TO_END } from './search.repository.js';
import { planFullText } from './search.service.js';
import { buildSynonymIndex } from './synonyms.cache.js';

// Which path a source's candidates take, from ANALYZE's statistics of a million rows: 'sofa' is in a fifth of them,
// 'double' in 15 %, 'bed' in 9 %, 'teak' in 3 %, and the least common lexeme ANALYZE kept is in 2 %.
const entries: [string, number][] = [
  ['sofa', 0.2],
  ['double', 0.15],
  ['bed', 0.09],
  ['teak', 0.03],
];
const vocabulary: Vocabulary = {
  rows: 1_000_000,
  minFreq: 0.02,
  lexemes: new Map(entries),
  sorted: [...entries].sort(([a], [b]) => (a < b ? -1 : 1)),
};
const synonyms = buildSynonymIndex([]);

function planOf(query: string, take: number, of: Vocabulary = vocabulary) {
  const slots = slotsOf(queryWords(query), synonyms);
  const stems = new Map(slots.flatMap((s) => s.alternatives.flat()).map((w) => [w, w] as const));
  return planFullText(of, slots, stems, take, false);
}
const pathOf = (query: string, take: number): string => planOf(query, take).kind;

describe('search plan', () => {
  it('reads the newest rows for a common word, for a results page (100 candidates) and for suggestions (10)', () => {
    expect(pathOf('sofa', 100)).toBe('recent');
    expect(pathOf('sofa', 10)).toBe('recent');
  });

  it('looks a middling word up in the window index when a results page wants 100 candidates of it', () => {
    expect(pathOf('teak', 100)).toBe('window');
    // 'bed' (9 %) would fill 100 candidates from ~1,100 newest rows: its matches in the window index cost less.
    expect(pathOf('bed', 100)).toBe('window');
    expect(pathOf('bed', 10)).toBe('recent');
    // Suggestions want ten: 'teak' (3 %) would fill them from ~330 newest rows (~250 µs); its ~46 matches in two small
    // buckets and their lookups cost about half that.
    expect(planOf('teak', 10)).toMatchObject({ kind: 'window', buckets: 'small', windows: [2, 4, 250], indexQuery: 'teak:*' });
  });

  it('reads a word in buckets of 8,192 ids unless two of them would hold far more matches than wanted', () => {
    // 150 matches of 'teak' (3 %) fit in about 1.5 buckets of 8,192: the first window's two.
    expect(planOf('teak', 100)).toMatchObject({ kind: 'window', buckets: 'large', windows: [2, 2, 60], indexQuery: 'teak:*' });
    // A word rarer than any ANALYZE kept: few matches anywhere. Its frequency is a guess, so its second window is eight
    // times its first (a bucket costs a lookup, an older match read through the GIN index more), and its last window
    // reaches the oldest row.
    expect(planOf('zzzq', 100)).toMatchObject({ kind: 'window', buckets: 'large', windows: [2, 16, 1 << 20] });
    // Beside a rare word only the rare word is looked up: 'teak' (3 %) is checked on the few rows 'zzzq' finds.
    expect(planOf('zzzq teak', 100)).toMatchObject({ kind: 'window', indexQuery: 'zzzq:*', windows: [2, 16, 1 << 20] });
    // 'bed' (9 %) has 1,100 matches in 1.5 buckets of 8,192: buckets of 1,024, two for 150 matches and the partly filled
    // newest one; 'double' is then looked up too, and the rows found are the matches of both.
    expect(planOf('double bed', 100)).toMatchObject({
      kind: 'window',
      buckets: 'small',
      windows: [3, 6, 247],
      indexQuery: 'double:* & bed:*',
    });
    // In buckets of 8,192 a broad word is not looked up: 'sofa' (20 %) is checked on the rows 'teak' finds.
    expect(planOf('teak sofa', 100)).toMatchObject({ buckets: 'large', indexQuery: 'teak:*' });
    // Suggestions want ten: 'teak' has about 370 matches in 1.5 buckets of 8,192, and two of 1,024 hold them.
    expect(planOf('teak bed', 10)).toMatchObject({ buckets: 'small', windows: [2, 4, 250], indexQuery: 'teak:* & bed:*' });
  });

  it('never walks the newest rows for a word ANALYZE did not keep, however few candidates are wanted', () => {
    // Rarer than 2 %: estimated at 1 %, which would fill ten candidates from 2,000 rows if it were known.
    for (const take of [100, 10, 5]) expect({ take, path: pathOf('zzzq', take) }).toEqual({ take, path: 'window' });
    expect(pathOf('sofa zzzq', 10)).toBe('window');
  });

  it('on a small table, reads the newest rows where they hold the candidates for less than all of the matches', () => {
    // 10,000 rows, as a new marketplace has: every word here has fewer matches than RARE_ROWS, and a window is the
    // whole table. 'gomti' is in 21 % of the rows and 'nagar' in 32 %.
    const small: Vocabulary = {
      rows: 10_000,
      minFreq: 0.006,
      lexemes: new Map([
        ['gomti', 0.21],
        ['nagar', 0.32],
        ['teak', 0.03],
      ]),
      sorted: [
        ['gomti', 0.21],
        ['nagar', 0.32],
        ['teak', 0.03],
      ],
    };
    const plan = (query: string) => planOf(query, 100, small);
    // ~1,500 newest rows (by the product of the two) against all 2,100 matches of 'gomti', each dearer to read.
    expect(plan('gomti nagar').kind).toBe('recent');
    expect(plan('gomti').kind).toBe('recent');
    // 'teak': ~3,300 newest rows against its 300 matches.
    expect(plan('teak')).toMatchObject({ kind: 'window', windows: [WINDOW_TO_END, 0, 0] });
    // An unknown word is never looked for in the newest rows.
    expect(plan('gomti zzzq')).toMatchObject({ kind: 'window', windows: [WINDOW_TO_END, 0, 0] });
  });
});
