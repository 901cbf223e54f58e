/**
 * The API under load, in its own process so autocannon does not share its event loop:
 * buildApp over the bench database plus GET /__bench/baseline, which only runs `SELECT 1` through the same pool,
 * GET /__bench/page-bytes (the baseline's `SELECT 1`, then a category page's stored bytes: the page's ceiling),
 * GET /__bench/page-read (the page's rows read and built, then its stored bytes) and
 * GET /__bench/counts, this process's response-cache counts (modules/catalogue/catalogue.cache.ts) and its batched
 * statements (db/batched.ts).
 * Prints `READY <port>` on stdout once listening on a free port (or on PORT, when run.ts --processes starts several).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProductsQuery, PRICE_MAX_HEADER, TOTAL_COUNT_HEADER } from '@kiraya/contract';
import { buildApp } from '@kiraya/server/src/app.js';
import { loadConfig } from '@kiraya/server/src/config.js';
import { batchedTotals } from '@kiraya/server/src/db/batched.js';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { responseCacheTotals } from '@kiraya/server/src/modules/catalogue/catalogue.cache.js';
import { listAll } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { PUBLIC_HTTP_CACHE } from '@kiraya/server/src/plugins/http-cache.js';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
async function storedPage(url: string): Promise<{ body: string; headers: Record<string, string> }> {
  const query = url.slice(url.indexOf('?') + 1);
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
// The same, with the page's rows read and built as /api/all-products does (its query schema and paging, then listAll,
// batched with the others of its turn) in place of `SELECT 1`: what serializing and tagging the built page add is the
// gap to category-page.
app
  .withTypeProvider<ZodTypeProvider>()
  .get('/__bench/page-read', { config: PUBLIC_HTTP_CACHE, schema: { querystring: allProductsQuery } }, async (request, reply) => {
    const page = await storedPage(request.url);
    await listAll(database.db, { ...request.query, ...(await request.page()) });
    return reply.headers(page.headers).type('application/json; charset=utf-8').send(page.body);
  });
// How the response caches answered so far (fresh, stale, misses…), and how many lookups the batched statements
// answered (db/batched.ts): run.ts reads it around each scenario.
app.get('/__bench/counts', async () => {
  let batchedStatements = 0;
  let batchedLookups = 0;
  for (const counted of batchedTotals().values()) {
    batchedStatements += counted.statements;
    batchedLookups += counted.lookups;
  }
  return { ...responseCacheTotals(), batchedStatements, batchedLookups };
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
