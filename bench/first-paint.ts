/**
 * First paint and largest paint as a phone on a slow network sees them, in Chromium itself rather than Lighthouse's
 * simulation: CPU slowed 4× and the network held to Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), a fresh browser context (empty cache) per load. Several servers (comma-separated: say one with the
 * stylesheet inlined and one without, or with and without server rendering) are loaded in turn, page by page, so all
 * see the same moments of a shared machine. Prints the median and the range of FCP, LCP, the HTML's arrival and the
 * moment the app has taken the page over (`<html data-ready>`, set once hydrated: from then on every button works).
 *   npm run build && NODE_ENV=production PORT=3999 npx tsx apps/server/src/server.ts   (another terminal)
 *   npx tsx bench/first-paint.ts http://127.0.0.1:3999[,http://127.0.0.1:3998] [runs=5] [pages=/,/product/3]
 */
import { chromium } from '@playwright/test';

const bases = (process.argv[2] ?? 'http://127.0.0.1:3000').split(',');
const runs = Number(process.argv[3] ?? 5);
const pages = (process.argv[4] ?? '/,/category/property,/search?query=fridge,/product/3').split(',');

interface Sample {
  html: number;
  fcp: number;
  lcp: number;
  ready: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

async function once(url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // When the root layout marks the page ready (hydrated), in the page's own clock.
  await page.addInitScript(`new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.ready !== 'true') return;
    window.__readyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });`);
  await page.goto(url, { waitUntil: 'load' });
  // A function, not a string: the page's CSP forbids evaluating strings.
  await page.waitForFunction(() => (globalThis as { __readyAt?: number }).__readyAt !== undefined, null, { timeout: 20_000 });
  // LCP is final once the page is quiet; a short wait after load lets late candidates (hydration, images) land.
  await page.waitForTimeout(2000);
  // A string, evaluated in the page (this folder is typed for Node, without the DOM's types).
  const sample = (await page.evaluate(`new Promise((resolve) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({ html: nav.responseEnd, fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN, ready: window.__readyAt ?? NaN });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`)) as Sample;
  await context.close();
  return sample;
}

const results = new Map<string, Sample[]>();
for (let run = 0; run < runs; run++)
  for (const path of pages)
    for (const base of bases) {
      const key = `${base}${path}`;
      results.set(key, [...(results.get(key) ?? []), await once(key)]);
    }
await browser.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const col = (xs: number[]) => `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
console.log(`\nChromium, 4× CPU slowdown, 150 ms / 1.6 Mbit/s; ${runs} loads each; ms, median (range)`);
console.log('page | HTML in | FCP | LCP | ready (hydrated)');
for (const [key, s] of results)
  console.log(
    `${key} | ${col(s.map((x) => x.html))} | ${col(s.map((x) => x.fcp))} | ${col(s.map((x) => x.lcp))} | ${col(s.map((x) => x.ready))}`,
  );
