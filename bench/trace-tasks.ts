/**
 * What a page's long tasks are made of, and what made Chromium restyle or lay out again: one load of each URL on a
 * phone viewport with the CPU 4× slower (as bench/main-thread.ts), traced with Chromium's own timeline and invalidation
 * tracking. Prints every main-thread task over 50 ms of the page's renderer with its largest inner events, then the
 * style and layout invalidations grouped by reason, with the script function that caused them when there is one.
 *   npm run build && npm run serve   (another terminal)
 *   npx tsx bench/trace-tasks.ts [url=http://127.0.0.1:3000/product/3]
 * This is how the start-up's whole-page restyle was found (docs/seo.md, "2026-12-06"): an inline style written on <html>.
 */
import { chromium } from '@playwright/test';
import type { TraceEvent } from './trace-event';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/product/3';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.invalidationTracking',
    'blink',
    'loading',
    'v8',
    'toplevel',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForSelector('html[data-ready]', { timeout: 30_000 });
await page.waitForTimeout(1000);
const raw = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
await browser.close();
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// The page's renderer: the process whose events name the URL most often; its main thread.
const byPid = new Map<number, number>();
for (const e of events) if (JSON.stringify(e.args ?? {}).includes(new URL(url).host)) byPid.set(e.pid, (byPid.get(e.pid) ?? 0) + 1);
const pid = [...byPid].sort((a, b) => b[1] - a[1])[0]?.[0];
const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const main = events.filter((e) => e.pid === pid && e.tid === tid);
const t0 = Math.min(...main.filter((e) => e.ts > 0).map((e) => e.ts));
const ms = (us: number) => (us / 1000).toFixed(0);

console.log(`${url}, CPU 4× slower: main-thread tasks over 50 ms (start, duration, largest inner events; ms)`);
const complete = main.filter((e) => e.ph === 'X' && e.dur !== undefined);
const TASK = 'ThreadControllerImpl::RunTask';
for (const task of complete.filter((e) => e.name === TASK && (e.dur ?? 0) > 50_000)) {
  const end = task.ts + (task.dur ?? 0);
  const inner = new Map<string, number>();
  for (const e of complete)
    if (e !== task && e.name !== TASK && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      inner.set(e.name, (inner.get(e.name) ?? 0) + (e.dur ?? 0));
  const top = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`${ms(task.ts - t0)} +${ms(task.dur ?? 0)}: ${top.map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
}

/** The reason Chromium gives; a scheduled restyle gives none, but names the class, attribute, id or pseudo-class changed. */
function why(data: Record<string, unknown>): string {
  if (typeof data.reason === 'string') return data.reason;
  for (const field of ['changedClass', 'changedAttribute', 'changedId', 'changedPseudo'] as const)
    if (data[field] !== undefined) return `${field.replace('changed', '').toLowerCase()} ${String(data[field])} changed`;
  return 'no reason given';
}

console.log('\nInvalidations by reason (count, first at ms, the script function that caused them)');
const groups = new Map<string, { count: number; first: number }>();
for (const e of main) {
  if (!/InvalidationTracking$/.test(e.name)) continue;
  const data = e.args?.data ?? {};
  const stack = data.stackTrace as { functionName?: string; url?: string }[] | undefined;
  const cause = stack?.[0] ? ` by ${stack[0].functionName || '(anonymous)'} in ${stack[0].url?.split('/').pop()}` : '';
  const key = `${e.name.replace('InvalidationTracking', '')}: ${why(data)}${cause}`;
  const group = groups.get(key) ?? { count: 0, first: e.ts };
  group.count++;
  groups.set(key, group);
}
for (const [key, g] of [...groups].sort((a, b) => a[1].first - b[1].first)) console.log(`${g.count}× ${key} (from ${ms(g.first - t0)})`);
