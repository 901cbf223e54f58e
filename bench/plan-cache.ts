/**
 * `npx tsx bench/plan-cache.ts [rows] [plan_cache_mode] [category|search]`: PostgreSQL's CPU per named statement of
 * the bench's category pages (its 45 `/api/all-products` pages) or of its search terms, run one after another on one
 * connection under the given `plan_cache_mode` (auto, force_generic_plan, force_custom_plan), against the bench
 * database of `rows` rows. CPU is read from `/proc` for the connection's backend (Linux only); the slowest statements
 * say whether a generic plan is bad for some values. Defaults: 10000 auto category.
 *
 * The statements are captured as the server sends them (same text, same name, same values), so this measures what a
 * pool connection does, apart from planning: with `auto`, PostgreSQL may plan a named statement afresh on every call
 * (bench/README.md, "Planned once, as intended").
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '@kiraya/server/src/db/client.js';
import { listAll } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import pg from 'pg';
import { SEARCH_TERMS } from './scenarios.js';

const [rows = '10000', mode = 'auto', kind = 'category'] = process.argv.slice(2);
if (!/^(auto|force_generic_plan|force_custom_plan)$/.test(mode)) throw new Error(`unknown plan_cache_mode ${mode}`);
const url = `postgres://postgres@127.0.0.1:5432/kiraya_bench_${rows}`;

interface Statement {
  name: string;
  text: string;
  values: unknown[];
}
type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;
const captured: Statement[] = [];
const query = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function (this: pg.Client, config, values, callback) {
  const c = config as Partial<Statement> | undefined;
  if (c?.name && c.text && (kind !== 'category' || c.text.includes('json_agg'))) {
    captured.push({ name: c.name, text: c.text, values: (Array.isArray(values) ? values : c.values) ?? [] });
  }
  return query.call(this, config, values, callback);
};
const database = await openDatabase({ url, poolMax: 1 });
if (kind === 'search') {
  for (const term of SEARCH_TERMS) await search(database.db, { query: term, page: 1, limit: 9, city: 'Lucknow' } as never);
} else {
  for (let i = 0; i < 45; i++) {
    const page = {
      category: ['property', 'appliance', 'dress'][i % 3],
      sort: ['latest', 'price_asc', 'price_desc'][Math.floor(i / 3) % 3],
    };
    await listAll(database.db, { ...page, page: 1 + (Math.floor(i / 9) % 5), limit: 9, city: 'Lucknow' } as never);
  }
}
await database.close();
(pg.Client.prototype as unknown as { query: QueryFn }).query = query;

const client = new pg.Client({ connectionString: url, options: `-c jit=off -c plan_cache_mode=${mode}` });
await client.connect();
const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
/** The backend's CPU so far, in ms (utime + stime, at 100 ticks a second). */
const cpuMs = () => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const slowest = new Map<number, number>();
const run = async (n: number) => {
  const cpu = cpuMs();
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const k = i % captured.length;
    const { name, text, values } = captured[k] as Statement;
    const t = performance.now();
    await client.query({ name, text, values });
    slowest.set(k, Math.max(slowest.get(k) ?? 0, performance.now() - t));
  }
  return { wall: (performance.now() - started) / n, cpu: (cpuMs() - cpu) / n };
};
await run(10 * captured.length);
const rounds = [];
for (let r = 0; r < 3; r++) rounds.push(await run(20 * captured.length));
const names = new Set(captured.map((s) => s.name)).size;
console.log(
  `${rows} rows, ${kind}, ${mode}: ${captured.length} statements (${names} names); ms a statement, three rounds:`,
  `wall ${rounds.map((r) => r.wall.toFixed(2)).join(' ')}, PostgreSQL CPU ${rounds.map((r) => r.cpu.toFixed(2)).join(' ')};`,
  `slowest ${[...slowest.values()]
    .sort((a, b) => b - a)
    .slice(0, 5)
    .map((ms) => ms.toFixed(1))
    .join(' ')}`,
);
await client.end();
