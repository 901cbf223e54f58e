/**
 * What a visitor waits for before the first byte of a visitor page, and how many bytes arrive: the time to the whole
 * HTML (brotli, as browsers ask) of home, a category, a search, a product and a listing, against running production
 * servers. Two cases per page:
 *   - cold: a parameter no other request used, so the page is rendered afresh (the API answers it reads may still come
 *     from the catalogue cache, as they do for real traffic on popular items);
 *   - warm: the same URL again, answered from the rendered-page cache.
 * Several servers (comma-separated, e.g. one built with server rendering and one without) are measured in turn,
 * request by request, so both see the same moments of a shared machine. Reports the median, p90 and range per page.
 *   npm run build && NODE_ENV=production PORT=3999 npx tsx apps/server/src/server.ts   (another terminal)
 *   npx tsx bench/ssr.ts http://127.0.0.1:3999[,http://127.0.0.1:3998] [rounds=15]
 */
import { request } from 'node:http';

const bases = (process.argv[2] ?? 'http://127.0.0.1:3000').split(',');
const rounds = Number(process.argv[3] ?? 15);

/** Milliseconds to the last byte of one GET, and the bytes as sent. */
function timed(url: string, language: string): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': language } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const first = bases[0] as string;
const items = (await (await fetch(`${first}/api/all-products?limit=50`)).json()) as { id: number; source: string }[];
const product = items.find((i) => i.source === 'products');
const listing = items.find((i) => i.source === 'listings');
if (!product || !listing) throw new Error('the catalogue needs a product and a listing');
const pages = ['/', '/category/property', '/search?query=fridge', `/product/${product.id}`, `/listing/${listing.id}`];
const languages = ['en-IN,en;q=0.9', 'hi-IN,hi;q=0.9'];

type Sample = { ms: number; bytes: number };
const samples = new Map<string, Sample[]>();
const add = (key: string, s: Sample) => samples.set(key, [...(samples.get(key) ?? []), s]);
let unique = 0;

// Warm the processes up (JIT, connections) before anything is counted.
for (const base of bases) for (const page of pages) await timed(`${base}${page}`, languages[0] as string);

for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    for (const language of languages) {
      for (const base of bases) {
        unique += 1;
        const url = `${base}${page}${page.includes('?') ? '&' : '?'}bench=${Date.now()}-${unique}`;
        const cold = await timed(url, language);
        if (cold.status !== 200) throw new Error(`${url}: ${cold.status}`);
        const warm = await timed(url, language);
        const lang = language.slice(0, 2);
        add(`${base} ${page} ${lang} cold`, cold);
        add(`${base} ${page} ${lang} warm`, warm);
      }
    }
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number;
console.log(`\nTime to the whole page (ms), ${rounds} requests each, median / p90 (range); HTML on the wire (KB, median)`);
console.log('server page lang case | median | p90 | range | KB');
for (const [key, s] of samples) {
  const ms = s.map((x) => x.ms);
  console.log(
    `${key} | ${at(ms, 0.5).toFixed(1)} | ${at(ms, 0.9).toFixed(1)} | ${Math.min(...ms).toFixed(1)}–${Math.max(...ms).toFixed(1)} | ${(
      at(
        s.map((x) => x.bytes),
        0.5,
      ) / 1024
    ).toFixed(1)}`,
  );
}
