/**
 * Saved-search matching cost at 100k saved searches (issue 15): a fresh PostgreSQL database with 100,000 saved searches
 * of 5,000 buyers, made the way the API makes them (the same keys), in a realistic mix — the search box's words (60
 * terms, Hindi and Hinglish among them) with or without localities, prices and a side; category pages with localities;
 * category pages with title words; bare categories with a price. Then each of 60 items (refrigerators, coolers, flats,
 * sarees…, across localities and prices) is approved and matched as the job does (find the candidates, confirm them,
 * record the hits and notify), inside a transaction rolled back afterwards so every run starts equal. Prints, per run,
 * the median and p95 time per item and the saved-search rows the key lookup returned (vs 100,000), and the matches.
 *
 *   npm run bench:alerts -- [--searches=100000] [--items=60] [--runs=3]
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { LOCALITY_SLUGS, type SavedSearchParams } from '@kiraya/contract';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { savedSearches } from '@kiraya/server/src/db/schema/index.js';
import { rowsOf } from '@kiraya/server/src/lib/sql-rows.js';
import { runItemAlerts } from '@kiraya/server/src/modules/saved-searches/matching.js';
import { canonicalParams, indexColumnsOf } from '@kiraya/server/src/modules/saved-searches/saved-searches.service.js';
import { createProduct } from '@kiraya/server/src/test/factories.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SEARCH_TERMS } from './scenarios.js';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SEARCHES = arg('searches', 100_000);
const ITEMS = arg('items', 60);
const RUNS = arg('runs', 3);
const BUYERS = 5_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = 'kiraya_alerts_bench';
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

/** A seeded generator, so every run of the bench builds the same data. */
let seed = 20261125;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const some = <T>(list: readonly T[], max: number): T[] => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list))),
];
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const PRICES = [1_000, 2_000, 5_000, 10_000, 15_000, 25_000, 50_000, 1_00_000];
const TITLE_WORDS = ['godrej', 'samsung', 'wooden', 'steel', 'silk', 'cotton', 'sofa', 'cooler', 'bed', 'table', 'kurta', 'flat'];

function savedSearchParams(): SavedSearchParams {
  const r = random();
  if (r < 0.6) {
    const p: SavedSearchParams = { page: 'search', query: pick(SEARCH_TERMS) };
    if (random() < 0.3) p.locality = some(LOCALITY_SLUGS, 3);
    if (random() < 0.4) p.maxPrice = pick(PRICES);
    if (random() < 0.2) p.offer = random() < 0.5 ? 'rent' : 'buy';
    return p;
  }
  const category = pick(['property', 'appliance', 'clothing'] as const);
  if (r < 0.85) return { page: 'list', category, locality: some(LOCALITY_SLUGS, 3), ...(random() < 0.5 ? { offer: 'rent' as const } : {}) };
  if (r < 0.95) return { page: 'list', category, query: pick(TITLE_WORDS) };
  return { page: 'list', category, maxPrice: pick(PRICES), ...(random() < 0.5 ? { offer: 'buy' as const } : {}) };
}

const ITEM_KINDS = [
  { title: 'Godrej refrigerator 190L double door', category: 'appliance' },
  { title: 'Symphony desert air cooler', category: 'appliance' },
  { title: 'LG front load washing machine 7kg', category: 'appliance' },
  { title: 'Samsung split air conditioner 1.5 ton', category: 'appliance' },
  { title: 'Kent RO water purifier', category: 'appliance' },
  { title: 'IFB convection microwave', category: 'appliance' },
  { title: '2BHK furnished flat near market', category: 'property' },
  { title: 'Studio apartment for working professionals', category: 'property' },
  { title: 'Independent villa with garden', category: 'property' },
  { title: 'Banarasi silk saree', category: 'dress' },
  { title: 'Chikankari cotton kurta', category: 'dress' },
  { title: 'Wedding lehenga with dupatta', category: 'dress' },
] as const;

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const database = await openDatabase({ url, poolMax: 4 });
  await database.migrate();
  const db = database.db;

  const started = performance.now();
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash)
    SELECT 'Buyer ' || g, 'bench-buyer-' || g || '@bench.kiraya.in', '!' FROM generate_series(1, ${BUYERS}) g`);
  const userIds = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users ORDER BY id`)).map((r) => Number(r.id));
  // The keys depend on the words, category, localities and side only: made once per distinct combination.
  const columnsCache = new Map<string, Awaited<ReturnType<typeof indexColumnsOf>>>();
  let batch: (typeof savedSearches.$inferInsert)[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const params = canonicalParams(savedSearchParams());
    const key = JSON.stringify(params);
    let columns = columnsCache.get(key);
    if (!columns) {
      columns = await indexColumnsOf(db, params);
      columnsCache.set(key, columns);
    }
    batch.push({ userId: userIds[i % userIds.length] as number, name: `search ${i}`, params, paramsKey: `${key}#${i}`, ...columns });
    if (batch.length === 2_000 || i === SEARCHES - 1) {
      await db.insert(savedSearches).values(batch);
      batch = [];
    }
  }
  await db.execute(sql`ANALYZE saved_searches`);
  console.log(
    `${SEARCHES} saved searches of ${BUYERS} buyers in ${((performance.now() - started) / 1000).toFixed(1)} s (${columnsCache.size} distinct key sets)`,
  );

  const items: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const kind = ITEM_KINDS[i % ITEM_KINDS.length] as (typeof ITEM_KINDS)[number];
    const place = pick(LOCALITY_SLUGS);
    const rentable = kind.category === 'property' || random() < 0.5;
    const p = await createProduct(db, {
      title: kind.title,
      category: kind.category,
      locality: place,
      location: place,
      price: pick(PRICES) * (0.5 + random()),
      rentPrice: rentable ? Math.round(pick(PRICES) / 10) : null,
      approvalStatus: 'pending',
    });
    items.push(p.id);
  }

  const rows: Record<string, string | number>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const times: number[] = [];
    const examined: number[] = [];
    const matched: number[] = [];
    const find: number[] = [];
    const confirm: number[] = [];
    const record: number[] = [];
    for (const id of items) {
      // Approved and matched as the job does, then rolled back: every run starts from the same data.
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`UPDATE products SET approval_status = 'approved' WHERE id = ${id}`);
          const t0 = performance.now();
          const report = await runItemAlerts(tx, 'products', id, new Date());
          times.push(performance.now() - t0);
          examined.push(report.examined);
          matched.push(report.matched);
          find.push(report.ms.find);
          confirm.push(report.ms.confirm);
          record.push(report.ms.record);
          throw new Rollback();
        })
        .catch((error) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    rows.push({
      run,
      'median ms/item': Number(quantile(sorted(times), 0.5).toFixed(1)),
      'p95 ms/item': Number(quantile(sorted(times), 0.95).toFixed(1)),
      'max ms/item': Number(Math.max(...times).toFixed(1)),
      'find ms median': Number(quantile(sorted(find), 0.5).toFixed(1)),
      'confirm ms median': Number(quantile(sorted(confirm), 0.5).toFixed(1)),
      'record+notify ms median': Number(quantile(sorted(record), 0.5).toFixed(1)),
      'rows examined median': quantile(sorted(examined), 0.5),
      'rows examined p95': quantile(sorted(examined), 0.95),
      'rows examined max': Math.max(...examined),
      'of saved searches': SEARCHES,
      'matches median': quantile(sorted(matched), 0.5),
      'matches max': Math.max(...matched),
    });
  }
  console.table(rows);
  await database.close();
}

class Rollback extends Error {}

await main();
