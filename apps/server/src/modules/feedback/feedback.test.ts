import { FEEDBACK_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, feedbacks } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { checkoutBody } from '../../test/orders.js';

let t: TestContext, buyer: TestAccount, buyer2: TestAccount, owner: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, buyer2, owner, admin } = await openTestApp({ buyer: 'user', buyer2: 'user', owner: 'owner', admin: 'admin' }));
});
afterAll(() => t.close());

const checkout = (cartItems: object[]) => checkoutBody('Feedback Buyer', cartItems);

/** A line of a new order by `who` for a new product of the owner; accepted by the owner unless told otherwise. */
async function line(opts: { who?: TestAccount; accept?: boolean; productId?: number } = {}) {
  const productId = opts.productId ?? (await createProduct(t.db, { ownerId: owner.id, title: 'Rated cooler', quantity: 10 })).id;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: (opts.who ?? buyer).headers,
    payload: checkout([{ source: 'products', product_id: productId }]),
  });
  expect(order.statusCode).toBe(201);
  const itemId = order.json().cart_items[0].item_id as number;
  if (opts.accept !== false) {
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers });
    expect(accepted.statusCode).toBe(200);
  }
  return { itemId, productId };
}

const rate = (payload: object, who: TestAccount | null = buyer) =>
  t.app.inject({ method: 'POST', url: '/api/feedbacks', headers: who?.headers ?? {}, payload });

