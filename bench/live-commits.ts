/**
 * How many transactions that record a live event can commit per second, side by side (issue 16: checkout notifies
 * owners, so every checkout is one). Until migration 0024 each such commit took one advisory lock and held it through
 * its WAL flush, so they committed one at a time; now writers take no lock, and a process's bus numbers what has been
 * committed (`live_events_number()`), here once after each run, timed.
 * A fresh database, `--connections` workers (default 10) each running `db.transaction(tx => publishLive(tx, [event]))`
 * in a loop for `--seconds` (default 5), `--runs` times (default 3); prints commits/s and latency per run.
 *
 *   npx tsx bench/live-commits.ts [--connections=10] [--seconds=5] [--runs=3]
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { numberCommitted, publishLive } from '@kiraya/server/src/db/events.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CONNECTIONS = arg('connections', 10);
const SECONDS = arg('seconds', 5);
const RUNS = arg('runs', 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `kiraya_live_commits_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
const database = await openDatabase({ url, poolMax: CONNECTIONS });
try {
  await database.migrate();
  const db = database.db;
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  for (let run = 1; run <= RUNS; run++) {
    const latencies: number[] = [];
    const stopAt = performance.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        while (performance.now() < stopAt) {
          const started = performance.now();
          await db.transaction((tx) =>
            publishLive(tx, [{ topic: 'notification', audience: `user:${worker}`, kind: 'notification', payload: { n: n++ } }]),
          );
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const numberingStarted = performance.now();
    await numberCommitted(db);
    const numberingMs = performance.now() - numberingStarted;
    const unnumbered = (await db.execute(sql`SELECT count(*)::int AS n FROM live_events WHERE seq IS NULL`)) as unknown as {
      rows: { n: number }[];
    };
    console.log(
      `run ${run}: ${Math.round(latencies.length / SECONDS)} commits/s, p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; numbered after in ${numberingMs.toFixed(0)} ms, ${unnumbered.rows[0]?.n ?? 0} left without a number`,
    );
  }
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
