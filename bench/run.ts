/**
 * `npm run bench [-- --rows 1000000] [--duration 10] [--connections 10] [--fresh] [--only search,product] [--catalogue-cache off]`
 *
 * Builds (or reuses) a PostgreSQL database with a generated catalogue of `rows` products and `rows`
 * listings, starts the API in a child process, runs the autocannon scenarios against it, prints a table
 * and writes bench/results/latest.json. See bench/README.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { seedBulk } from '@kiraya/server/src/db/seed/bulk.js';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Scenario, scenarios } from './scenarios.js';

const here = dirname(fileURLToPath(import.meta.url));

// Through the root script (`npm run bench -- --rows N`) the inner `npm run -w` takes the flags as its own
// config: `--rows=N` arrives as npm_config_rows=N, while `--rows N` arrives as npm_config_rows=true plus a
// positional N. Both are read; positionals fill such flags in the order rows, duration, connections, only.
const { values: flags, positionals } = parseArgs({
  options: {
    rows: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    fresh: { type: 'boolean' },
    only: { type: 'string' },
    'catalogue-cache': { type: 'string' },
  },
  allowPositionals: true,
});
const spare = [...positionals];
const npmFlag = (name: string) => {
  const value = process.env[`npm_config_${name}`];
  if (value === 'true' && name !== 'fresh') return spare.shift();
  return value || undefined;
};
const values = {
  rows: flags.rows ?? npmFlag('rows') ?? '100000',
  duration: flags.duration ?? npmFlag('duration') ?? '10',
  connections: flags.connections ?? npmFlag('connections') ?? '10',
  fresh: flags.fresh ?? npmFlag('fresh') === 'true',
  only: flags.only ?? npmFlag('only'),
  // Not `--cache`: npm owns that name (its cache folder).
  cache: flags['catalogue-cache'] ?? npmFlag('catalogue_cache') ?? 'on',
};
if (values.cache !== 'on' && values.cache !== 'off') throw new Error('--catalogue-cache must be on or off');
const rows = Number(values.rows.replace(/_/g, ''));
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!Number.isInteger(rows) || rows < 1000) throw new Error('--rows must be a whole number ≥ 1000');

const maintenanceUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `kiraya_bench_${rows}`;
const benchUrl = (() => {
  const u = new URL(maintenanceUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates and fills the bench database unless one with the same row count is already complete. */
async function prepareDatabase(): Promise<{ productIds: [number, number]; listingIds: [number, number] }> {
  const exists = await admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount === 1);
  if (exists && values.fresh) await admin((c) => c.query(`DROP DATABASE ${dbName} WITH (FORCE)`));
  if (!exists || values.fresh) await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const database = await openDatabase({ url: benchUrl, poolMax: 2 });
  try {
    await database.migrate();
    const db = database.db;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_meta (rows integer NOT NULL, completed_at timestamptz NOT NULL DEFAULT now())`);
    const done = await db.execute(sql`SELECT rows FROM bench_meta WHERE rows = ${rows}`);
    if ((done as unknown as { rows: unknown[] }).rows.length === 0) {
      console.log(`Generating ${rows.toLocaleString('en-IN')} products + ${rows.toLocaleString('en-IN')} listings in ${dbName}…`);
      await db.execute(sql`TRUNCATE products, listings RESTART IDENTITY CASCADE`);
      const started = Date.now();
      await seedBulk(db, { products: rows, listings: rows, log: (m) => console.log(`  ${m}`) });
      await db.execute(sql`INSERT INTO bench_meta (rows) VALUES (${rows})`);
      console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      console.log(`Reusing ${dbName} (${rows.toLocaleString('en-IN')} rows per table); --fresh rebuilds it.`);
    }
    const range = async (table: string) => {
      const r = await db.execute(sql.raw(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM ${table} WHERE approval_status = 'approved'`));
      const row = (r as unknown as { rows: { lo: number; hi: number }[] }).rows[0];
      return [row?.lo ?? 1, row?.hi ?? 1] as [number, number];
    };
    return { productIds: await range('products'), listingIds: await range('listings') };
  } finally {
    await database.close();
  }
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server.ts')], {
      env: { ...process.env, BENCH_DB_URL: benchUrl, NODE_ENV: 'production', CATALOGUE_CACHE: values.cache },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });
}

