/**
 * Lighthouse, mobile (its default simulated slow 4G and mid-range phone), on the pages a visitor lands on, against a
 * running production server: `npm run build && npm run serve` in one shell, then `npm run bench:lighthouse` (BASE
 * defaults to http://localhost:3000; RUNS=3 runs each page three times, alternating pages, and reports the median
 * with the range). BASE may list several servers separated by commas (say one with server rendering and one without):
 * each run then goes through every page on every server in turn, so both see the same moments of the machine.
 * Lighthouse itself is fetched by npx on first use (it is not a dependency of the project);
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH). Each row ends with the host's benchmark index, since the
 * 4× CPU slowdown is relative to the host; CPU_SLOWDOWN=<n> runs with another multiplier (a calibrated run, reported
 * beside the default one, never instead of it). TRACES=<dir> keeps each run's trace there (Lighthouse's `--save-assets`)
 * for `npx tsx bench/lighthouse-tasks.ts <dir>/*.trace.json`, which says what the blocking tasks were.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bases = (process.env.BASE ?? 'http://localhost:3000').split(',');
const runs = Number(process.env.RUNS ?? 3);
const pages = (process.env.PAGES ?? '/,/category/property,/search?query=fridge,/product/3').split(',');
const dir = mkdtempSync(join(tmpdir(), 'kiraya-lh-'));
if (process.env.TRACES) mkdirSync(process.env.TRACES, { recursive: true });

interface Result {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** KiB of pictures the page loaded, as sent (transfer size of its Image requests). */
  images: number;
  /** KiB Lighthouse says pictures larger than their box wasted (`uses-responsive-images`). */
  oversized: number;
  /** Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`), which its 4× slowdown is relative to. */
  host: number;
}

/** One Lighthouse run; a run Lighthouse itself gives up on (NO_NAVSTART, a trace it could not record on a loaded
 * machine) is tried again, up to three times, rather than ending the whole bench. */
function once(base: string, path: string, i: number, attempt = 1): Result {
  const out = join(process.env.TRACES ?? dir, `${i}-${path.replace(/\W+/g, '_')}-${new URL(base).port}.json`);
  try {
    lighthouse(base, path, out);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`${base}${path}: Lighthouse failed (attempt ${attempt}); running it again`);
    return once(base, path, i, attempt + 1);
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const score = (k: string) => Math.round(r.categories[k].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: r.audits['largest-contentful-paint'].numericValue / 1000,
    cls: r.audits['cumulative-layout-shift'].numericValue,
    tbt: r.audits['total-blocking-time'].numericValue,
    images:
      (r.audits['network-requests'].details.items as { resourceType?: string; transferSize?: number }[])
        .filter((item) => item.resourceType === 'Image')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    oversized: (r.audits['uses-responsive-images']?.details?.overallSavingsBytes ?? 0) / 1024,
    host: r.environment.benchmarkIndex,
  };
}

function lighthouse(base: string, path: string, out: string): void {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      `${base}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      ...(process.env.TRACES ? ['--save-assets'] : []),
      '--only-categories=performance,accessibility,seo',
      '--form-factor=mobile',
      ...(process.env.CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${process.env.CPU_SLOWDOWN}`] : []),
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
}

const label = (base: string, page: string) => (bases.length > 1 ? `${base}${page}` : page);
const results = new Map<string, Result[]>(bases.flatMap((b) => pages.map((p) => [label(b, p), []] as const)));
let n = 0;
// Alternating pages (and servers) run by run, so a slow moment of the machine does not land on one of them only.
for (let run = 0; run < runs; run++)
  for (const page of pages) for (const base of bases) results.get(label(base, page))?.push(once(base, page, n++));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const spread = (xs: number[], digits = 0) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
const slowdown = process.env.CPU_SLOWDOWN ?? '4 (the default)';
console.log(`\nLighthouse mobile, ${runs} run(s) per page, CPU slowdown ${slowdown}, median (range)`);
console.log('page | performance | accessibility | SEO | LCP s | CLS | TBT ms | picture KiB | oversized KiB | host index');
for (const [page, rs] of results) {
  const col = (k: keyof Result, digits = 0) =>
    `${median(rs.map((r) => r[k])).toFixed(digits)} (${spread(
      rs.map((r) => r[k]),
      digits,
    )})`;
  console.log(
    `${page} | ${col('performance')} | ${col('accessibility')} | ${col('seo')} | ${col('lcp', 2)} | ${col('cls', 3)} | ${col('tbt')} | ${col('images', 1)} | ${col('oversized', 1)} | ${col('host')}`,
  );
}
// The blocking time, and so the score, scale with the host's CPU: Lighthouse's 4× is meant for a high-end desktop.
const hosts = [...results.values()].flat().map((r) => r.host);
if (median(hosts) < 1500)
  console.log(
    `\nThe host's benchmark index is ${median(hosts).toFixed(0)}: under the 1,500–2,000 of the high-end desktop that Lighthouse's 4× CPU slowdown is calibrated for (Lighthouse's docs/throttling.md), so the blocking time here is that of a phone slower than the mid-tier one it models. Compare scores across machines with this index beside them.`,
  );
rmSync(dir, { recursive: true, force: true });
