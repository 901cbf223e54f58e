/**
 * `npx tsx bench/explain-search.ts [rows] '/api/search?query=…&locality=…'`: the plans (EXPLAIN ANALYZE, BUFFERS) of the
 * statements one search URL runs against the bench database, as a server that has been up a while runs them (each
 * statement has its generic plan first). For the slow URLs `probe-search.ts --urls` finds. Uses auto_explain.
 */
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { benchDatabaseUrl, searchOfUrl } from './bench-database.js';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('/'));
const rows = args.find((a) => !a.startsWith('/')) ?? '100000';
if (!url) throw new Error("usage: npx tsx bench/explain-search.ts [rows] '/api/search?query=sofa&city=Lucknow'");
const database = await openDatabase({ url: benchDatabaseUrl(rows), poolMax: 1 });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
let explaining = false;
pool.on('connect', (client) =>
  client.on('notice', (notice) => {
    if (explaining) console.log(notice.message);
  }),
);
const query = searchOfUrl(url);
// Six runs: PostgreSQL switches a prepared statement to its generic plan after five.
for (let i = 0; i < 6; i++) await search(database.db, query);
for (const setting of [
  `LOAD 'auto_explain'`,
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_level = notice',
  'SET client_min_messages = notice',
])
  await database.db.execute(sql.raw(setting));
explaining = true;
const started = performance.now();
const page = await search(database.db, query);
explaining = false;
console.log(`${page.items.length} items of ${page.total} in ${(performance.now() - started).toFixed(1)} ms`);
await database.close();
