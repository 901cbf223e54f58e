import { brotliDecompressSync } from 'node:zlib';
import type { CatalogueItem } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { emit } from '../../db/events.js';
import { products } from '../../db/schema/index.js';
import { COMPRESS_THRESHOLD_BYTES } from '../../plugins/compression.js';
import { compressedAnswers, weakEtag } from '../../plugins/http-cache.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import {
  CATALOGUE_CACHE_MAX_AGE_MS,
  CATALOGUE_CACHE_TTL_MS,
  catalogueGeneration,
  createResponseCache,
  responseCacheTotals,
  sharedMemo,
} from './catalogue.cache.js';

/** Lets background refreshes (promise callbacks) finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('response cache', () => {
  const counter = () => {
    let calls = 0;
    return {
      load: async () => ++calls,
      get calls() {
        return calls;
      },
    };
  };

  it('answers a repeated key from memory within the TTL', async () => {
    const cache = createResponseCache({ enabled: true });
    const c = counter();
    expect(await cache.get('k', c.load)).toBe(1);
    expect(await cache.get('k', c.load)).toBe(1);
    expect(await cache.get('other', c.load)).toBe(2);
    expect(c.calls).toBe(2);
  });

  it('drops every entry when the catalogue changes', async () => {
    const cache = createResponseCache({ enabled: true });
    const c = counter();
    await cache.get('a', c.load);
    await cache.get('b', c.load);
    emit('catalogueChanged');
    expect(await cache.get('a', c.load)).toBe(3);
    expect(await cache.get('b', c.load)).toBe(4);
    expect(c.calls).toBe(4);
  });

  it('expires entries after the TTL and never serves one older than 10 s', async () => {
    expect(CATALOGUE_CACHE_TTL_MS).toBeLessThanOrEqual(CATALOGUE_CACHE_MAX_AGE_MS);
    expect(CATALOGUE_CACHE_MAX_AGE_MS).toBeLessThanOrEqual(10_000);
    let now = 1_000_000;
    // random 0.5: a jitter factor of exactly 1, so the fresh life is the TTL.
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    const c = counter();
    await cache.get('k', c.load);
    now += CATALOGUE_CACHE_TTL_MS - 1;
    expect(await cache.get('k', c.load)).toBe(1);
    expect(c.calls).toBe(1);
    // Past the TTL: served stale while a refresh runs, whose value the next request gets.
    now += 2;
    expect(await cache.get('k', c.load)).toBe(1);
    await settled();
    expect(await cache.get('k', c.load)).toBe(2);
    // Past the 10 s bound nothing old is served, stale or not: the caller waits for a load.
    now += CATALOGUE_CACHE_MAX_AGE_MS;
    expect(await cache.get('k', c.load)).toBe(3);
    // A longer TTL or bound than 10 s is not accepted.
    const long = createResponseCache({ enabled: true, ttlMs: 60_000, maxAgeMs: 60_000, now: () => now, random: () => 0.99 });
    await long.get('k', c.load);
    now += 10_000;
    expect(await long.get('k', c.load)).toBe(5);
  });

  it('ages an entry from the oldest data its value holds (dataAsOf), so that data too is never served past 10 s', async () => {
    let now = 1_000_000;
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    const c = counter();
    // The value was loaded now, but holds data read 4 s ago (a count shared by the filter's pages).
    const readAt = now - 4_000;
    await cache.get('k', c.load, () => readAt);
    now = readAt + CATALOGUE_CACHE_TTL_MS - 1;
    expect(await cache.get('k', c.load)).toBe(1);
    expect(cache.stats.stale).toBe(0);
    // Fresh for the TTL from that reading, not from the load: stale 1 s after the load rather than 5.
    now += 2;
    expect(await cache.get('k', c.load)).toBe(1);
    expect(cache.stats.stale).toBe(1);
    await settled();
    // Past the bound from the reading (not from the load) nothing of it is served.
    const other = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    await other.get('old', c.load, () => now - CATALOGUE_CACHE_MAX_AGE_MS + 1);
    now += 2;
    expect(await other.get('old', async () => 'afresh')).toBe('afresh');
    // A dataAsOf later than the load's start changes nothing, nor does none.
    const third = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    await third.get('k', c.load, () => now + 60_000);
    now += CATALOGUE_CACHE_TTL_MS - 1;
    await third.get('k', c.load, () => undefined);
    expect(third.stats).toMatchObject({ fresh: 1, stale: 0, misses: 1 });
  });

  it('spreads expiries: each entry is fresh for the TTL times a factor in [0.8, 1.2)', async () => {
    let now = 0;
    let draw = 0;
    // Evenly spread draws stand in for Math.random.
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => (draw++ % 100) / 100 });
    const c = counter();
    for (let k = 0; k < 100; k++) await cache.get(`k${k}`, c.load);
    const expiries: number[] = [];
    for (now = 0; now <= 2 * CATALOGUE_CACHE_TTL_MS; now += 50) {
      const before = c.calls;
      for (let k = 0; k < 100; k++) await cache.get(`k${k}`, c.load);
      await settled();
      // Each refresh loads once: the ones that started at this moment are the entries whose fresh life just ended.
      for (let n = before; n < c.calls; n++) expiries.push(now);
      if (expiries.length >= 100) break;
    }
    expect(expiries).toHaveLength(100);
    expect(Math.min(...expiries)).toBeGreaterThanOrEqual(0.8 * CATALOGUE_CACHE_TTL_MS);
    expect(Math.max(...expiries)).toBeLessThanOrEqual(1.2 * CATALOGUE_CACHE_TTL_MS + 50);
    // Not together: no 50 ms step refreshes more than a few of the 100.
    const perStep = new Map<number, number>();
    for (const at of expiries) perStep.set(at, (perStep.get(at) ?? 0) + 1);
    expect(Math.max(...perStep.values())).toBeLessThanOrEqual(3);
    expect(perStep.size).toBeGreaterThan(30);
  });

  it('serves a stale entry at once and refreshes it with exactly one load, however many ask', async () => {
    let now = 0;
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    now = CATALOGUE_CACHE_TTL_MS + 1;
    let loads = 0;
    let release: (v: string) => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    // Ten requests while the refresh is under way: all answered with the old value without waiting for it.
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', slow)));
    expect(answers).toEqual(Array(10).fill('old'));
    expect(loads).toBe(1);
    expect(cache.stats.refreshes).toBe(1);
    release('new');
    await settled();
    expect(await cache.get('k', slow)).toBe('new');
    expect(loads).toBe(1);
  });

  it('never serves a value across a catalogue change, not even stale', async () => {
    let now = 0;
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5 });
    await cache.get('k', async () => 'before');
    now = CATALOGUE_CACHE_TTL_MS + 1; // stale, within the bound
    emit('catalogueChanged');
    let loads = 0;
    expect(await cache.get('k', async () => `after ${++loads}`)).toBe('after 1');
    // And a refresh that began before a change is not kept.
    now += CATALOGUE_CACHE_TTL_MS + 1;
    let release: (v: string) => void = () => {};
    expect(await cache.get('k', () => new Promise<string>((resolve) => (release = resolve)))).toBe('after 1');
    emit('catalogueChanged');
    release('overlapped');
    await settled();
    // Neither the entry of the old generation nor the refresh's value: a load of the new one.
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('keeps the stale value when a refresh fails, until the bound, and reports only the error', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5, onRefreshError: (e) => errors.push(e) });
    await cache.get('k', async () => 'kept');
    now = CATALOGUE_CACHE_TTL_MS + 1;
    const failing = async (): Promise<string> => {
      throw new Error('database unreachable');
    };
    expect(await cache.get('k', failing)).toBe('kept');
    await settled();
    expect(errors).toEqual([new Error('database unreachable')]);
    expect(cache.stats.refreshFailures).toBe(1);
    now = CATALOGUE_CACHE_MAX_AGE_MS - 1;
    expect(await cache.get('k', failing)).toBe('kept');
    await settled();
    // At the bound the failure reaches the caller instead of an answer older than 10 s.
    now = CATALOGUE_CACHE_MAX_AGE_MS;
    await expect(cache.get('k', failing)).rejects.toThrow('database unreachable');
  });

  it('evicts the oldest entries when full, not all of them', async () => {
    const cache = createResponseCache({ enabled: true, maxEntries: 3 });
    const c = counter();
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, c.load);
    expect(cache.size).toBe(3);
    expect(c.calls).toBe(4);
    for (const k of ['b', 'c', 'd']) await cache.get(k, c.load);
    expect(c.calls).toBe(4);
    await cache.get('a', c.load);
    expect(c.calls).toBe(5);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createResponseCache({ enabled: true });
    const c = counter();
    const values = await Promise.all([cache.get('k', c.load), cache.get('k', c.load), cache.get('k', c.load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(c.calls).toBe(1);
  });

  it('does not keep a value whose load overlapped a change', async () => {
    const cache = createResponseCache({ enabled: true });
    let release: (v: string) => void = () => {};
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    emit('catalogueChanged');
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('adds the answers of every cache to the process totals the bench reads', async () => {
    const before = responseCacheTotals();
    const c = counter();
    for (const cache of [createResponseCache({ enabled: true }), createResponseCache({ enabled: true })]) {
      await cache.get('k', c.load);
      await cache.get('k', c.load);
    }
    const after = responseCacheTotals();
    expect(after.misses - before.misses).toBe(2);
    expect(after.fresh - before.fresh).toBe(2);
  });

  it('finds a fresh entry by a URL that named it, only while fresh and of the current catalogue', async () => {
    let now = 1_000_000;
    const cache = createResponseCache({ enabled: true, now: () => now, random: () => 0.5, maxEntries: 2 });
    const c = counter();
    expect(cache.freshByUrl('/api/x?a=1')).toBeUndefined();
    await cache.get('k', c.load);
    cache.alias('/api/x?a=1', 'k');
    cache.alias('/api/x?a=1&b=', 'k');
    expect(cache.freshByUrl('/api/x?a=1')).toBe(1);
    expect(cache.freshByUrl('/api/x?a=1&b=')).toBe(1);
    expect(cache.stats.byUrl).toBe(2);
    expect(cache.freshByUrl('/api/x?a=2')).toBeUndefined();
    // Stale: the normal path serves it and refreshes it.
    now += CATALOGUE_CACHE_TTL_MS;
    expect(cache.freshByUrl('/api/x?a=1')).toBeUndefined();
    expect(await cache.get('k', c.load)).toBe(1);
    await settled();
    expect(cache.freshByUrl('/api/x?a=1')).toBe(2);
    // After a change (a settings save is one: a URL without `limit` may then name another page size) the URL names
    // nothing until the normal path names it again, even if its old key is stored anew meanwhile.
    emit('catalogueChanged');
    await cache.get('k', c.load);
    expect(cache.freshByUrl('/api/x?a=1')).toBeUndefined();
    cache.alias('/api/x?a=1', 'k');
    expect(cache.freshByUrl('/api/x?a=1')).toBe(3);
    // At most as many URLs as entries, the oldest going first; a very long URL is not kept.
    cache.alias('/api/x?a=3', 'k');
    cache.alias('/api/x?a=4', 'k');
    expect(cache.freshByUrl('/api/x?a=1')).toBeUndefined();
    expect(cache.freshByUrl('/api/x?a=4')).toBe(3);
    const long = `/api/x?q=${'a'.repeat(600)}`;
    cache.alias(long, 'k');
    expect(cache.freshByUrl(long)).toBeUndefined();
    const off = createResponseCache({ enabled: false });
    await off.get('k', c.load);
    off.alias('/api/x?a=1', 'k');
    expect(off.freshByUrl('/api/x?a=1')).toBeUndefined();
  });

  it('always loads when disabled', async () => {
    const cache = createResponseCache({ enabled: false });
    const c = counter();
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('listens to the catalogueChanged event, so writers need not import the catalogue', () => {
    const before = catalogueGeneration();
    emit('catalogueChanged');
    expect(catalogueGeneration()).toBe(before + 1);
  });
});

describe('reads shared between cached answers', () => {
  const db = {} as Db;
  it('keeps at most its budget, the oldest going first, and nothing across a catalogue change', () => {
    const memo = sharedMemo<string[]>(4, (items) => items.length);
    const now = Date.now();
    memo.set(db, 'a', catalogueGeneration(), now, ['1', '2']);
    memo.set(db, 'b', catalogueGeneration(), now, ['3', '4']);
    expect(memo.get(db, 'a')?.value).toEqual(['1', '2']);
    memo.set(db, 'c', catalogueGeneration(), now, ['5']);
    expect([memo.get(db, 'a'), memo.get(db, 'b')?.value, memo.get(db, 'c')?.value]).toEqual([undefined, ['3', '4'], ['5']]);
    // Read before a change: not kept. Kept before it: gone after it.
    const before = catalogueGeneration();
    emit('catalogueChanged');
    memo.set(db, 'd', before, now, ['6']);
    expect([memo.get(db, 'b'), memo.get(db, 'd')]).toEqual([undefined, undefined]);
  });

  it('ages an entry from its reading: fresh for the TTL with its jitter, at most', () => {
    const memo = sharedMemo<number>(10, () => 1);
    memo.set(db, 'old', catalogueGeneration(), Date.now() - CATALOGUE_CACHE_TTL_MS * 1.2, 1);
    memo.set(db, 'new', catalogueGeneration(), Date.now() - CATALOGUE_CACHE_TTL_MS * 0.79, 2);
    expect([memo.get(db, 'old'), memo.get(db, 'new')?.value]).toEqual([undefined, 2]);
  });
});

describe('CATALOGUE_CACHE setting', () => {
  const base = { DATA_DIR: '/tmp/kiraya-config-test', TOKEN_SECRET: 'x'.repeat(32) };
  it('is on by default, off under tests, and can be set either way', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).catalogueCache).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).catalogueCache).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', CATALOGUE_CACHE: 'off' }).catalogueCache).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test', CATALOGUE_CACHE: 'on' }).catalogueCache).toBe(true);
    expect(() => loadConfig({ ...base, CATALOGUE_CACHE: 'maybe' })).toThrow(/CATALOGUE_CACHE/);
  });
});

describe.each([
  ['on', true],
  ['off', false],
] as const)('catalogue and search over HTTP with CATALOGUE_CACHE=%s', (setting, cached) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ CATALOGUE_CACHE: setting });
    await createProduct(t.db, { title: 'Godrej Steel Almirah', category: 'appliance' });
  });
  afterAll(() => t.close());

  const titles = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { titles: (res.json() as CatalogueItem[]).map((i) => i.title), total: res.headers['x-total-count'] };
  };
  const lists = ['/api/all-products?category=appliance', '/api/products?category=appliance', '/api/search?query=almirah'];
  /** What a client gets of an answer: status, the headers that name and describe it, and its body. */
  const entity = (res: Awaited<ReturnType<typeof t.app.inject>>) => ({
    status: res.statusCode,
    type: res.headers['content-type'],
    etag: res.headers.etag,
    cacheControl: res.headers['cache-control'],
    total: res.headers['x-total-count'],
    priceMax: res.headers['x-price-max'],
    didYouMean: res.headers['x-did-you-mean'],
    body: res.body,
  });

  it(cached ? 'serves a cached answer until catalogueChanged() is called' : 'shows every write at once', async () => {
    const before = await Promise.all(lists.map(titles));
    for (const b of before) expect(b.titles).toEqual(['Godrej Steel Almirah']);

    // Written behind the API's back (as another instance would): no catalogueChanged() yet.
    const added = await createProduct(t.db, { title: 'Wooden Almirah with Mirror', category: 'appliance' });
    const during = await Promise.all(lists.map(titles));
    for (const d of during) {
      if (cached) expect(d).toEqual(before[0]);
      else expect(d.titles.sort()).toEqual(['Godrej Steel Almirah', 'Wooden Almirah with Mirror']);
    }

    emit('catalogueChanged');
    for (const after of await Promise.all(lists.map(titles))) {
      expect(after.titles.sort()).toEqual(['Godrej Steel Almirah', 'Wooden Almirah with Mirror']);
      expect(after.total).toBe('2');
    }

    // A rejection is a change too: once announced, the item leaves every list.
    await t.db.update(products).set({ approvalStatus: 'rejected' }).where(eq(products.id, added.id));
    emit('catalogueChanged');
    for (const after of await Promise.all(lists.map(titles))) expect(after.titles).toEqual(['Godrej Steel Almirah']);
  });

  it('answers a repeated request with the same body, headers and ETag, and If-None-Match with a 304', async () => {
    for (const url of [
      '/api/all-products?category=appliance&sort=price_asc',
      '/api/search?query=almirah',
      '/api/search?query=almirha',
      '/api/search/suggest?q=alm',
      '/api/category-wise-products',
      '/api/facets?category=appliance',
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url });
      expect({ url, ...entity(again) }).toEqual({ url, ...entity(first) });
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      // The ETag names the JSON and the headers that travel with it, however the answer was made.
      const headers = ['x-total-count', 'x-price-max', 'x-did-you-mean'].map((h) => first.headers[h] as string | undefined);
      expect(first.headers.etag).toBe(weakEtag(first.body, headers));
      const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect({ url, status: notModified.statusCode, body: notModified.body }).toEqual({ url, status: 304, body: '' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search?query=almirha' })).headers['x-did-you-mean']).toBe('almirah');
  });

  it(
    cached ? 'answers a repeated URL before parsing its query again, the same answer as the normal path' : 'parses every request',
    async () => {
      for (const url of [
        '/api/all-products?category=appliance&sort=latest&city=Lucknow',
        '/api/products?category=appliance',
        '/api/search?query=steel',
        '/api/search/suggest?q=godr',
        '/api/search/facets?query=steel',
        '/api/latest-listings',
      ]) {
        const byUrl = () => responseCacheTotals().byUrl;
        // Nothing remembered from the tests before.
        emit('catalogueChanged');
        const start = byUrl();
        const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect({ url, status: first.statusCode }).toEqual({ url, status: 200 });
        expect(byUrl()).toBe(start);
        const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(byUrl()).toBe(cached ? start + 1 : start);
        expect({ url, ...entity(again) }).toEqual({ url, ...entity(first) });
        // The root's onSend hooks still run on such an answer: a 304 for its ETag, and HEAD.
        const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
        expect({ url, status: notModified.statusCode }).toEqual({ url, status: 304 });
        const head = await t.app.inject({ method: 'HEAD', url });
        expect({ url, status: head.statusCode, etag: head.headers.etag, body: head.body }).toEqual({
          url,
          status: 200,
          etag: first.headers.etag,
          body: '',
        });
      }
      // A URL the schema refuses is never remembered: it stays a 400 however often it is sent.
      for (let i = 0; i < 2; i++) {
        const bad = await t.app.inject({ method: 'GET', url: '/api/all-products?category=spaceships' });
        expect(bad.statusCode).toBe(400);
      }
    },
  );

  it(
    cached
      ? "keeps a cached answer's brotli body with it: its next hits neither compress nor ask the memo"
      : 'compresses an answer once, then takes it from the memo',
    async () => {
      const description = 'Hand-woven Banarasi silk, worn once at a wedding in Aminabad. '.repeat(3);
      for (let i = 0; i < 5; i++) await createProduct(t.db, { title: `Banarasi Silk Saree ${i}`, category: 'dress', description });
      emit('catalogueChanged');
      const url = '/api/products?category=dress';
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      const br = () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const first = await br();
      const before = compressedAnswers();
      const later = [await br(), await br()];
      expect(compressedAnswers()).toEqual(cached ? before : { made: before.made, reused: before.reused + 2 });
      for (const res of [first, ...later]) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    },
  );

  it(cached ? 'pages through one reading of a list: nothing twice, until catalogueChanged()' : 'reads every page afresh', async () => {
    await createProduct(t.db, { title: 'Older Flat', category: 'property' });
    await createProduct(t.db, { title: 'Newer Flat', category: 'property' });
    const page = async (n: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/all-products?category=property&sort=latest&limit=1&page=${n}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as CatalogueItem[]).map((i) => i.title);
    };
    expect(await page(1)).toEqual(['Newer Flat']);
    // A newer item arrives behind the API's back: read afresh, page 2 would show page 1's item again.
    await createProduct(t.db, { title: 'Newest Flat', category: 'property' });
    expect(await page(2)).toEqual([cached ? 'Older Flat' : 'Newer Flat']);
    emit('catalogueChanged');
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))]).toEqual(['Newest Flat', 'Newer Flat', 'Older Flat']);
  });

  it(cached ? "ranks a search's first pages once: page 2 comes from page 1's reading" : 'ranks every search page afresh', async () => {
    await createProduct(t.db, { title: 'Steel Trunk Box', category: 'appliance' });
    await createProduct(t.db, { title: 'Tin Trunk Box', category: 'appliance' });
    const page = async (n: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?query=trunk&limit=1&page=${n}` });
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), items: (res.json() as CatalogueItem[]).length };
    };
    expect(await page(1)).toEqual({ total: 2, items: 1 });
    await createProduct(t.db, { title: 'Wooden Trunk Box', category: 'appliance' });
    expect(await page(2)).toEqual({ total: cached ? 2 : 3, items: 1 });
    emit('catalogueChanged');
    expect(await page(3)).toEqual({ total: 3, items: 1 });
  });

  it(cached ? "shares a filter's count between its pages and sorts until catalogueChanged()" : 'counts every page afresh', async () => {
    await createProduct(t.db, { title: 'Cotton Kurta', category: 'dress' });
    const total = async (sort: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/all-products?category=clothing&sort=${sort}` });
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), priceMax: res.headers['x-price-max'] };
    };
    const first = await total('latest');
    expect(first.total).toBeGreaterThan(0);
    // Behind the API's back, dearer than anything there: the count and the highest price both change.
    await createProduct(t.db, { title: 'Bridal Lehenga', category: 'dress', price: 99_000 });
    // Another sort of the same filter is another answer (not in the cache), but its count is the filter's.
    const other = await total('price_asc');
    if (cached) expect(other).toEqual(first);
    else expect(other).toEqual({ total: first.total + 1, priceMax: '99000' });
    emit('catalogueChanged');
    expect(await total('price_desc')).toEqual({ total: first.total + 1, priceMax: '99000' });
  });
});
