/**
 * `npx tsx bench/replay-pages.ts [rows] [url-regex]`: the `category-page-zipf` scenario's pages (bench/scenarios.ts),
 * each fetched once, one at a time, from a fresh server with the response cache off, so every filter's first request
 * pays its count; prints the percentiles, the URL classes that cost the most and the slowest pages. The load test only
 * shows percentiles under load; this finds which pages make them. The bench database must exist (`npm run bench`).
 */
import { benchDatabaseUrl } from './bench-database.js';
import { categoryPageQueries } from './scenarios.js';
import { startBenchServer } from './servers.js';

const args = process.argv.slice(2);
const rows = args[0] ?? '100000';
const only = args[1] ? new RegExp(args[1]) : undefined;
const { child, port } = await startBenchServer({ env: { BENCH_DB_URL: benchDatabaseUrl(rows), CATALOGUE_CACHE: 'off' } });

const urls = categoryPageQueries().filter((url) => !only || only.test(url));
const timed: { ms: number; url: string }[] = [];
for (const url of urls) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  timed.push({ ms: performance.now() - started, url });
}
child.kill('SIGTERM');

const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
console.log(`${urls.length} pages at ${rows} rows, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}`);

/** A URL with its values blanked: the kind of page it is (which filters it carries). */
const classOf = (url: string) =>
  url
    .replace(/category=\w+/, 'category=…')
    .replace(/page=\d/, 'page=…')
    .replace(/sort=\w+/, 'sort=…')
    .replace(/=[\w-]+/g, '=…');
const classes = new Map<string, number[]>();
for (const { ms, url } of timed) classes.set(classOf(url), [...(classes.get(classOf(url)) ?? []), ms]);
const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
console.log('\nclasses by time spent:');
for (const [name, list] of [...classes].sort((a, b) => total(b[1]) - total(a[1])).slice(0, 8))
  console.log(`  ${name}: ${list.length} pages, mean ${(total(list) / list.length).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)}`);
console.log('\nslowest pages:');
for (const { ms, url } of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${ms.toFixed(1)} ms ${url}`);
