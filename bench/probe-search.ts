/**
 * `npx tsx bench/probe-search.ts [rows] [--suggest]`: runs every bench search term (or suggestion prefix) against the
 * bench database, one at a time on one connection, to find the slow ones (the load test only shows percentiles).
 * Each term runs 6 times first (so each statement has its generic plan, as on a server that has been up a while),
 * then 25 times measured: wall time, and the CPU time PostgreSQL's backend (from /proc, so the server must be local)
 * and Node spent per call. CPU time is what to compare on a shared machine: it moves far less with the load around
 * it than wall time does.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { suggest } from '@kiraya/server/src/modules/search/suggest.service.js';
import { sql } from 'drizzle-orm';
import { SEARCH_TERMS, SUGGEST_TERMS } from './scenarios.js';

const args = process.argv.slice(2);
const rows = args.find((a) => !a.startsWith('--')) ?? '100000';
const suggestions = args.includes('--suggest');
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
base.pathname = `/kiraya_bench_${rows}`;
const database = await openDatabase({ url: base.toString(), poolMax: 1 });
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
const CALLS = 25;
const timings: { term: string; wallMs: number; pgCpuMs: number; nodeCpuMs: number; results: number }[] = [];
for (const term of suggestions ? SUGGEST_TERMS : SEARCH_TERMS) {
  for (let i = 0; i < 6; i++) await run(term);
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
console.table(timings);
const mean = (k: 'wallMs' | 'pgCpuMs' | 'nodeCpuMs') => round(timings.reduce((s, t) => s + t[k], 0) / timings.length);
console.log(`mean per call: wall ${mean('wallMs')} ms, PostgreSQL CPU ${mean('pgCpuMs')} ms, Node CPU ${mean('nodeCpuMs')} ms`);
await database.close();
