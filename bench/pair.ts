/**
 * `npx tsx bench/pair.ts --a=<checkout> [--b=<checkout>] --only=<GET scenarios> [--slices=10] [--seconds=2]
 * [--rows=1000000] [--a-env=K=V,…] [--b-env=K=V,…] [--catalogue-cache=off] [--connections=10]`
 *
 * Two servers side by side, on the same bench database: `bench/server.ts` of checkout A and of checkout B (this one by
 * default; an old commit comes from `bench/worktree.sh`), each with its own environment (to try a setting, name the
 * same checkout twice with different --a-env/--b-env). Each scenario's seconds are cut into short slices run on A and
 * B in turn, A B B A A B …, so both see the same moments of a shared machine: on the fortieth session's machine the
 * baseline swung from 7,900 to 15,700 req/s within one set of `npm run bench`, and runs minutes apart could not tell a
 * 10 % change. Prints, per scenario, each server's median req/s, p95 and server CPU a request (its process, every
 * thread, from `/__bench/counts`), and the median of B/A over the pairs of neighbouring slices, with their range.
 *
 * Only GET scenarios (bench/scenarios.ts). The database must exist: `npm run bench -- --rows=<rows>` makes it.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabaseUrl } from './bench-database.js';
import { median, range, round, runScenario } from './load.js';
import { type Scenario, scenarios } from './scenarios.js';
import { approvedIdRanges, type BenchServer, startBenchServer } from './servers.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    only: { type: 'string' },
    slices: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '2' },
    rows: { type: 'string', default: '1000000' },
    'a-env': { type: 'string', default: '' },
    'b-env': { type: 'string', default: '' },
    'catalogue-cache': { type: 'string', default: 'off' },
    connections: { type: 'string', default: '10' },
    pool: { type: 'string', default: '2' },
  },
});
if (!values.a || !values.only) throw new Error('usage: npx tsx bench/pair.ts --a=<checkout> [--b=<checkout>] --only=<scenarios>');
const slices = Number(values.slices);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = benchDatabaseUrl(values.rows);

/** `K=V,K=V` as an environment. */
const envOf = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

interface Server extends BenchServer {
  name: 'A' | 'B';
}

async function startServer(name: Server['name'], checkout: string, env: Record<string, string>): Promise<Server> {
  const server = await startBenchServer({
    checkout,
    name: `${name} (${checkout})`,
    env: { BENCH_DB_URL: url, NODE_ENV: 'production', CATALOGUE_CACHE: values['catalogue-cache'], BENCH_POOL_MAX: values.pool, ...env },
  });
  return { name, ...server };
}

/** The server process's CPU time so far, in µs (bench/server.ts's counts). */
async function cpuUs(server: Server): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/__bench/counts`);
  return ((await res.json()) as { cpuUs: number }).cpuUs;
}

interface Slice {
  reqPerSec: number;
  p95: number;
  serverUs: number;
}

async function slice(server: Server, scenario: Scenario): Promise<Slice> {
  const before = await cpuUs(server);
  const measured = await runScenario(server.port, scenario, seconds, connections);
  const after = await cpuUs(server);
  if (measured.non2xx + measured.errors > 0) throw new Error(`${scenario.name} on ${server.name}: ${measured.samples.join('; ')}`);
  return { reqPerSec: measured.reqPerSec, p95: measured.p95, serverUs: (after - before) / Math.max(1, measured.requests) };
}

const wanted = values.only.split(',');
const chosen = scenarios(await approvedIdRanges(url)).filter((s) => wanted.includes(s.name));
const unusable = chosen.filter((s) => !s.path);
if (chosen.length !== wanted.length || unusable.length > 0) throw new Error(`GET scenarios only, by name: ${values.only}`);

const a = await startServer('A', resolve(values.a), envOf(values['a-env']));
const b = await startServer('B', resolve(values.b ?? join(here, '..')), envOf(values['b-env']));
try {
  console.log(
    `A: ${values.a} ${values['a-env']}\nB: ${values.b ?? '(this checkout)'} ${values['b-env']}\n${values.rows} rows, ${connections} connections, ${slices} slices of ${seconds} s each a server, cache ${values['catalogue-cache']}`,
  );
  for (const scenario of chosen) {
    // A warm-up for each: compiled code, planned statements, filled pools.
    for (const server of [a, b]) await runScenario(server.port, scenario, 3, connections);
    const runs = { A: [] as Slice[], B: [] as Slice[] };
    for (let i = 0; i < slices; i++)
      for (const server of i % 2 === 0 ? [a, b] : [b, a]) runs[server.name].push(await slice(server, scenario));
    const line = (name: 'A' | 'B') => {
      const r = runs[name];
      const rps = r.map((s) => s.reqPerSec);
      const [lo, hi] = range(rps);
      return `${name} ${Math.round(median(rps))} req/s (${lo}–${hi}), p95 ${round(median(r.map((s) => s.p95)))} ms, server ${round(median(r.map((s) => s.serverUs)))} µs/req`;
    };
    const ratios = runs.A.map((s, i) => (runs.B[i] as Slice).reqPerSec / s.reqPerSec);
    const cpu = runs.A.map((s, i) => (runs.B[i] as Slice).serverUs / s.serverUs);
    const [rlo, rhi] = range(ratios);
    const [clo, chi] = range(cpu);
    console.log(
      `\n${scenario.name}\n  ${line('A')}\n  ${line('B')}\n  B/A req/s ${median(ratios).toFixed(3)} (${rlo.toFixed(2)}–${rhi.toFixed(2)}), server µs/req ${median(cpu).toFixed(3)} (${clo.toFixed(2)}–${chi.toFixed(2)})`,
    );
  }
} finally {
  a.child.removeAllListeners('exit');
  b.child.removeAllListeners('exit');
  a.child.kill();
  b.child.kill();
}
