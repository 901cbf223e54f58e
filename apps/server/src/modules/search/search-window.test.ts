import { todayInIndia } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { type SourcePlan, searchCandidates, WINDOW_INDEXES, type WindowBuckets } from './search.repository.js';

// The window indexes (migrations 0020 and 0025) look a word up in the newest buckets of 8,192 or 1,024 ids only. Tables
// in tests are far too small for the planner in search.service.ts to choose them, so their SQL is checked here
// directly: for each index, products with ids in its buckets 0, 1 and 3.

const INDEXES: { buckets: WindowBuckets; ids: [number, number, number, number] }[] = [
  { buckets: 'large', ids: [1_000, 9_000, 30_000, 30_001] },
  { buckets: 'small', ids: [1_000, 1_500, 3_500, 3_501] },
];

describe.each(INDEXES)('search window index of $buckets buckets', ({ buckets, ids }) => {
  const bucketShift = WINDOW_INDEXES[buckets].shift;
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createOwner(t.db);
    const p = (o: Parameters<typeof createProduct>[1]) => createProduct(t.db, { ownerId: owner.id, category: 'appliance', ...o });
    await p({ id: ids[0], title: 'Teak almirah', createdAt: minutesAgo(30) });
    await p({ id: ids[1], title: 'Teak bed', createdAt: minutesAgo(20) });
    await p({ id: ids[2], title: 'Teak chair', createdAt: minutesAgo(10) });
    await p({ id: ids[3], title: 'Steel almirah', createdAt: minutesAgo(5) });
  });
  afterAll(() => t.close());

  const where = () => ({ city: 'Lucknow', today: todayInIndia(), includeUnavailable: false });

  async function titles(strategy: SourcePlan['strategy'], take = 100): Promise<string[]> {
    const { rows } = await searchCandidates(t.db, [{ source: 'products', strategy }], { take, where: where(), limit: 24, offset: 0 });
    return rows.map((r) => r.title);
  }

  const window = (newest: number, older: number, oldest = 0): SourcePlan['strategy'] => ({
    kind: 'window',
    indexQuery: 'teak:*',
    fullQuery: 'teak:*',
    buckets,
    windows: [newest, older, oldest],
    scanCap: 10_000,
    kindOf: null,
  });
  /** The index's query function applied to `query` (a tsquery), with the table's highest id in bucket `topBucket`. */
  const written = async (query: SQL, topBucket: number, newer: number, older: number) => {
    const fn = sql.raw(WINDOW_INDEXES[buckets].query);
    const result = await t.db.execute(
      sql`SELECT ${fn}(${query}, ${topBucket * 2 ** bucketShift + 5}, ${newer}::int, ${older}::int)::text AS q`,
    );
    return (result as unknown as { rows: { q: string | null }[] }).rows[0]?.q;
  };

  it('writes the query once a bucket, lexemes prefixed with it and phrases as AND', async () => {
    expect(await written(sql`to_tsquery('english', '(washing:* <-> machine:* | washer:*) & teak:*')`, 3, 0, 1)).toBe(
      "( '2_wash':* & '2_machin':* | '2_washer':* ) & '2_teak':* | ( '3_wash':* & '3_machin':* | '3_washer':* ) & '3_teak':*",
    );
  });

  it('keeps quotes inside a lexeme, and gives no query for an empty range of buckets', async () => {
    expect(await written(sql`$$'o''neil':* & sofa$$::tsquery`, 2, 0, 0)).toBe("'2_o''neil':* & '2_sofa'");
    expect(await written(sql`$$sofa$$::tsquery`, 2, 1, 2)).toBe("'0_sofa' | '1_sofa'");
    // newer beyond older: no bucket to read.
    expect(await written(sql`$$sofa$$::tsquery`, 2, 3, 1)).toBeNull();
  });

  it('finds matches in the newest buckets only, older windows only while the newer ones hold too few', async () => {
    // Bucket 3 (the newest) holds one teak item.
    expect(await titles(window(1, 0))).toEqual(['Teak chair']);
    // Then buckets 1..2 are read, bucket 0 is not.
    expect(await titles(window(1, 2))).toEqual(['Teak chair', 'Teak bed']);
    // With enough candidates from the newest window, the older one is not read.
    expect(await titles(window(1, 2), 1)).toEqual(['Teak chair']);
    // The third window, after the second: bucket 0.
    expect(await titles(window(1, 2, 1))).toEqual(['Teak chair', 'Teak bed', 'Teak almirah']);
  });

  it('reaches the oldest bucket when a window is larger than the table, and matches nothing for stop words only', async () => {
    expect(await titles(window(1, 1 << 20))).toEqual(['Teak chair', 'Teak bed', 'Teak almirah']);
    expect(await titles(window(1 << 20, 0))).toEqual(['Teak chair', 'Teak bed', 'Teak almirah']);
    const stopWords = { ...window(1 << 20, 0), indexQuery: 'the', fullQuery: 'the' } as SourcePlan['strategy'];
    expect(await titles(stopWords)).toEqual([]);
  });
});
