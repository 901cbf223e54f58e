import { TOTAL_COUNT_CAP } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { catalogueChanged } from '../events.js';
import { seedBulk } from './bulk.js';

describe('seedBulk', () => {
  let t: TestContext;
  const messages: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await seedBulk(t.db, { products: 600, listings: 400, log: (m) => messages.push(m) });
  });
  afterAll(() => t.close());

  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

  it('loads the requested number of approved rows into each table', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM products WHERE approval_status = 'approved'`)).toEqual({ n: 600 });
    expect(await one(sql`SELECT count(*)::int AS n FROM listings WHERE approval_status = 'approved'`)).toEqual({ n: 400 });
    expect(messages.some((m) => m.includes('products: done'))).toBe(true);
  });

  it('gives every product its picture as its cover photo', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM products p JOIN product_images pi
                    ON pi.product_id = p.id AND pi.position = 0 AND pi.image = p.image`),
    ).toEqual({ n: 600 });
  });

  it('spreads rows over the three categories, Lucknow localities and two years', async () => {
    const p = await one<{ cats: number; locs: number; days: number; min: number }>(
      sql`SELECT count(DISTINCT category)::int AS cats, count(DISTINCT location)::int AS locs,
          (extract(epoch FROM max(created_at) - min(created_at)) / 86400)::int AS days, min(price_paise)::float8 AS min FROM products`,
    );
    expect(p.cats).toBe(3);
    expect(p.locs).toBeGreaterThan(10);
    expect(p.days).toBeGreaterThan(600);
    expect(p.min).toBeGreaterThan(0);
  });

  it('makes rows the API serves and search finds, with words of very different frequency', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/all-products?category=clothing&limit=5' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    const count = async (word: string) =>
      (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE search @@ to_tsquery('english', ${word})`)).n;
    expect(await count('lucknow')).toBe(600);
    const flat = await count('flat');
    expect(flat).toBeGreaterThan(0);
    expect(flat).toBeLessThan(300);
    const search = await t.app.inject({ method: 'GET', url: '/api/search?query=refri' });
    expect(search.json().length).toBeGreaterThan(0);
  });

  it("remembers a capped list's total with its highest price, and reads both again after a catalogue change", async () => {
    // 600 products and 400 listings: the whole catalogue is a capped list.
    expect(TOTAL_COUNT_CAP).toBeLessThanOrEqual(1_000);
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/all-products?limit=5' });
      expect(res.statusCode).toBe(200);
      return { total: res.headers['x-total-count'], priceMax: Number(res.headers['x-price-max']) };
    };
    const first = await page();
    expect(first.total).toBe(String(TOTAL_COUNT_CAP));
    const highest = await one<{ max: number }>(
      sql`SELECT greatest((SELECT max(price_paise) FROM products), (SELECT max(price_paise) FROM listings))::float8 / 100 AS max`,
    );
    expect(first.priceMax).toBe(highest.max);
    // Known capped: the next page reads neither the count nor the highest price, until the catalogue changes.
    const pricier = Math.ceil(highest.max) + 1_000;
    await createProduct(t.db, { title: 'Kohler bathtub', price: pricier });
    expect(await page()).toEqual(first);
    await catalogueChanged(t.db);
    expect(await page()).toEqual({ total: String(TOTAL_COUNT_CAP), priceMax: pricier });
  });

  it('adds to what is there when run again', async () => {
    await seedBulk(t.db, { products: 10, listings: 0 });
    expect(await one(sql`SELECT count(*)::int AS n FROM products`)).toEqual({ n: 611 });
    expect(await one(sql`SELECT count(*)::int AS n FROM owners WHERE email LIKE 'bulk-owner-%'`)).toEqual({ n: 8 });
  });
});