interface Row {
  scenario: string;
  description: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  ratioToBaseline: number | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

async function runScenario(port: number, scenario: Scenario, seconds: number): Promise<Omit<Row, 'ratioToBaseline'>> {
  const latencies: number[] = [];
  let i = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => ({ ...req, path: scenario.path(i++) }),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    description: scenario.description,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / (result.duration || seconds)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const ids = await prepareDatabase();
  const { child, port } = await startServer();
  const list = scenarios(ids).filter((s) => !values.only || s.name === 'baseline' || values.only.split(',').includes(s.name));
  const results: Row[] = [];
  try {
    // A short warm-up so caches and JIT-compiled paths are in place before anything is measured.
    for (const s of list) await runScenario(port, s, 1);
    // The baseline runs first and last; ratios use the mean of both, which evens out drift on a shared machine.
    const measured: Omit<Row, 'ratioToBaseline'>[] = [];
    const baselineScenario = list.find((s) => s.name === 'baseline');
    for (const s of [...list, ...(baselineScenario ? [{ ...baselineScenario, name: 'baseline (again)' }] : [])]) {
      process.stdout.write(`running ${s.name} (${duration} s)… `);
      const r = await runScenario(port, s, duration);
      measured.push(r);
      console.log(`${r.reqPerSec} req/s`);
    }
    const baselines = measured.filter((r) => r.scenario.startsWith('baseline')).map((r) => r.reqPerSec);
    const baseline = baselines.length ? baselines.reduce((a, b) => a + b, 0) / baselines.length : 0;
    for (const r of measured) results.push({ ...r, ratioToBaseline: baseline ? Math.round((r.reqPerSec / baseline) * 100) / 100 : null });
  } finally {
    child.kill('SIGTERM');
  }

  console.log(
    `\nKiraya bench — PostgreSQL, ${rows.toLocaleString('en-IN')} products + ${rows.toLocaleString('en-IN')} listings, ${connections} connections, ${duration} s each, catalogue cache ${values.cache}\n`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.scenario,
        {
          'req/s': r.reqPerSec,
          'p50 ms': r.p50,
          'p95 ms': r.p95,
          'p99 ms': r.p99,
          'max ms': r.max,
          errors: r.errors,
          non2xx: r.non2xx,
          'vs baseline': r.ratioToBaseline === null ? '' : `${Math.round(r.ratioToBaseline * 100)}%`,
        },
      ]),
    ),
  );
  const checks = targets(results, rows);
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'MISS'}  ${c.target}: ${c.actual}`);

  const dir = join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    rows,
    connections,
    duration,
    cache: values.cache,
    database: dbName,
    results,
    targets: checks,
  };
  // latest.json is the last run either way; latest-cache-<on|off>.json keeps both for comparison.
  for (const file of ['latest.json', `latest-cache-${values.cache}.json`])
    writeFileSync(join(dir, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote bench/results/latest.json and latest-cache-${values.cache}.json`);
}

function targets(results: Row[], rowCount: number) {
  const by = (name: string) => results.find((r) => r.scenario === name);
  const checks: { target: string; actual: string; ok: boolean }[] = [];
  for (const name of ['product-by-id', 'category-page']) {
    const r = by(name);
    if (r?.ratioToBaseline != null)
      checks.push({
        target: `${name} ≥ 50% of baseline req/s`,
        actual: `${Math.round(r.ratioToBaseline * 100)}%`,
        ok: r.ratioToBaseline >= 0.5,
      });
  }
  const search = by('search');
  if (search)
    checks.push({
      target: `search p95 ≤ 50 ms and p99 ≤ 150 ms${rowCount < 1_000_000 ? ' (the target is set at 1M rows)' : ''}`,
      actual: `p95 ${search.p95} ms, p99 ${search.p99} ms`,
      ok: search.p95 <= 50 && search.p99 <= 150,
    });
  const failures = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
  checks.push({ target: 'zero errors and non-2xx', actual: String(failures), ok: failures === 0 });
  return checks;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
