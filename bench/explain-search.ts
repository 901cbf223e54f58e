/**
 * `npx tsx bench/explain-search.ts [rows] '/api/search?query=…&locality=…'`: the plans (EXPLAIN ANALYZE, BUFFERS) of the
 * statements one search URL runs against the bench database, as a server that has been up a while runs them (each
 * statement has its generic plan first). For the slow URLs `probe-search.ts --urls` finds. Uses auto_explain.
 */
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { explainer } from './auto-explain.js';
import { searchOfUrl } from './bench-database.js';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('/'));
const rows = args.find((a) => !a.startsWith('/')) ?? '100000';
if (!url) throw new Error("usage: npx tsx bench/explain-search.ts [rows] '/api/search?query=sofa&city=Lucknow'");
const { database, explain } = await explainer(rows);
const query = searchOfUrl(url);
// Six runs: PostgreSQL switches a prepared statement to its generic plan after five.
for (let i = 0; i < 6; i++) await search(database.db, query);
const started = performance.now();
const page = await explain(() => search(database.db, query));
console.log(`${page.items.length} items of ${page.total} in ${(performance.now() - started).toFixed(1)} ms`);
await database.close();
