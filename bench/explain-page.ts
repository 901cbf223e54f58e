/**
 * `npx tsx bench/explain-page.ts [rows] [category] [sort] [page]`: the plan (EXPLAIN ANALYZE, BUFFERS) of one category
 * page's statement (`/api/all-products?category=…&sort=…&page=…&city=Lucknow`, the bench's category-page scenario)
 * against the bench database, as a server that has been up a while runs it (its generic plan, after eight calls).
 * Uses auto_explain, like explain-search.ts. Defaults: 1000000 property price_desc 5.
 */
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { listAll } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { benchDatabaseUrl } from './bench-database.js';

const [rows = '1000000', category = 'property', sort = 'price_desc', page = '5'] = process.argv.slice(2);
const database = await openDatabase({ url: benchDatabaseUrl(rows), poolMax: 1 });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
let explaining = false;
pool.on('connect', (client) => client.on('notice', (n) => explaining && console.log(n.message)));
const query = { category, sort, page: Number(page), limit: 9, city: 'Lucknow' } as never;
for (let i = 0; i < 8; i++) await listAll(database.db, query);
for (const s of [
  `LOAD 'auto_explain'`,
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_level = notice',
  'SET client_min_messages = notice',
])
  await database.db.execute(sql.raw(s));
explaining = true;
await listAll(database.db, query);
explaining = false;
await database.close();
