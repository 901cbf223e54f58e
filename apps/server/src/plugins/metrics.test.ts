import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema/index.js';
import { createAccount } from '../test/accounts.js';
import { createTestApp, type TestContext, testDbKind } from '../test/harness.js';
import { isPrivateAddress } from './metrics.js';

/** The value of one sample line (`name{labels} value`) of a Prometheus text exposition; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (t: TestContext, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the Prometheus text format with the process metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts each request in the duration histogram under its route pattern and status', async () => {
    const ids = [101, 102, 103];
    for (const id of ids) await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const text = await scrape(t);
    const product = { method: 'GET', route: '/api/product/:id', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', product)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...product, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', product)).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health/live', status_code: '200' })).toBe(2);
    // The pattern, never the raw URL: one series per route, not one per product.
    expect(text).not.toContain('/api/product/101');
  });

  it('counts the product pages read together by one statement', async () => {
    const before = await scrape(t);
    const counts = (text: string) =>
      ['db_batched_statements_total', 'db_batched_lookups_total'].map((name) => sample(text, name, { lookup: 'product_page' }) ?? 0);
    const [statements, lookups] = counts(before);
    await Promise.all([201, 202, 203].map((id) => t.app.inject({ method: 'GET', url: `/api/product/${id}` })));
    await t.app.inject({ method: 'GET', url: '/api/product/204' });
    expect(counts(await scrape(t))).toEqual([(statements as number) + 2, (lookups as number) + 4]);
  });

  it('labels requests no route matched as <unmatched>', async () => {
    for (const path of ['/api/nope-1', '/api/nope-2']) await t.app.inject({ method: 'GET', url: path });
    const text = await scrape(t);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '<unmatched>', status_code: '404' })).toBe(2);
    expect(text).not.toContain('nope-1');
  });

  it('reports the database pool', async () => {
    const text = await scrape(t);
    const total = sample(text, 'db_pool_connections') as number;
    const idle = sample(text, 'db_pool_idle_connections') as number;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    if (testDbKind === 'pglite') expect([total, idle]).toEqual([1, 1]);
    else expect(total).toBeLessThanOrEqual(t.config.dbPoolMax);
  });

  it('reports the scheduled jobs that are due and how late the oldest is', async () => {
    const before = await scrape(t);
    expect(sample(before, 'jobs_due')).toBe(0);
    expect(sample(before, 'jobs_lag_seconds')).toBe(0);

    const now = Date.now();
    await t.db.insert(scheduledJobs).values([
      { kind: 'line_confirm_delivery', refId: 9001, runAt: new Date(now - 120_000) },
      { kind: 'line_confirm_delivery', refId: 9002, runAt: new Date(now - 30_000) },
      // Neither a job not yet due nor one already done counts.
      { kind: 'line_confirm_delivery', refId: 9003, runAt: new Date(now + 60_000) },
      { kind: 'line_confirm_delivery', refId: 9004, runAt: new Date(now - 600_000), doneAt: new Date(now - 590_000) },
    ]);
    const text = await scrape(t);
    expect(sample(text, 'jobs_due')).toBe(2);
    const lag = sample(text, 'jobs_lag_seconds') as number;
    expect(lag).toBeGreaterThanOrEqual(119);
    expect(lag).toBeLessThan(150);
    await t.db.delete(scheduledJobs);
  });

  it('collects the gauges other parts register, at each scrape', async () => {
    let open = 4;
    t.app.metrics.gauge('live_streams_open_test', 'Open live streams (test)', () => open);
    expect(sample(await scrape(t), 'live_streams_open_test')).toBe(4);
    open = 7;
    expect(sample(await scrape(t), 'live_streams_open_test')).toBe(7);
  });

  it('still answers when one gauge fails, with NaN for that one', async () => {
    t.app.metrics.gauge('broken_part_test', 'A part that throws', async () => {
      throw new Error('part down');
    });
    const text = await scrape(t);
    expect(sample(text, 'broken_part_test')).toBeNaN();
    expect(sample(text, 'jobs_due')).toBe(0);
  });

  it('is refused to a public address, and to a proxied request it cannot trace', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(pub.statusCode).toBe(403);
    expect(pub.json().code).toBe('METRICS_FORBIDDEN');
    // nginx on this machine connects from 127.0.0.1; without TRUST_PROXY the client it names is unknown.
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::ffff:192.168.1.20' })).statusCode).toBe(200);
  });
});

describe('a live stream in the metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is left out of the latencies (its duration is how long a page stayed open), and carries the request id', async () => {
    const buyer = await createAccount(t, 'user');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/user/messages/${buyer.id}/stream`,
            headers: { ...buyer.headers, 'x-request-id': 'sse-1' },
          },
          resolve,
        )
        .on('error', reject),
    );
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['x-request-id']).toBe('sse-1');
    // Closing the app ends the stream from the server's side: the response finishes, as one would on shutdown.
    const ended = new Promise((resolve) => stream.on('end', resolve).resume());
    await t.app.close();
    await ended;
    const text = await t.app.metrics.registry.metrics();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain('/api/user/messages/:userId/stream');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789';
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token, TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('needs the bearer token, even from loopback', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456780' } });
    expect(wrong.statusCode).toBe(401);
    const text = await scrape(t, { authorization: `Bearer ${token}` });
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remote.statusCode).toBe(200);
  });
});

describe('GET /metrics behind a trusted proxy, without a token', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('judges the client the proxy names', async () => {
    const internet = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(internet.statusCode).toBe(403);
    const office = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '192.168.10.4' } });
    expect(office.statusCode).toBe(200);
  });
});

describe('isPrivateAddress', () => {
  it('knows loopback, private and unique-local addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '172.31.255.1', '192.168.0.1', '::1', 'fd12::1', '::ffff:127.0.0.1'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '203.0.113.9', '2001:db8::1', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });
});
