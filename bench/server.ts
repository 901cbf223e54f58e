/**
 * The API under load, in its own process so autocannon does not share its event loop:
 * buildApp over the bench database plus GET /__bench/baseline, which only runs `SELECT 1` through the same pool,
 * GET /__bench/page-bytes (the baseline's `SELECT 1`, then a category page's stored bytes: the page's ceiling),
 * GET /__bench/page-read (the page's cards read as the route reads them, then its stored bytes),
 * GET /__bench/page-stored (the page's finished cards stored beforehand as one value, read back by key and joined) and
 * GET /__bench/counts, this process's response-cache counts (modules/catalogue/catalogue.cache.ts), its batched
 * statements (db/batched.ts), its time in garbage collection and its CPU time since start, and its resident memory now.
 * Prints `READY <port>` on stdout once listening on a free port (or on PORT, when run.ts --processes starts several).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { allProductsQuery, catalogueItem, PRICE_MAX_HEADER, TOTAL_COUNT_CAP, TOTAL_COUNT_HEADER } from '@kiraya/contract';
import { buildApp } from '@kiraya/server/src/app.js';
import { loadConfig } from '@kiraya/server/src/config.js';
import { batchedLookup, batchedTotals } from '@kiraya/server/src/db/batched.js';
import { cardColumnNames, type ItemRow } from '@kiraya/server/src/db/catalogue-sql.js';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { executeNamedFor } from '@kiraya/server/src/db/named.js';
import { paiseToRupees } from '@kiraya/server/src/lib/money.js';
import { jsonRowValues, rowsOf, textArray } from '@kiraya/server/src/lib/sql-rows.js';
import { responseCacheTotals } from '@kiraya/server/src/modules/catalogue/catalogue.cache.js';
import { type CardJson, findPage } from '@kiraya/server/src/modules/catalogue/catalogue.repository.js';
import { itemFilterOf, listAll, listAnswer, toCatalogueItem } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { PUBLIC_HTTP_CACHE, prepareAnswer, sendPrepared } from '@kiraya/server/src/plugins/http-cache.js';
import { pageHeaders } from '@kiraya/server/src/plugins/paging.js';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');

// The rest of the environment passes through, so CATALOGUE_CACHE=off (set by `run.ts --cache=off`) reaches config.ts,
// and so does DB_POOL_MAX. BENCH_POOL_MAX (set by run.ts) wins over it; without either, config.ts's default applies.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url,
  ...(process.env.BENCH_POOL_MAX ? { DB_POOL_MAX: process.env.BENCH_POOL_MAX } : {}),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'kiraya-bench-')),
  TOKEN_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
});
const database = await openDatabase({ url, poolMax: config.dbPoolMax });
const app = await buildApp({ config, database, logger: false });
app.get('/__bench/baseline', async () => {
  await database.db.execute(sql`SELECT 1`);
  return { ok: true };
});
// The category page's own bytes without reading or building them: `SELECT 1` through the same pool, as the baseline,
// then the answer that /api/all-products gave for the same query string (asked once, on its first request here), with
// its headers, through the same ETag and compression hooks. What a category page would cost if its rows, their
// building and serializing cost nothing: the ceiling of the category page's ratio (bench/README.md, "The category
// page's ceiling").
const pageBytes = new Map<string, { body: string; headers: Record<string, string> }>();
/** A bench URL's query string: what names a category page in the stored answers and stored pages below. */
const queryStringOf = (url: string) => url.slice(url.indexOf('?') + 1);
async function storedPage(url: string): Promise<{ body: string; headers: Record<string, string> }> {
  const query = queryStringOf(url);
  let page = pageBytes.get(query);
  if (!page) {
    const answer = await app.inject({ method: 'GET', url: `/api/all-products?${query}` });
    if (answer.statusCode !== 200) throw new Error(`/api/all-products?${query} answered ${answer.statusCode}`);
    const headers: Record<string, string> = {};
    for (const name of [TOTAL_COUNT_HEADER, PRICE_MAX_HEADER]) {
      const value = answer.headers[name];
      if (value !== undefined) headers[name] = String(value);
    }
    page = { body: answer.body, headers };
    pageBytes.set(query, page);
  }
  return page;
}
app.get('/__bench/page-bytes', { config: PUBLIC_HTTP_CACHE }, async (request, reply) => {
  const page = await storedPage(request.url);
  await database.db.execute(sql`SELECT 1`);
  return reply.headers(page.headers).type('application/json; charset=utf-8').send(page.body);
});
// The same, with the page's cards read as /api/all-products does (its query schema and paging, then listAll, batched
// with the others of its turn) in place of `SELECT 1`: what making and tagging the answer add is the gap to
// category-page.
app
  .withTypeProvider<ZodTypeProvider>()
  .get('/__bench/page-read', { config: PUBLIC_HTTP_CACHE, schema: { querystring: allProductsQuery } }, async (request, reply) => {
    const page = await storedPage(request.url);
    await listAll(database.db, { ...request.query, ...(await request.page()) });
    return reply.headers(page.headers).type('application/json; charset=utf-8').send(page.body);
  });
