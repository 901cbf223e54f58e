/**
 * Where a phone's main thread goes while a page loads and the app takes it over, in Chromium itself: the CPU slowed 4×
 * (no network throttling, so the figures are the page's own work), a phone's viewport, a fresh browser context per load,
 * and Chromium's own counters (`Performance.getMetrics`) read once `<html data-ready>` is set: milliseconds of layout,
 * of style recalculation, of script and of all tasks, and the number of layouts. Several servers (comma-separated, say
 * the builds of two commits) are loaded in turn, alternating their order run by run. Median (range) of `runs`.
 *   npm run build && NODE_ENV=production PORT=4571 npx tsx apps/server/src/server.ts   (another terminal)
 *   npx tsx bench/main-thread.ts http://127.0.0.1:4572,http://127.0.0.1:4571 [runs=7] [pages=/,/category/property]
 */
import { chromium } from '@playwright/test';

const bases = (process.argv[2] ?? 'http://127.0.0.1:3000').split(',');
const runs = Number(process.argv[3] ?? 7);
const pages = (process.argv[4] ?? '/,/category/property,/search?query=fridge,/product/3').split(',');
const FIELDS = { layout: 'LayoutDuration', style: 'RecalcStyleDuration', script: 'ScriptDuration', tasks: 'TaskDuration' } as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

async function once(url: string): Promise<Record<keyof typeof FIELDS | 'layouts', number>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-ready]', { timeout: 30_000 });
    await page.waitForTimeout(300);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return {
      layout: value(FIELDS.layout) * 1000,
      style: value(FIELDS.style) * 1000,
      script: value(FIELDS.script) * 1000,
      tasks: value(FIELDS.tasks) * 1000,
      layouts: value('LayoutCount'),
    };
  } finally {
    await context.close();
  }
}

const samples = new Map<string, Awaited<ReturnType<typeof once>>[]>();
for (let run = 0; run < runs; run++) {
  for (const path of pages) {
    for (const base of run % 2 === 0 ? bases : [...bases].reverse()) {
      const key = `${base}${path}`;
      samples.set(key, [...(samples.get(key) ?? []), await once(key)]);
    }
  }
}
await browser.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const figure = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
console.log(`CPU 4× slower, phone viewport, until the app is ready; ms, median (range) of ${runs}`);
console.log('page | layout | style | script | all tasks | layouts');
for (const [key, list] of samples) {
  const of = (field: keyof (typeof list)[number]) => figure(list.map((s) => s[field]));
  console.log(`${key} | ${of('layout')} | ${of('style')} | ${of('script')} | ${of('tasks')} | ${of('layouts')}`);
}
