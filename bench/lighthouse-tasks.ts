/**
 * What Lighthouse's total blocking time is made of: reads the traces Lighthouse saved (`TRACES=<dir> npm run
 * bench:lighthouse`, or `lighthouse --save-assets`) and lists the page's main-thread tasks over 12.5 ms after the first
 * contentful paint (over 50 ms once Lighthouse's 4× slowdown is applied, so each adds to the blocking time), each with
 * what it was: the app's modules running, a script's function (by file), a module arriving, style and layout, HTML
 * parsing, garbage collection, or a document built for an SVG image. Then the sum per kind over all the traces given.
 *   npx tsx bench/lighthouse-tasks.ts /tmp/lh/*.trace.json
 * The durations are as observed, before Lighthouse's 4× (its simulation multiplies them); "blocking" is Σ(4·d − 50).
 * This is how the SVG tab icon's two documents were found (docs/seo.md, "Icons as PNG").
 */
import { readFileSync } from 'node:fs';
import type { TraceEvent } from './trace-event';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: npx tsx bench/lighthouse-tasks.ts <trace.json>…');

const within = (inner: TraceEvent, outer: TraceEvent) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** What a task mostly was, from the events inside it. */
function kind(task: TraceEvent, inner: TraceEvent[]): string {
  const time = (names: string[]) => inner.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const share = (names: string[]) => time(names) / (task.dur ?? 1);
  if (inner.some((e) => e.name === 'DocumentLoader::CommitNavigation')) return 'a document built (SVG image)';
  if (share(['v8.evaluateModule']) > 0.3) return 'modules running';
  const call = inner.find((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript');
  if (call && share(['FunctionCall', 'EvaluateScript', 'TimerFire', 'RunMicrotasks']) > 0.3) {
    const gc = share(['MinorGC', 'MajorGC']) > 0.3 ? ', mostly garbage collection' : '';
    return `script ${
      String(call.args?.data?.url ?? '')
        .split('/')
        .pop() || '(inline)'
    }${gc}`;
  }
  if (share(['RunMicrotasks']) > 0.3) return 'promise continuations';
  if (share(['UpdateLayoutTree', 'Layout']) > 0.3) return 'style and layout';
  if (share(['ParseHTML']) > 0.3) return 'HTML parsing';
  if (inner.some((e) => e.name === 'v8.compileModule')) return 'a module arriving';
  if (share(['Paint', 'PrePaint', 'Commit', 'Layerize']) > 0.3) return 'paint';
  return 'other';
}

const totals = new Map<string, { tasks: number; observed: number; blocking: number }>();
for (const file of files) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // The page's renderer: the main thread with the most events.
  const count = new Map<string, number>();
  for (const e of events) if (e.ph === 'X') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.sort((a, b) => (count.get(`${b.pid}:${b.tid}`) ?? 0) - (count.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) throw new Error(`${file}: no renderer main thread`);
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${file}: no first contentful paint`);
  console.log(`\n${file}: tasks over 12.5 ms after the first contentful paint (ms after it, ms observed, kind)`);
  for (const task of own.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && (e.dur ?? 0) > 12_500)) {
    const what = kind(
      task,
      own.filter((e) => e !== task && within(e, task)),
    );
    const ms = (task.dur ?? 0) / 1000;
    console.log(`  ${((task.ts - fcp.ts) / 1000).toFixed(0).padStart(6)}  ${ms.toFixed(1).padStart(5)}  ${what}`);
    const key = what.startsWith('script ') ? what.replace(/-[\w-]{8}\.js/, '.js') : what;
    const total = totals.get(key) ?? { tasks: 0, observed: 0, blocking: 0 };
    total.tasks++;
    total.observed += ms;
    total.blocking += Math.max(0, 4 * ms - 50);
    totals.set(key, total);
  }
}
console.log(`\nPer kind, over ${files.length} trace(s): tasks, ms observed, ms of blocking at 4× (per trace)`);
for (const [what, t] of [...totals].sort((a, b) => b[1].blocking - a[1].blocking))
  console.log(
    `  ${what}: ${(t.tasks / files.length).toFixed(1)} tasks, ${(t.observed / files.length).toFixed(0)} ms, ${(t.blocking / files.length).toFixed(0)} ms`,
  );
