/**
 * `npx tsx bench/probe-search.ts [rows]`: times every bench search term once, sequentially, against the
 * bench database, to find the slow ones (the load test only shows percentiles).
 */
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { SEARCH_TERMS } from './scenarios.js';

const rows = process.argv[2] ?? '100000';
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
base.pathname = `/kiraya_bench_${rows}`;
const database = await openDatabase({ url: base.toString(), poolMax: 2 });
const timings: { term: string; ms: number; results: number; total: number }[] = [];
for (const pass of [1, 2]) {
  for (const term of SEARCH_TERMS) {
    const started = performance.now();
    const page = await search(database.db, {
      query: term,
      city: 'Lucknow',
      page: 1,
      limit: 9,
      include_unavailable: false,
      sort: 'relevance',
      near: undefined,
    });
    if (pass === 2)
      timings.push({ term, ms: Math.round((performance.now() - started) * 10) / 10, results: page.items.length, total: page.total });
  }
}
timings.sort((a, b) => b.ms - a.ms);
console.table(timings);
await database.close();
