/**
 * `npx tsx bench/term-cost.ts [rows] [--search] [--terms='a|b'] [--plain]`: what each of the load test's suggestion
 * prefixes (or, with --search, search terms) costs, one call at a time on one connection, after six warm-up calls (so
 * each statement runs with its generic plan, as on a server that has been up a while). Per term, the medians of five
 * calls: PostgreSQL's execution time and shared buffers read, from auto_explain without per-node timing (buffers are
 * the same from run to run, unlike times), and the wall time of the service call. `--plain`: no auto_explain (its
 * notices cost the wall time), 21 calls a term. For choosing between plans; the load itself is `npm run bench`.
 */
import { search } from '@kiraya/server/src/modules/search/search.service.js';
import { suggest } from '@kiraya/server/src/modules/search/suggest.service.js';
import { explainer } from './auto-explain.js';
import { searchOfUrl } from './bench-database.js';
import { SEARCH_TERMS, SUGGEST_TERMS } from './scenarios.js';

const args = process.argv.slice(2);
const rows = args.find((a) => !a.startsWith('--')) ?? '1000000';
const searching = args.includes('--search');
const plain = args.includes('--plain');
const only = args
  .find((a) => a.startsWith('--terms='))
  ?.slice('--terms='.length)
  .split('|');
const terms = only ?? (searching ? SEARCH_TERMS : SUGGEST_TERMS);

/** What auto_explain said of one call's statements. */
let call = { ms: 0, buffers: 0, statements: 0 };
const { database, explain } = await explainer(rows, {
  timing: false,
  onPlan: (plan) => {
    const duration = /duration: ([\d.]+) ms/.exec(plan);
    if (duration) {
      call.ms += Number(duration[1] ?? 0);
      call.statements += 1;
    }
    // The plan's first Buffers line is its top node's: the statement's whole.
    const buffers = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
    if (buffers) call.buffers += Number(buffers[1] ?? 0) + Number(buffers[2] ?? 0);
  },
});

const run = (term: string) =>
  searching ? search(database.db, searchOfUrl(`/api/search?query=${encodeURIComponent(term)}`)) : suggest(database.db, term);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const total = { ms: 0, buffers: 0, wall: 0 };
for (const term of terms) {
  for (let i = 0; i < 6; i++) await run(term);
  const calls: { ms: number; buffers: number; statements: number; wall: number }[] = [];
  for (let i = 0; i < (plain ? 21 : 5); i++) {
    call = { ms: 0, buffers: 0, statements: 0 };
    let wall = 0;
    const timed = async () => {
      const started = performance.now();
      await run(term);
      wall = performance.now() - started;
    };
    await (plain ? timed() : explain(timed));
    calls.push({ ...call, wall });
  }
  const ms = median(calls.map((c) => c.ms));
  const buffers = median(calls.map((c) => c.buffers));
  const wall = median(calls.map((c) => c.wall));
  total.ms += ms;
  total.buffers += buffers;
  total.wall += wall;
  const pgPart = plain ? '' : `PostgreSQL ${ms.toFixed(2).padStart(6)} ms, ${String(buffers).padStart(6)} buffers, `;
  console.log(`${term.padEnd(24)} ${pgPart}wall ${wall.toFixed(2).padStart(6)} ms (${calls[0]?.statements ?? 0} statements)`);
}
const pgTotal = plain ? '' : `PostgreSQL ${total.ms.toFixed(1)} ms, ${total.buffers} buffers, `;
console.log(`all ${terms.length} terms: ${pgTotal}wall ${total.wall.toFixed(1)} ms`);
await database.close();