// The same page answered as /api/all-products does, but read as cheaply as any design could read it: the page's
// finished cards (decision 0012; asked once per query string and process through the repository's findPage, as
// PostgreSQL sends them) stored beforehand as one JSON value, in an unlogged table keyed by the query string, and read
// back by primary key, batched with the others of its turn by a named statement (db/batched.ts, db/named.ts), as the
// route's pages are. Then, as the route does: the driver's JSON, the cards joined into the answer, the ETag and
// compression hooks. What the category page would cost if PostgreSQL handed a page over like a stored value: the
// ceiling of any database design for it (bench/README.md, "A page read as a stored value").
const STORED_PAGES = '__bench_stored_cards';
try {
  await database.db.execute(
    sql.raw(`CREATE UNLOGGED TABLE IF NOT EXISTS ${STORED_PAGES} (k text PRIMARY KEY, cards json NOT NULL, total int, max_price float8)`),
  );
} catch (error) {
  // Processes started together (`run.ts --processes`) can race on CREATE TABLE IF NOT EXISTS: the loser finds it made.
  const made = await database.db.execute(sql`SELECT to_regclass(${STORED_PAGES}) IS NOT NULL AS made`);
  if (rowsOf<{ made: boolean }>(made)[0]?.made !== true) throw error;
}
interface StoredPage {
  cards: CardJson[];
  total: number | null;
  max_price: number | null;
}
const storedPages = batchedLookup<string, StoredPage>('bench_stored_page', async (db, keys) => {
  const result = await executeNamedFor(
    db,
    'bench stored pages',
    () => sql`SELECT k, cards, total, max_price FROM ${sql.raw(STORED_PAGES)} WHERE k = ANY(${sql.placeholder('keys')}::text[])`,
    { keys: textArray(keys) },
  );
  return new Map(rowsOf<StoredPage & { k: string }>(result).map((row) => [row.k, row]));
});
const storedQueries = new Set<string>();
/** The options of a bench route that answers a category page as /api/all-products does: its query, its 200, its caching. */
const categoryPageRoute = {
  config: PUBLIC_HTTP_CACHE,
  schema: { querystring: allProductsQuery, response: { 200: z.array(catalogueItem) } },
};
app.withTypeProvider<ZodTypeProvider>().get('/__bench/page-stored', categoryPageRoute, async (request, reply) => {
  const query = { ...request.query, ...(await request.page()) };
  const key = queryStringOf(request.url);
  // Every request, as the route's own listAll does: the page's day for its cards comes from it.
  const filter = itemFilterOf(query);
  if (!storedQueries.has(key)) {
    const page = await findPage(
      database.db,
      ['products', 'listings'],
      filter,
      { sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit },
      { countCap: TOTAL_COUNT_CAP, maxPrice: true },
    );
    const cards = page.json ?? page.rows.map((row) => JSON.stringify(toCatalogueItem(row, filter.today)));
    await database.db.execute(
      sql`INSERT INTO ${sql.raw(STORED_PAGES)} VALUES (${key}, ${JSON.stringify(cards)}::json, ${page.total}, ${page.maxPricePaise}) ON CONFLICT (k) DO UPDATE SET cards = excluded.cards, total = excluded.total, max_price = excluded.max_price`,
    );
    storedQueries.add(key);
  }
  const stored = await storedPages(database.db, key);
  if (!stored) throw new Error(`no stored page for ${key}`);
  const headers = pageHeaders(stored.total ?? 0);
  headers[PRICE_MAX_HEADER] = String(stored.max_price === null ? 0 : paiseToRupees(stored.max_price));
  return sendPrepared(reply, prepareAnswer(reply, listAnswer(stored.cards), headers));
});
/** This process's CPU time since start, every thread (the collector's helpers too), µs. */
const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
// Time spent in garbage collection since start (the young generation's size shows here: bench/README.md, "The young generation").
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
// How the response caches answered so far (fresh, stale, misses…), and how many lookups the batched statements
// answered (db/batched.ts): run.ts reads it around each scenario.
app.get('/__bench/counts', async () => {
  let batchedStatements = 0;
  let batchedLookups = 0;
  for (const counted of batchedTotals().values()) {
    batchedStatements += counted.statements;
    batchedLookups += counted.lookups;
  }
  return { ...responseCacheTotals(), batchedStatements, batchedLookups, gcMs, rssBytes: process.memoryUsage.rss(), cpuUs: cpuUs() };
});
// Under the cluster runner (`run.ts --processes N`, which names each process), on the port it chose; else a free one.
await app.listen({ port: process.env.INSTANCE_NAME ? Number(process.env.PORT) : 0, host: '127.0.0.1' });
process.stdout.write(`CACHE ${config.catalogueCache ? 'on' : 'off'}\n`);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`READY ${port}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
