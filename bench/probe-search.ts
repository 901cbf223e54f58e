/**
 * `npx tsx bench/probe-search.ts [rows] [--suggest] [--calls=N]`: runs every bench search term (or suggestion prefix) against the
 * bench database, one at a time on one connection, to find the slow ones (the load test only shows percentiles).
 * Each term runs 6 times first (so each statement has its generic plan, as on a server that has been up a while),
 * then `--calls=N` times measured (100 by default): wall time, and the CPU time PostgreSQL's backend (from /proc, so the
 * server must be local) and Node spent per call. CPU time is what to compare on a shared machine: it moves far less
 * with the load around it than wall time does. /proc counts it in clock ticks of 10 ms, so a term's figure is good to
 * 10 ms ÷ calls: ±0.1 ms at 100 calls (until 2026-12-02 it ran 25, and the figures came in steps of 0.4 ms).
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { suggest } from '@kiraya/server/src/modules/search/suggest.service.js';
import { sql } from 'drizzle-orm';
import { benchDatabaseUrl, searchOfUrl } from './bench-database.js';
import { SEARCH_TERMS, SUGGEST_TERMS, searchQueries } from './scenarios.js';

const args = process.argv.slice(2);
const rows = args.find((a) => !a.startsWith('--')) ?? '100000';
const suggestions = args.includes('--suggest');
// --urls: the load test's own search URLs (filters, page 2 and all), grouped by the filter they carry.
const urls = args.includes('--urls');
const callsFlag = args.find((a) => a.startsWith('--calls='));
const database = await openDatabase({ url: benchDatabaseUrl(rows), poolMax: 1 });
const pidResult = await database.db.execute(sql`SELECT pg_backend_pid() AS pid`);
const backend = (pidResult as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
/** The backend's user + system CPU in ms (clock ticks of 10 ms), or NaN when /proc cannot tell (a remote server). */
function backendCpuMs(): number {
  try {
    const fields = (readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
async function run(term: string): Promise<number> {
  if (suggestions) return (await suggest(database.db, term)).length;
  if (urls) return (await search(database.db, searchOfUrl(term))).items.length;
  const page = await search(database.db, {
    query: term,
    city: 'Lucknow',
    page: 1,
    limit: 24,
    include_unavailable: false,
    sort: 'relevance',
    near: undefined,
  });
  return page.items.length;
}
const round = (x: number) => Math.round(x * 10) / 10;
const timings: { term: string; wallMs: number; pgCpuMs: number; nodeCpuMs: number; results: number }[] = [];
const CALLS = callsFlag ? Number(callsFlag.slice('--calls='.length)) : urls ? 3 : 100;
if (!Number.isInteger(CALLS) || CALLS < 1) throw new Error('--calls must be a whole number of 1 or more');
for (const term of suggestions ? SUGGEST_TERMS : urls ? searchQueries() : SEARCH_TERMS) {
  for (let i = 0; i < (urls ? 2 : 6); i++) await run(term);
  const pg = backendCpuMs();
  const node = process.cpuUsage();
  const started = performance.now();
  let results = 0;
  for (let i = 0; i < CALLS; i++) results = await run(term);
  const nodeUsed = process.cpuUsage(node);
  timings.push({
    term,
    wallMs: round((performance.now() - started) / CALLS),
    pgCpuMs: round((backendCpuMs() - pg) / CALLS),
    nodeCpuMs: round((nodeUsed.user + nodeUsed.system) / 1000 / CALLS),
    results,
  });
}
timings.sort((a, b) => b.pgCpuMs - a.pgCpuMs || b.wallMs - a.wallMs);
if (urls) {
  // By filter (category, locality, sort or none) and page: where the load test's PostgreSQL time goes.
  const groups = new Map<string, { n: number; wall: number; pg: number; node: number }>();
  for (const t of timings) {
    const p = new URL(t.term, 'http://x').searchParams;
    const key = `${p.get('category') ? 'category' : p.get('locality') ? 'locality' : p.get('sort') ? 'sort' : 'none'} page ${p.get('page')}`;
    const g = groups.get(key) ?? { n: 0, wall: 0, pg: 0, node: 0 };
    groups.set(key, { n: g.n + 1, wall: g.wall + t.wallMs, pg: g.pg + t.pgCpuMs, node: g.node + t.nodeCpuMs });
  }
  console.table(
    [...groups].map(([key, g]) => ({
      key,
      urls: g.n,
      wallMs: round(g.wall / g.n),
      pgCpuMs: round(g.pg / g.n),
      nodeCpuMs: round(g.node / g.n),
    })),
  );
  const sorted = timings.map((t) => t.wallMs).sort((a, b) => a - b);
  console.log(`wall per URL: p50 ${sorted[Math.floor(sorted.length * 0.5)]} p95 ${sorted[Math.floor(sorted.length * 0.95)]} ms`);
  console.table(timings.slice(0, 40));
} else console.table(timings);
const mean = (k: 'wallMs' | 'pgCpuMs' | 'nodeCpuMs') => round(timings.reduce((s, t) => s + t[k], 0) / timings.length);
console.log(`${CALLS} calls a term; PostgreSQL CPU good to ±${round(10 / CALLS)} ms`);
console.log(`mean per call: wall ${mean('wallMs')} ms, PostgreSQL CPU ${mean('pgCpuMs')} ms, Node CPU ${mean('nodeCpuMs')} ms`);
await database.close();
