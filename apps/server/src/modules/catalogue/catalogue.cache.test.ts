import type { CatalogueItem } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emit } from '../../db/events.js';
import { products } from '../../db/schema/index.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration, createResponseCache } from './catalogue.cache.js';

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

  it('expires entries after the TTL, which is at most 10 s', async () => {
    expect(CATALOGUE_CACHE_TTL_MS).toBeLessThanOrEqual(10_000);
    let now = 1_000_000;
    const cache = createResponseCache({ enabled: true, now: () => now });
    const c = counter();
    await cache.get('k', c.load);
    now += CATALOGUE_CACHE_TTL_MS - 1;
    expect(await cache.get('k', c.load)).toBe(1);
    now += 2;
    expect(await cache.get('k', c.load)).toBe(2);
    // A longer TTL than 10 s is not accepted.
    const long = createResponseCache({ enabled: true, ttlMs: 60_000, now: () => now });
    await long.get('k', c.load);
    now += 10_001;
    expect(await long.get('k', c.load)).toBe(4);
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
});
