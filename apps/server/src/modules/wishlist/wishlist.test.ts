import { WISHLIST_MSG } from '@kiraya/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlist } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';

let t: TestContext, buyer: TestAccount, buyer2: TestAccount;

beforeAll(async () => {
  ({ t, buyer, buyer2 } = await openTestApp({ buyer: 'user', buyer2: 'user' }));
});
afterAll(() => t.close());

const add = (payload: object, who: TestAccount | null = buyer) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers: who?.headers ?? {}, payload });
const rowsOf = async (userId: number) => (await t.db.select({ n: count() }).from(wishlist).where(eq(wishlist.userId, userId)))[0]?.n;

describe('wishlist', () => {
  it('saves a product with title, picture, price and location from the catalogue (client values ignored)', async () => {
    const p = await createProduct(t.db, { price: 3200, title: 'Godrej fridge', location: 'Aliganj' });
    const res = await add({
      user_id: buyer.id,
      product_id: p.id,
      source: 'products',
      title: 'Free fridge',
      price: 1,
      image: 'x',
      location: 'Mars',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: buyer.id,
      product_id: p.id,
      source: 'products',
      title: 'Godrej fridge',
      price: 3200,
      location: 'Aliganj',
      image: expect.stringMatching(/^\/uploads\/.+-full\.webp$/),
    });
  });

  it('never saves one item twice', async () => {
    const l = await createListing(t.db);
    const payload = { user_id: buyer.id, product_id: l.id, source: 'listings' };
    const before = await rowsOf(buyer.id);
    expect((await add(payload)).statusCode).toBe(201);
    const again = await add(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WISHLIST_MSG.duplicate);
    expect(await rowsOf(buyer.id)).toBe((before ?? 0) + 1);
  });

  it('asks a visitor to log in, and refuses saving for someone else', async () => {
    const p = await createProduct(t.db);
    const anon = await add({ user_id: buyer.id, product_id: p.id, source: 'products' }, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(WISHLIST_MSG.loginRequired);
    expect((await add({ user_id: buyer2.id, product_id: p.id, source: 'products' })).statusCode).toBe(403);
  });

  it('refuses missing and unapproved items with the not-found texts', async () => {
    const pending = await createProduct(t.db, { approvalStatus: 'pending' });
    const missing = await add({ user_id: buyer.id, product_id: 999999, source: 'products' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    expect((await add({ user_id: buyer.id, product_id: pending.id, source: 'products' })).statusCode).toBe(404);
    const ad = await add({ user_id: buyer.id, product_id: 999999, source: 'listings' });
    expect(ad.json().message).toBe('Listing not found');
    expect((await add({ user_id: buyer.id, product_id: 1, source: 'ads' })).statusCode).toBe(400);
  });

  it('lists only the caller’s own public items, newest first, and hides items no longer public', async () => {
    const b = await createAccount(t, 'user');
    const p = await createProduct(t.db, { title: 'First' });
    const l = await createListing(t.db, { title: 'Second', price: 800 });
    await add({ user_id: b.id, product_id: p.id, source: 'products' }, b);
    await add({ user_id: b.id, product_id: l.id, source: 'listings' }, b);
    const res = await t.app.inject({ method: 'GET', url: `/api/wishlist/${b.id}`, headers: b.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((e: { title: string }) => e.title)).toEqual(['Second', 'First']);
    expect(res.json()[0]).toMatchObject({ source: 'listings', price: 800, product_id: l.id });
    await t.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, p.id));
    const after = await t.app.inject({ method: 'GET', url: `/api/wishlist/${b.id}`, headers: b.headers });
    expect(after.json().map((e: { title: string }) => e.title)).toEqual(['Second']);
    expect((await t.app.inject({ method: 'GET', url: `/api/wishlist/${b.id}`, headers: buyer2.headers })).statusCode).toBe(403);
  });

  it('carries each saved item’s offer and today’s availability, as its card does', async () => {
    const b = await createAccount(t, 'user');
    const fridge = await createProduct(t.db, {
      title: 'Whirlpool fridge',
      price: 900,
      type: 'rent',
      depositPaise: 180_000,
      minTenureMonths: 3,
      tenureDiscounts: [{ months: 6, percent: 5 }],
    });
    const sold = await createProduct(t.db, { title: 'Sold cooler', price: 4000, unitsSold: 1 });
    const ad = await createListing(t.db, { title: 'Room in Aliganj', price: 6500 });
    for (const [id, source] of [
      [fridge.id, 'products'],
      [sold.id, 'products'],
      [ad.id, 'listings'],
    ] as const) {
      expect((await add({ user_id: b.id, product_id: id, source }, b)).statusCode).toBe(201);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/wishlist/${b.id}`, headers: b.headers });
    const byTitle = new Map(res.json().map((e: { title: string }) => [e.title, e]));
    expect(byTitle.get('Whirlpool fridge')).toMatchObject({
      price: 900,
      offer: {
        kind: 'rent',
        sale_price: null,
        rent: { monthly: 900, deposit: 1800, min_months: 3, discounts: [{ months: 6, percent: 5 }] },
      },
      availability: { status: 'available' },
    });
    expect(byTitle.get('Sold cooler')).toMatchObject({ offer: { kind: 'sale', sale_price: 4000 }, availability: { status: 'sold' } });
    expect(byTitle.get('Room in Aliganj')).toMatchObject({
      offer: { kind: 'rent', rent: { monthly: 6500, deposit: 0 } },
      availability: { status: 'available' },
    });
  });

  it('removes only the caller’s own entries', async () => {
    const p = await createProduct(t.db);
    const entry = (await add({ user_id: buyer.id, product_id: p.id, source: 'products' })).json();
    const del = (who: TestAccount) => t.app.inject({ method: 'DELETE', url: `/api/wishlist/${entry.wishlist_id}`, headers: who.headers });
    expect((await del(buyer2)).statusCode).toBe(403);
    expect((await del(buyer)).statusCode).toBe(200);
    expect((await del(buyer)).statusCode).toBe(404);
  });
});
