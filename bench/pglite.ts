/**
 * `npm run bench:pglite [-- --runs=3 --duration=8 --slices=4 --connections=10 --catalogue-cache=off]`
 *
 * The embedded database as `npm start` runs it: two production servers on PGlite, each on its own freshly seeded demo
 * data, one logging every request (LOG_LEVEL=info, the default, written to a file as a real deployment writes it) and
 * one logging warnings only. Each run measures product by id and the category page on both, each server's `duration`
 * cut into `slices` turns taken in the order ABBA…, so both see the same moments of a shared machine (with whole 8 s
 * turns, the logging cost of one code swung from −3 % to 18 % between sets); the figures are the median of the runs
 * with the lowest–highest.
 * Issue 16's targets: ≥ 1,000 req/s for both pages, and request logging costing at most 10 %.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../deploy/cluster-lib.js';
import { median, range, runScenario } from './load.js';
import { scenarios } from './scenarios.js';

/** The median p99 of a run's slices, to the hundredth (the median of an even count is a mean: 25.700000000000003). */
const p99Of = (values: number[]) => Math.round(median(values) * 100) / 100;

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = join(here, '..', 'apps', 'server', 'src', 'server.ts');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    'catalogue-cache': { type: 'string', default: 'off' },
    slices: { type: 'string', default: '4' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const slices = Math.max(1, Number(values.slices));

interface Server {
  logLevel: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
}

async function start(logLevel: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `kiraya-pglite-bench-${logLevel}-`));
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      CATALOGUE_CACHE: values['catalogue-cache'],
    },
    stdio: ['ignore', log, log],
  });
  // The first start migrates and seeds the demo catalogue (pictures included): allow it a while.
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the ${logLevel} server exited (${join(dataDir, 'server.log')})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { logLevel, port, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${logLevel} server did not become ready`);
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.child.once('exit', () => resolve());
      server.child.kill('SIGTERM');
    });
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The approved products of the demo data (both servers seed the same ones). */
async function approvedProductIds(port: number): Promise<number[]> {
  const items = (await (await fetch(`http://127.0.0.1:${port}/api/all-products?limit=100`)).json()) as { id: number; source: string }[];
  return items.filter((i) => i.source === 'products').map((i) => i.id);
}

const servers = [await start('info'), await start('warn')];
try {
  const ids = await approvedProductIds(servers[0]?.port ?? 0);
  if (ids.length === 0) throw new Error('no approved product in the demo data');
  const categoryPage = scenarios({ productIds: [1, 1], listingIds: [1, 1] }).find((s) => s.name === 'category-page');
  if (!categoryPage) throw new Error('no category-page scenario');
  const measured = [
    { ...categoryPage, description: 'the category page (all-products by category, sort and page)' },
    { name: 'product-by-id', description: "an approved product's page data", path: (i: number) => `/api/product/${ids[i % ids.length]}` },
  ];
  const results = new Map<string, { reqPerSec: number[]; p99: number[]; non2xx: number }>();
  console.log(
    `Kiraya on PGlite (demo data), ${connections} connections, ${duration} s each in ${slices} alternating slices, catalogue cache ${values['catalogue-cache']}, ${runs} runs`,
  );
  for (let run = 0; run < runs; run++) {
    for (const scenario of measured) {
      for (const server of servers) await runScenario(server.port, scenario, 1, connections);
      // A run's seconds go in `slices` turns of each server, in the order ABBA… (the first changing run by run), so
      // both servers see the same moments of a shared machine: a run's rate is the mean of its slices'.
      const sliced = new Map<Server, { reqPerSec: number[]; p99: number[]; bad: number }>(
        servers.map((server) => [server, { reqPerSec: [], p99: [], bad: 0 }]),
      );
      for (let slice = 0; slice < slices; slice++) {
        const order = (run + slice) % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const row = await runScenario(server.port, scenario, duration / slices, connections);
          const entry = sliced.get(server);
          if (!entry) continue;
          entry.reqPerSec.push(row.reqPerSec);
          entry.p99.push(row.p99);
          entry.bad += row.non2xx + row.errors;
        }
      }
      for (const [server, r] of sliced) {
        const key = `${scenario.name} ${server.logLevel}`;
        const reqPerSec = Math.round(r.reqPerSec.reduce((a, b) => a + b, 0) / r.reqPerSec.length);
        const entry = results.get(key) ?? { reqPerSec: [], p99: [], non2xx: 0 };
        entry.reqPerSec.push(reqPerSec);
        entry.p99.push(median(r.p99));
        entry.non2xx += r.bad;
        results.set(key, entry);
        console.log(`  run ${run + 1} ${key.padEnd(24)} ${String(reqPerSec).padStart(6)} req/s  p99 ${p99Of(r.p99)} ms`);
      }
    }
  }
  console.log('\nscenario                  log    req/s median (lowest–highest)   p99 ms median   non-2xx/errors');
  for (const [key, r] of results) {
    const [name, level] = key.split(' ');
    const [low, high] = range(r.reqPerSec);
    console.log(
      `${(name ?? '').padEnd(25)} ${(level ?? '').padEnd(6)} ${String(median(r.reqPerSec)).padStart(6)} (${low}–${high})`.padEnd(64) +
        `${p99Of(r.p99)}`.padEnd(16) +
        `${r.non2xx}`,
    );
  }
  for (const scenario of measured) {
    const info = results.get(`${scenario.name} info`)?.reqPerSec ?? [];
    const warn = results.get(`${scenario.name} warn`)?.reqPerSec ?? [];
    // Per run, so each ratio compares two measurements of the same moment.
    const costs = info.map((v, i) => 1 - v / (warn[i] ?? v));
    const [low, high] = range(costs);
    console.log(
      `request logging costs ${scenario.name} ${(median(costs) * 100).toFixed(1)} % (runs ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)} %; target ≤ 10 %)`,
    );
  }
} finally {
  for (const server of servers) await stop(server);
}
