/**
 * Conversation delivery latency in Chromium (issue 15): a buyer's page holds a conversation open (its live stream);
 * the owner sends messages one after another through the API; each message's time from the start of the owner's POST
 * until the buyer's page shows it (a MutationObserver in the page stamps the moment the text enters the thread) is
 * recorded. Prints the median, p95 and max.
 *
 *   npx tsx bench/conversation-latency.ts [--messages=20] [--base=http://127.0.0.1:4320]
 * Needs a running server with the demo data (admin@kiraya.in), e.g. `PORT=4320 DATA_DIR=… NODE_ENV=production npx tsx
 * apps/server/src/server.ts` after `npm run build`.
 */
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../e2e/chromium.js';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MESSAGES = Number(arg('messages', '20'));
const BASE = arg('base', process.env.BASE_URL ?? 'http://127.0.0.1:4320');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function api<T>(method: string, path: string, token: string | null, body?: unknown, form?: FormData): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const tag = randomBytes(4).toString('hex');
  const password = 'bench-pass-123';
  const login = (path: string, email: string) =>
    api<{ token: string; user?: unknown; owner?: unknown }>('POST', path, null, { email, password });
  const admin = await api<{ token: string }>('POST', '/api/admins/login', null, { email: 'admin@kiraya.in', password: 'admin12345' });
  const ownerEmail = `bench-owner-${tag}@example.in`;
  await api('POST', '/api/owners/register', null, { name: 'Bench Owner', email: ownerEmail, password, phone: '9415012345' });
  const owner = await login('/api/owners/login', ownerEmail);
  const buyerEmail = `bench-buyer-${tag}@example.in`;
  await api('POST', '/api/auth/register', null, { name: 'Bench Buyer', email: buyerEmail, password });
  const buyer = await login('/api/auth/login', buyerEmail);

  const form = new FormData();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  for (const [k, v] of Object.entries({
    title: `Bench cooler ${tag}`,
    price: '4500',
    description: 'A cooler for the latency bench.',
    category: 'appliance',
    condition: 'used',
    type: 'sale',
    location: 'Gomti Nagar',
  }))
    form.append(k, v);
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'cooler.jpg');
  const product = await api<{ id: number }>('POST', '/api/products', owner.token, undefined, form);
  await api('PUT', `/api/admin/requests/product-${product.id}/approve`, admin.token);
  const opened = await api<{ conversation: { id: number } }>('POST', '/api/conversations', buyer.token, {
    item_kind: 'product',
    item_id: product.id,
  });
  const id = opened.conversation.id;

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${BASE}/`);
  // Page scripts as text: this package type-checks without the DOM library.
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(buyer.token)}); localStorage.setItem('userData', ${JSON.stringify(JSON.stringify(buyer.user))});`,
  );
  await page.goto(`${BASE}/conversations/${id}`);
  await page.getByRole('log').waitFor();
  // The stream is open once the page has asked for it; give it a moment to connect.
  await page.waitForTimeout(1500);
  await page.evaluate(`(() => {
    window.arrivals = {};
    const log = document.querySelector('[role="log"]');
    new MutationObserver(() => {
      for (const match of log.innerText.matchAll(/bench-(\\d+)/g)) window.arrivals[match[1]] ??= performance.timeOrigin + performance.now();
    }).observe(log, { childList: true, subtree: true, characterData: true });
  })()`);

  const latencies: number[] = [];
  for (let n = 0; n < MESSAGES; n++) {
    const start = Date.now();
    await api('POST', `/api/conversations/${id}/messages`, owner.token, { text: `Message bench-${n}` });
    // A function, not text: the page's CSP forbids eval; globalThis is the page's window there.
    const arrived = await page.waitForFunction(
      (key) => (globalThis as unknown as { arrivals: Record<string, number> }).arrivals[key],
      String(n),
      {
        timeout: 15_000,
      },
    );
    latencies.push(((await arrived.jsonValue()) as number) - start);
    await page.waitForTimeout(200);
  }
  await browser.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`conversation delivery, owner POST → buyer's page shows it (${MESSAGES} messages, live stream, Chromium ${BASE}):`);
  console.log(`  median ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`);
  console.log(`  all: ${latencies.map((v) => Math.round(v)).join(', ')}`);
}

await main();