describe('giving feedback', () => {
  it('rates an accepted line once, with a trimmed comment, and logs the activity', async () => {
    const { itemId, productId } = await line();
    const res = await rate({ order_item_id: itemId, rating: 4, message: '  Cools well  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ order_item_id: itemId, rating: 4, message: 'Cools well' });
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.orderItemId, itemId));
    expect(row).toMatchObject({ userId: buyer.id, productId, rating: 4 });
    const activity = await t.db.select().from(activityLog).where(eq(activityLog.action, 'feedback.given'));
    expect(activity.some((a) => a.summary.includes('4 out of 5'))).toBe(true);

    const twice = await rate({ order_item_id: itemId, rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FEEDBACK_MSG.duplicate);
  });

  it('settles a double submit with exactly one feedback', async () => {
    const { itemId } = await line();
    const results = await Promise.all([rate({ order_item_id: itemId, rating: 3 }), rate({ order_item_id: itemId, rating: 5 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(feedbacks).where(eq(feedbacks.orderItemId, itemId))).toHaveLength(1);
  });

  it('refuses a line that is not accepted yet, or was rejected', async () => {
    const pending = await line({ accept: false });
    const res = await rate({ order_item_id: pending.itemId, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEEDBACK_MSG.notAccepted);
    const rejected = await line({ accept: false });
    await t.app.inject({ method: 'PUT', url: `/api/orders/${rejected.itemId}/reject`, headers: owner.headers });
    expect((await rate({ order_item_id: rejected.itemId, rating: 5 })).statusCode).toBe(409);
    // Accepted later: now it can be rated.
    await t.app.inject({ method: 'PUT', url: `/api/orders/${pending.itemId}/accept`, headers: owner.headers });
    expect((await rate({ order_item_id: pending.itemId, rating: 5 })).statusCode).toBe(201);
  });

  it("refuses another buyer's line, a missing line and an ad line", async () => {
    const { itemId } = await line();
    const other = await rate({ order_item_id: itemId, rating: 1 }, buyer2);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(FEEDBACK_MSG.notYourLine);
    const missing = await rate({ order_item_id: 999_999, rating: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FEEDBACK_MSG.lineNotFound);

    const ad = await createListing(t.db);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: checkout([{ source: 'listings', product_id: ad.id, months: 1 }]),
    });
    const adLine = order.json().cart_items[0].item_id;
    await t.app.inject({ method: 'PUT', url: `/api/admin/order-items/${adLine}/accept`, headers: admin.headers });
    const refused = await rate({ order_item_id: adLine, rating: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FEEDBACK_MSG.onlyProducts);
  });

  it('refuses bad input with clear 400s, and visitors and non-buyers', async () => {
    const { itemId } = await line();
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await rate({ order_item_id: itemId, rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toBe(FEEDBACK_MSG.invalidRating);
    }
    const long = await rate({ order_item_id: itemId, rating: 4, message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(FEEDBACK_MSG.messageTooLong);
    expect((await rate({ order_item_id: 'abc', rating: 4 })).statusCode).toBe(400);
    expect((await rate({ order_item_id: itemId, rating: 4 }, null)).statusCode).toBe(401);
    expect((await rate({ order_item_id: itemId, rating: 4 }, owner)).statusCode).toBe(403);
    expect((await rate({ order_item_id: itemId, rating: 4 }, admin)).statusCode).toBe(403);
    // Nothing was stored by any of these; a comment is optional.
    expect(await t.db.select().from(feedbacks).where(eq(feedbacks.orderItemId, itemId))).toHaveLength(0);
    expect((await rate({ order_item_id: itemId, rating: 5 })).json()).toMatchObject({ message: '' });
  });

  it('tells the buyer which of their lines are rated, never another buyer’s', async () => {
    const a = await line();
    const b = await line();
    const theirs = await line({ who: buyer2 });
    await rate({ order_item_id: a.itemId, rating: 2 });
    await rate({ order_item_id: theirs.itemId, rating: 5 }, buyer2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks/mine?item_ids=${a.itemId},${b.itemId},${theirs.itemId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ order_item_id: a.itemId, rating: 2 })]);
    const bad = ['', '?item_ids=', '?item_ids=x', `?item_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`];
    for (const q of bad) {
      expect((await t.app.inject({ method: 'GET', url: `/api/feedbacks/mine${q}`, headers: buyer.headers })).statusCode, q).toBe(400);
    }
  });
});

describe('ratings and the admin feedback list', () => {
  it("averages a product's ratings to one decimal, and null with none", async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, quantity: 10 });
    const url = `/api/products/${p.id}/rating`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ average: null, count: 0 });
    for (const r of [5, 4, 4]) {
      const { itemId } = await line({ productId: p.id });
      expect((await rate({ order_item_id: itemId, rating: r })).statusCode).toBe(201);
    }
    // 13 / 3 = 4.333… → 4.3
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ average: 4.3, count: 3 });
    const { itemId } = await line({ productId: p.id });
    await rate({ order_item_id: itemId, rating: 4 });
    // 17 / 4 = 4.25 → 4.3 (rounded half up, as people expect)
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ average: 4.3, count: 4 });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/999999/rating' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/abc/rating' })).statusCode).toBe(400);
  });

  it('lists every feedback newest first with the summary over all of them, and deletes one', async () => {
    const { itemId } = await line();
    const mine = (await rate({ order_item_id: itemId, rating: 1, message: 'Arrived broken' })).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/feedbacks?limit=1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const all = await t.db.select().from(feedbacks);
    expect(Number(res.headers['x-total-count'])).toBe(all.length);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: mine.id, userName: buyer.name, message: 'Arrived broken', rating: 1, product_title: 'Rated cooler' }),
    ]);

    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/feedbacks/summary', headers: admin.headers })).json();
    const expected = Math.round((all.reduce((s, f) => s + f.rating, 0) * 10) / all.length) / 10;
    expect(summary).toEqual({ total: all.length, average: expected });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/feedbacks/${mine.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(FEEDBACK_MSG.deleted);
    expect(await t.db.select().from(feedbacks).where(eq(feedbacks.id, mine.id))).toHaveLength(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/feedbacks/${mine.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FEEDBACK_MSG.notFound);
  });

  it('is admin-only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/feedbacks'],
      ['GET', '/api/admin/feedbacks/summary'],
      ['DELETE', '/api/admin/feedbacks/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: buyer.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, headers: owner.headers })).statusCode).toBe(403);
    }
  });
});

describe('an empty feedback table', () => {
  it('has a null average and a zero total', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createAccount(fresh, 'admin');
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/feedbacks/summary', headers: a.headers });
      expect(res.json()).toEqual({ total: 0, average: null });
    } finally {
      await fresh.close();
    }
  });
});
