/**
 * Gzipped JavaScript a first visit downloads, per page: opens each page in Chromium against a running
 * production server and gzips every .js file it requested from apps/web/dist.
 *   npm run build && npm run serve   (another terminal)
 *   npx tsx bench/bundle.ts [http://127.0.0.1:3000]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
// WEB_DIST names another build folder (e.g. one served by an e2e server); the default is the app's own.
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
const budgetKb = 150;

const items = (await (await fetch(`${base}/api/all-products?limit=50`)).json()) as { id: number; source: string }[];
const product = items.find((i) => i.source === 'products');
if (!product) throw new Error('no product in the catalogue');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let over = false;
for (const path of ['/', '/category/property', `/product/${product.id}`]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  let total = 0;
  for (const s of scripts) total += gzipSync(readFileSync(join(dist, s)), { level: 9 }).length;
  const kb = total / 1024;
  over ||= kb > budgetKb;
  console.log(`${path.padEnd(20)} ${String(scripts.size).padStart(2)} JS files  ${kb.toFixed(1)} KB gzip  (budget ${budgetKb} KB)`);
  await context.close();
}
await browser.close();
process.exitCode = over ? 1 : 0;
