/**
 * JavaScript a first visit downloads, per page, as the server sends it: opens each page in Chromium against a running
 * production server, then asks the server again for every .js file the page requested, with the Accept-Encoding
 * Chromium sends, and counts the bytes on the wire (the response body as sent, not decoded). Three runs per page;
 * the median is reported and checked against the budget, for an English and a Hindi first visit.
 *   npm run build && NODE_ENV=production npx tsx apps/server/src/server.ts   (another terminal)
 *   npx tsx bench/bundle.ts [http://127.0.0.1:3000] [--files]
 * --files lists each page's scripts with their bytes on the wire, largest first (what to split next).
 */
import { request } from 'node:http';
import { chromium } from '@playwright/test';

const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000';
const listFiles = process.argv.includes('--files');
// Issue 16: at most 120 KB of compressed JavaScript on a first visit, in either language.
const budgetKb = 120;
const runs = 3;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Body bytes as sent (no decoding) and the Content-Encoding of one GET. */
function wire(url: string, acceptEncoding: string | null): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request(url, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      // A script answered with anything but JavaScript (a stale server's page shell for a chunk it does not have) would
      // be counted as the page's JavaScript: refuse it.
      if (new URL(url).pathname.endsWith('.js') && !/javascript/.test(String(res.headers['content-type'])))
        reject(new Error(`${url}: ${res.headers['content-type']} is not JavaScript`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const items = (await (await fetch(`${base}/api/all-products?limit=50`)).json()) as { id: number; source: string }[];
const product = items.find((i) => i.source === 'products');
if (!product) throw new Error('no product in the catalogue');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let over = false;
// English (the default) and a Hindi visit with the choice saved (the page is rendered in Hindi; its shell and messages
// load before the first paint).
const languages = ['en', 'hi'] as const;
for (const [language, path] of languages.flatMap((l) =>
  ['/', '/category/property', `/product/${product.id}`].map((p) => [l, p] as const),
)) {
  const jsWire: number[] = [];
  const jsRaw: number[] = [];
  const htmlWire: number[] = [];
  const encodings = new Set<string>();
  let files = 0;
  let perFile: [string, number][] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (language === 'hi') {
      // A saved choice is both (lib/i18n/languages.ts): the device's copy, and the cookie the server renders by.
      await context.addInitScript({ content: "localStorage.setItem('kiraya:language', 'hi')" });
      await context.addCookies([{ name: 'kiraya_lang', value: 'hi', url: base }]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.add(r.url());
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    let sent = 0;
    let raw = 0;
    perFile = [];
    for (const url of scripts) {
      const compressed = await wire(url, ACCEPT_ENCODING);
      sent += compressed.bytes;
      perFile.push([new URL(url).pathname, compressed.bytes]);
      encodings.add(compressed.encoding);
      raw += (await wire(url, null)).bytes;
    }
    const document = await wire(base + path, ACCEPT_ENCODING);
    encodings.add(`html:${document.encoding}`);
    jsWire.push(sent);
    jsRaw.push(raw);
    htmlWire.push(document.bytes);
    files = scripts.size;
  }
  const js = median(jsWire);
  over ||= js / 1024 > budgetKb;
  console.log(
    `${language} ${path.padEnd(20)} ${String(files).padStart(2)} JS files  ${kb(js)} KB on the wire (runs: ${jsWire.map(kb).join(', ')}; ` +
      `${kb(median(jsRaw))} KB uncompressed)  html ${kb(median(htmlWire))} KB  encoding ${[...encodings].join(' ')}  (budget ${budgetKb} KB)`,
  );
  if (listFiles) for (const [file, bytes] of perFile.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(bytes).padStart(6)} KB  ${file}`);
}
await browser.close();
process.exitCode = over ? 1 : 0;
