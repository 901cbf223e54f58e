/**
 * What one checkout costs, measured without other load mattering much: N checkouts one after another through the
 * real app (app.inject, no HTTP), on a bench database, counting the statements sent to PostgreSQL, the Node CPU
 * time, and the CPU time of the pool's PostgreSQL backends (from /proc, so it is CPU time, not wall time).
 *
 *   BENCH_DB_URL=postgres://postgres@127.0.0.1:5432/kiraya_bench_20000 npx tsx checkout-cost.ts [N]
 *
 * Deletes the buyer it made (and the buyer's orders, payments and keys) before it ends.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@kiraya/server/src/app.js';
import { loadConfig } from '@kiraya/server/src/config.js';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { signToken } from '@kiraya/server/src/lib/tokens.js';
import pg from 'pg';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');
const n = Number(process.argv[2] ?? 300);
const secret = 'bench-only-secret-bench-only-secret-0123456789';
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'kiraya-cost-')),
  TOKEN_SECRET: secret,
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
});
const database = await openDatabase({ url, poolMax: 1 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const email = `cost-buyer-${Date.now()}@bench.kiraya.example`;
const buyerId = (
  await admin.query<{ id: number }>(`INSERT INTO users (name, email, password_hash) VALUES ('Cost Buyer', $1, 'x') RETURNING id`, [email])
).rows[0]?.id as number;
const products = (
  await admin.query<{ id: number }>(
    `SELECT id FROM products WHERE approval_status = 'approved' AND available AND type = 'sale' ORDER BY md5(id::text) LIMIT 500`,
  )
).rows.map((r) => r.id);
const listings = (
  await admin.query<{ id: number }>(`SELECT id FROM listings WHERE approval_status = 'approved' ORDER BY md5(id::text) LIMIT 500`)
).rows.map((r) => r.id);
const token = signToken({ sub: buyerId, role: 'user' }, secret, 3600);

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (this !== admin) statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const cart = (i: number) => [
  { source: 'products', product_id: products[i % products.length], mode: 'buy', quantity: 1 },
  { source: 'listings', product_id: listings[i % listings.length], months: 1 + (i % 3) },
];
const checkout = (i: number, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: {
      name: 'Cost Buyer',
      email,
      address: 'House 1, Gomti Nagar',
      city: 'Lucknow',
      zip: '226010',
      paymentMethod: 'upi',
      cartItems: cart(i),
    },
  });
const backendCpu = async () => {
  const pids = (
    await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = ''`,
    )
  ).rows;
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * 10; // ms at 100 Hz
};

const tag = Date.now().toString(36);
const run = async (label: string, indexOf: (i: number) => number, expect: number) => {
  const keyOf = (i: number) => `${tag}-${indexOf(i)}`;
  for (let i = 0; i < 20; i++) await checkout(indexOf(i), keyOf(i)); // warm (and, for replays, the keys exist)
  statements = 0;
  const cpu = process.cpuUsage();
  const pgBefore = await backendCpu();
  const started = performance.now();
  const times: number[] = [];
  for (let i = 20; i < n + 20; i++) {
    const t0 = performance.now();
    const res = await checkout(indexOf(i), keyOf(i));
    times.push(performance.now() - t0);
    if (res.statusCode !== expect) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const pgMs = (await backendCpu()) - pgBefore;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2);
  console.log(
    `${label}: ${n} requests, ${(statements / n).toFixed(1)} statements each; latency p50 ${pct(0.5)} / p95 ${pct(0.95)} ms; ` +
      `Node CPU ${((used.user + used.system) / 1000 / n).toFixed(2)} ms, PostgreSQL backend CPU ${(pgMs / n).toFixed(2)} ms per request; ${(n / (wall / 1000)).toFixed(0)} req/s`,
  );
};

try {
  await run('checkout', (i) => i, 201);
  await run('replay  ', (i) => i % 20, 200);
} finally {
  pg.Client.prototype.query = query;
  await app.close();
  await database.close();
  await admin.query(`DELETE FROM payments WHERE user_id = $1 OR order_id IN (SELECT id FROM orders WHERE user_id = $1)`, [buyerId]);
  await admin.query(`DELETE FROM orders WHERE user_id = $1`, [buyerId]);
  await admin.query(`DELETE FROM idempotency_keys WHERE role = 'user' AND principal_id = $1`, [buyerId]);
  await admin.query(`DELETE FROM notifications WHERE recipient_role = 'user' AND recipient_id = $1`, [buyerId]);
  await admin.query(`DELETE FROM users WHERE id = $1`, [buyerId]);
  await admin.end();
}
