import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_MSG, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENT_REPLAY_HEADER, ORDER_MSG } from '@kiraya/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderItems, orders, payments, products, users, walletTransactions } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';

let t: TestContext, buyer: TestAccount, buyer2: TestAccount, owner: TestAccount, owner2: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, buyer2, owner, owner2, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    buyer2: ['user', 'Saanvi Tripathi'],
    owner: ['owner', 'Neha Awasthi'],
    owner2: ['owner', 'Imran Qureshi'],
    admin: 'admin',
  }));
});
afterAll(() => t.close());

const address = { name: 'Aarav Mishra', email: 'aarav@example.in', address: '12 Hazratganj', city: 'Lucknow', zip: '226001' };
type Line = Record<string, unknown>;
const body = (cartItems: Line[], paymentMethod = 'upi') => ({ ...address, paymentMethod, cartItems });
const buy = (id: number, extra: Line = {}) => ({ source: 'products', product_id: id, mode: 'buy', quantity: 1, ...extra });
const rentAd = (id: number, months = 3, extra: Line = {}) => ({ source: 'listings', product_id: id, months, ...extra });

function place(payload: object, who: TestAccount | null = buyer, key?: string) {
  const headers: Record<string, string> = { ...(who?.headers ?? {}) };
  if (key !== undefined) headers['idempotency-key'] = key;
  return t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
}
const put = (url: string, who: TestAccount) => t.app.inject({ method: 'PUT', url, headers: who.headers });
const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });
const countOf = async (table: typeof orders | typeof payments | typeof orderItems) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
/** An appliance of the owner's with ten units, so lines of several units fit (availability has its own tests). */
const ownProduct = (price = 1000, extra: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t.db, { ownerId: owner.id, price, quantity: 10, ...extra });

describe('checkout validation', () => {
  it.each([
    ['a missing name', { ...body([{ source: 'listings', product_id: 1, months: 1 }]), name: undefined }, ORDER_MSG.fillAllFields],
    ['a blank address', { ...body([{ source: 'listings', product_id: 1, months: 1 }]), address: '   ' }, ORDER_MSG.fillAllFields],
    [
      'a missing payment method',
      { ...body([{ source: 'listings', product_id: 1, months: 1 }]), paymentMethod: undefined },
      ORDER_MSG.fillAllFields,
    ],
    ['an unknown payment method', body([{ source: 'listings', product_id: 1, months: 1 }], 'bitcoin'), ORDER_MSG.invalidPayment],
    ['a 5-digit PIN', { ...body([{ source: 'listings', product_id: 1, months: 1 }]), zip: '22600' }, ORDER_MSG.invalidZip],
    ['a PIN with letters', { ...body([{ source: 'listings', product_id: 1, months: 1 }]), zip: '22600A' }, ORDER_MSG.invalidZip],
    ['an invalid email', { ...body([{ source: 'listings', product_id: 1, months: 1 }]), email: 'not-an-email' }, ORDER_MSG.invalidEmail],
    ['an empty cart', body([]), ORDER_MSG.emptyCart],
    ['no cart at all', { ...address, paymentMethod: 'upi' }, ORDER_MSG.emptyCart],
    ['a rent duration of 0 months', body([rentAd(1, 0)]), ORDER_MSG.monthsMin],
    ['a rent duration over the maximum', body([rentAd(1, 37)]), ORDER_MSG.monthsMax],
    ['a listing without months', body([{ source: 'listings', product_id: 1 }]), ORDER_MSG.monthsMin],
    // Without months a product is rented for its own minimum (renting.test.ts); 0 months is still refused.
    ['renting a product for 0 months', body([buy(1, { mode: 'rent', months: 0 })]), ORDER_MSG.monthsMin],
    ['a quantity of 11', body([buy(1, { quantity: 11 })]), ORDER_MSG.quantityRange],
    ['a quantity of 0', body([buy(1, { quantity: 0 })]), ORDER_MSG.quantityRange],
  ])('rejects %s with 400 and writes nothing', async (_name, payload, message) => {
    const before = await countOf(orders);
    const res = await place(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countOf(orders)).toBe(before);
  });

  it('rejects an unknown source with 400', async () => {
    const res = await place(body([{ source: 'ads', product_id: 1 }]));
    expect(res.statusCode).toBe(400);
  });

  it('tells a visitor to log in, and refuses owners and admins', async () => {
    const p = await ownProduct();
    const anon = await place(body([buy(p.id)]), null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(ORDER_MSG.loginToOrder);
    expect((await place(body([buy(p.id)]), owner)).statusCode).toBe(403);
    expect((await place(body([buy(p.id)]), admin)).statusCode).toBe(403);
  });

  it('rejects an Idempotency-Key longer than 100 characters', async () => {
    const p = await ownProduct();
    const res = await place(body([buy(p.id)]), buyer, 'k'.repeat(101));
    expect(res.statusCode).toBe(400);
  });
});

describe('checkout pricing', () => {
  it('recomputes every price from the database: a tampered price changes nothing', async () => {
    const p = await ownProduct(2499.5);
    const res = await place(body([buy(p.id, { price: 1, total: 1, quantity: 2, title: 'Cheap!' })]));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.total).toBe(4999);
    expect(order.cart_items).toEqual([
      expect.objectContaining({ title: p.title, price: 2499.5, type: 'sale', quantity: 2, months: null, total: 4999, status: 'pending' }),
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row?.totalPaise).toBe(499900);
    const [pay] = await t.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(pay?.amountPaise).toBe(499900);
  });

  it('prices rent lines by month: a product at its rent price, a listing at its monthly price', async () => {
    const rentable = await ownProduct(30000, { type: 'sale', isRentable: true, rentPrice: 1500 });
    const rentOnly = await ownProduct(11000, { type: 'rent', isRentable: false, rentPrice: null });
    const ad = await createListing(t.db, { price: 1200 });
    const res = await place(
      body([
        buy(rentable.id, { mode: 'rent', months: 3, quantity: 2, price: 0 }),
        buy(rentOnly.id, { mode: 'rent', months: 2 }),
        rentAd(ad.id, 4, { price: 1, total: 4 }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    const lines = res.json().cart_items;
    expect(lines.map((l: { total: number }) => l.total)).toEqual([9000, 22000, 4800]);
    expect(lines.map((l: { type: string }) => l.type)).toEqual(['rent', 'rent', 'rent']);
    expect(res.json().total).toBe(35800);
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().order_id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(lines[0].item_id)?.ownerId).toBe(owner.id);
    expect(byId.get(lines[2].item_id)?.ownerId).toBeNull();
    expect(byId.get(lines[2].item_id)?.listingId).toBe(ad.id);
  });

  it('refuses buying a rent-only product and renting a product that is not rentable', async () => {
    const rentOnly = await ownProduct(11000, { type: 'rent' });
    const saleOnly = await ownProduct(500);
    const a = await place(body([buy(rentOnly.id)]));
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe(ORDER_MSG.rentOnly(rentOnly.title));
    const b = await place(body([buy(saleOnly.id, { mode: 'rent', months: 2 })]));
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toBe(ORDER_MSG.notForRent(saleOnly.title));
  });

  it('refuses unapproved, unavailable and deleted items with 409 naming each, and writes nothing', async () => {
    const fine = await ownProduct(100);
    const pending = await ownProduct(100, { approvalStatus: 'pending', title: 'Pending cooler' });
    const unavailable = await ownProduct(100, { available: false, title: 'Sold almirah' });
    const deleted = await ownProduct(100);
    await t.db.delete(products).where(eq(products.id, deleted.id));
    const rejectedAd = await createListing(t.db, { approvalStatus: 'rejected', title: 'Rejected flat' });
    const before = { orders: await countOf(orders), items: await countOf(orderItems), payments: await countOf(payments) };
    const res = await place(
      body([buy(fine.id), buy(pending.id), buy(unavailable.id), buy(deleted.id, { title: 'Old fridge' }), rentAd(rejectedAd.id)]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MSG.unavailable('Pending cooler'));
    expect(res.json().fieldErrors).toEqual({
      'cartItems.1': [ORDER_MSG.unavailable('Pending cooler')],
      'cartItems.2': [ORDER_MSG.unavailable('Sold almirah')],
      'cartItems.3': [ORDER_MSG.unavailable('Old fridge')],
      'cartItems.4': [ORDER_MSG.unavailable('Rejected flat')],
    });
    expect({ orders: await countOf(orders), items: await countOf(orderItems), payments: await countOf(payments) }).toEqual(before);
  });

  it('writes one demo payment: success for UPI and card, pending for cash on delivery', async () => {
    const p = await ownProduct(800);
    for (const [method, status] of [
      ['upi', 'success'],
      ['card', 'success'],
      ['cod', 'pending'],
    ] as const) {
      const res = await place(body([buy(p.id)], method));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ payment_method: method, payment_status: status });
      expect(res.json().txn_id).toMatch(/^KRY-[A-Z0-9]{12}$/);
      const rows = await t.db.select().from(payments).where(eq(payments.orderId, res.json().order_id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status, amountPaise: 80000, purpose: `Order #${res.json().order_id}`, userId: buyer.id });
    }
  });
});

describe('idempotent checkout', () => {
  it('a retry with the same key returns the same order (200) and creates nothing new', async () => {
    const p = await ownProduct(700);
    const before = { orders: await countOf(orders), payments: await countOf(payments) };
    const first = await place(body([buy(p.id)]), buyer, 'retry-key-1');
    const second = await place(body([buy(p.id)]), buyer, 'retry-key-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect({ orders: await countOf(orders), payments: await countOf(payments) }).toEqual({
      orders: before.orders + 1,
      payments: before.payments + 1,
    });
  });

  it('a new key, or the same key from another buyer, makes a new order', async () => {
    const p = await ownProduct(700);
    const a = await place(body([buy(p.id)]), buyer, 'shared-key');
    const b = await place(body([buy(p.id)]), buyer, 'other-key');
    const c = await place(body([buy(p.id)]), buyer2, 'shared-key');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().order_id, b.json().order_id, c.json().order_id]).size).toBe(3);
  });

  it('concurrent double clicks with one key create exactly one order', async () => {
    const p = await ownProduct(650);
    const before = { orders: await countOf(orders), payments: await countOf(payments) };
    const results = await Promise.all(Array.from({ length: 6 }, () => place(body([buy(p.id)]), buyer, 'double-click-1')));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().order_id)).size).toBe(1);
    expect({ orders: await countOf(orders), payments: await countOf(payments) }).toEqual({
      orders: before.orders + 1,
      payments: before.payments + 1,
    });
  });
});

describe('idempotency keys: the same key with another body, and the 24-hour window', () => {
  it('answers 422 IDEMPOTENCY_KEY_REUSED when a key comes back with a different body, and writes nothing', async () => {
    const p = await ownProduct(700);
    const q = await ownProduct(900);
    const first = await place(body([buy(p.id)]), buyer, 'reuse-key-1');
    expect(first.statusCode).toBe(201);
    const before = { orders: await countOf(orders), payments: await countOf(payments) };
    for (const changed of [body([buy(q.id)]), body([buy(p.id, { quantity: 2 })]), body([buy(p.id)], 'card')]) {
      const res = await place(changed, buyer, 'reuse-key-1');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: IDEMPOTENCY_KEY_REUSED, message: IDEMPOTENCY_MSG.keyReused });
      expect(res.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    }
    expect({ orders: await countOf(orders), payments: await countOf(payments) }).toEqual(before);
  });

  it('compares the request, not its spelling: reordered keys and the display fields the server ignores still replay', async () => {
    const p = await ownProduct(700);
    const first = await place(body([buy(p.id, { price: 700, title: 'Cooler' })]), buyer, 'same-meaning-1');
    const { cartItems, ...rest } = body([{ quantity: 1, mode: 'buy', product_id: p.id, source: 'products', price: 650, image: 'x' }]);
    const reordered = { cartItems, ...Object.fromEntries(Object.entries(rest).reverse()) };
    const again = await place(reordered, buyer, 'same-meaning-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(again.json().order_id).toBe(first.json().order_id);
  });

  it('keeps the key on its own table, not on the order', async () => {
    const p = await ownProduct(700);
    const res = await place(body([buy(p.id)]), buyer, 'own-table-1');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(order?.idempotencyKey).toBeNull();
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'own-table-1'));
    expect(keys).toEqual([
      expect.objectContaining({ scope: 'checkout', role: 'user', principalId: buyer.id, resourceId: res.json().order_id }),
    ]);
    expect(keys[0]?.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`a key expires after ${IDEMPOTENCY_WINDOW_HOURS} hours: the same key then places a new order, which later repeats replay`, async () => {
    const p = await ownProduct(700);
    const first = await place(body([buy(p.id)]), buyer, 'expiring-key-1');
    expect(first.statusCode).toBe(201);
    const age = async (hours: number) =>
      t.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(and(eq(idempotencyKeys.key, 'expiring-key-1'), eq(idempotencyKeys.principalId, buyer.id)));
    await age(IDEMPOTENCY_WINDOW_HOURS - 1);
    const within = await place(body([buy(p.id)]), buyer, 'expiring-key-1');
    expect(within.statusCode).toBe(200);
    expect(within.json().order_id).toBe(first.json().order_id);
    await age(IDEMPOTENCY_WINDOW_HOURS + 1);
    // After the window even another body is a new request.
    const later = await place(body([buy(p.id, { quantity: 3 })]), buyer, 'expiring-key-1');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().order_id).not.toBe(first.json().order_id);
    const again = await place(body([buy(p.id, { quantity: 3 })]), buyer, 'expiring-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().order_id).toBe(later.json().order_id);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'expiring-key-1'))).toHaveLength(1);
  });

  it('a refused checkout keeps no key: fixing the cart and retrying with the same key places the order', async () => {
    const p = await ownProduct(700, { available: false });
    expect((await place(body([buy(p.id)]), buyer, 'retry-after-409')).statusCode).toBe(409);
    await t.db.update(products).set({ available: true }).where(eq(products.id, p.id));
    expect((await place(body([buy(p.id)]), buyer, 'retry-after-409')).statusCode).toBe(201);
  });

  it('refuses a checkout by a deactivated buyer inside the money transaction', async () => {
    const b = await createAccount(t, 'user');
    const p = await ownProduct(700);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, b.id));
    const res = await place(body([buy(p.id)]), b);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(orders).where(eq(orders.userId, b.id))).toHaveLength(0);
  });
});

describe('buyer orders', () => {
  it('lists own orders newest first with lines, payment and derived status; paginated', async () => {
    const b = await createAccount(t, 'user');
    const p = await ownProduct(300);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await place(body([buy(p.id)], 'cod'), b)).json().order_id);
    const res = await get(`/api/orders/${b.id}?limit=2`, b);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().map((o: { order_id: number }) => o.order_id)).toEqual([ids[2], ids[1]]);
    expect(res.json()[0]).toMatchObject({ status: 'pending', payment_method: 'cod', payment_status: 'pending', total: 300 });
    const page2 = await get(`/api/orders/${b.id}?limit=2&page=2`, b);
    expect(page2.json().map((o: { order_id: number }) => o.order_id)).toEqual([ids[0]]);
  });

  it("refuses another buyer's orders", async () => {
    expect((await get(`/api/orders/${buyer.id}`, buyer2)).statusCode).toBe(403);
  });

  it('cancels a pending line of their own order, once', async () => {
    const p = await ownProduct(300);
    const order = (await place(body([buy(p.id), buy(p.id)]))).json();
    const itemId = order.cart_items[0].item_id;
    expect((await put(`/api/orders/items/${itemId}/cancel`, buyer2)).statusCode).toBe(403);
    const res = await put(`/api/orders/items/${itemId}/cancel`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item_id: itemId, status: 'cancelled' });
    expect((await put(`/api/orders/items/${itemId}/cancel`, buyer)).statusCode).toBe(409);
    expect((await put('/api/orders/items/999999/cancel', buyer)).statusCode).toBe(404);
    // An accepted line can no longer be cancelled.
    const other = order.cart_items[1].item_id;
    expect((await put(`/api/orders/${other}/accept`, owner)).statusCode).toBe(200);
    const late = await put(`/api/orders/items/${other}/cancel`, buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MSG.notPending);
  });
});

describe('owner decisions', () => {
  it("lists only the owner's own lines with customer name, newest first; refuses another owner's id", async () => {
    const mine = await ownProduct(1000, { title: 'Mine: Usha fan' });
    const theirs = await createProduct(t.db, { ownerId: owner2.id, title: 'Theirs: LG fridge' });
    const order = (await place(body([buy(mine.id, { quantity: 2 }), buy(theirs.id)]))).json();
    const res = await get(`/api/orders/owner/${owner.id}?limit=100`, owner);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.every((r: { product_title: string }) => !r.product_title.startsWith('Theirs'))).toBe(true);
    expect(rows[0]).toMatchObject({
      order_id: order.cart_items[0].item_id,
      item_id: order.cart_items[0].item_id,
      order_number: order.order_id,
      product_title: 'Mine: Usha fan',
      customer_name: 'Aarav Mishra',
      quantity: 2,
      total_amount: 2000,
      status: 'pending',
    });
    expect((await get(`/api/orders/owner/${owner.id}`, owner2)).statusCode).toBe(403);
    const theirsRes = await get(`/api/orders/owner/${owner2.id}`, owner2);
    expect(theirsRes.json().map((r: { product_title: string }) => r.product_title)).toContain('Theirs: LG fridge');
  });

  it('accepting credits the wallet with the line total; a second decision is a 409; others get 403', async () => {
    const p = await ownProduct(1250.25, { title: 'Voltas AC' });
    const order = (await place(body([buy(p.id, { quantity: 2 })]))).json();
    const itemId = order.cart_items[0].item_id;
    expect((await put(`/api/orders/${itemId}/accept`, owner2)).statusCode).toBe(403);
    expect((await put(`/api/orders/${itemId}/accept`, buyer)).statusCode).toBe(403);
    const res = await put(`/api/orders/${itemId}/accept`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item_id: itemId, status: 'accepted', total_amount: 2500.5 });
    const credits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId));
    expect(credits).toEqual([
      expect.objectContaining({
        ownerId: owner.id,
        type: 'credit',
        amountPaise: 250050,
        status: 'completed',
        description: `Order #${order.order_id} · Voltas AC`,
      }),
    ]);
    const again = await put(`/api/orders/${itemId}/reject`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MSG.notPending);
    expect((await put(`/api/orders/${itemId}/accept`, owner)).statusCode).toBe(409);
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId))).toHaveLength(1);
    expect((await put('/api/orders/999999/accept', owner)).statusCode).toBe(404);
  });

  it("the spec's client: accept and reject with a row's order_id from the owner view, using only the spec's fields", async () => {
    const o = await createAccount(t, 'owner');
    const other = await createAccount(t, 'owner');
    const fan = await createProduct(t.db, { ownerId: o.id, price: 1500, title: 'Spec: Usha fan' });
    const cooler = await createProduct(t.db, { ownerId: o.id, price: 2500, title: 'Spec: Bajaj cooler' });
    const theirs = await createProduct(t.db, { ownerId: other.id, price: 900, title: 'Spec: other owner' });
    // Checkout numbers far from line ids, so that a checkout's id and its lines' ids differ whatever ran before.
    await t.db.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT coalesce(max(id), 0) + 1000 FROM order_items))`);
    const order = (await place(body([buy(theirs.id), buy(fan.id), buy(cooler.id)]))).json();
    expect(order.cart_items.map((l: { item_id: number }) => l.item_id)).not.toContain(order.order_id);

    // §3 Order (owner view): order_id, product_title, customer_name, quantity, total_amount, status, created_at.
    type SpecRow = { order_id: number; product_title: string; customer_name: string; total_amount: number; status: string };
    const view = async () => (await get(`/api/orders/owner/${o.id}`, o)).json() as SpecRow[];
    const row = (rows: SpecRow[], title: string) => rows.find((r) => r.product_title === title) as SpecRow;
    const before = await view();
    expect(row(before, 'Spec: Usha fan')).toMatchObject({ customer_name: 'Aarav Mishra', total_amount: 1500, status: 'pending' });
    // §7: PUT /api/orders/{orderId}/accept and /reject, empty body, bearer token.
    const accept = await put(`/api/orders/${row(before, 'Spec: Usha fan').order_id}/accept`, o);
    expect(accept.statusCode, accept.body).toBe(200);
    const reject = await put(`/api/orders/${row(before, 'Spec: Bajaj cooler').order_id}/reject`, o);
    expect(reject.statusCode, reject.body).toBe(200);
    const after = await view();
    expect(row(after, 'Spec: Usha fan').status).toBe('accepted');
    expect(row(after, 'Spec: Bajaj cooler').status).toBe('rejected');
    // Each row is one request: deciding one left the other owner's line of the same checkout alone.
    const theirsRow = ((await get(`/api/orders/owner/${other.id}`, other)).json() as SpecRow[])[0];
    expect(theirsRow).toMatchObject({ product_title: 'Spec: other owner', status: 'pending' });
    expect((await put(`/api/orders/${theirsRow?.order_id}/accept`, o)).statusCode).toBe(403);
    // The checkout's number stays available for "Order #…", and equals the buyer's order_id.
    expect((await get(`/api/orders/owner/${o.id}`, o)).json()[0]).toMatchObject({ order_number: order.order_id });
    expect(accept.json()).toMatchObject({ order_id: accept.json().item_id, order_number: order.order_id, status: 'accepted' });
  });

  it("admins decide ad lines through the admin view's cart_items[].item_id", async () => {
    const ad = await createListing(t.db, { price: 3000, title: 'Admin view: room in Gomti Nagar' });
    const ad2 = await createListing(t.db, { price: 2000, title: 'Admin view: flat in Aliganj' });
    await place(body([rentAd(ad.id, 1), rentAd(ad2.id, 2)]));
    const list = (await get('/api/admin/orders?limit=100', admin)).json() as {
      order_id: number;
      cart_items: { item_id: number; title: string; status: string }[];
    }[];
    const order = list.find((o) => o.cart_items.some((l) => l.title === 'Admin view: room in Gomti Nagar'));
    const [first, second] = order?.cart_items ?? [];
    expect((await put(`/api/admin/order-items/${first?.item_id}/accept`, admin)).statusCode).toBe(200);
    expect((await put(`/api/admin/order-items/${second?.item_id}/reject`, admin)).statusCode).toBe(200);
    const again = (await get('/api/admin/orders?limit=100', admin)).json() as typeof list;
    const statuses = again.find((o) => o.order_id === order?.order_id)?.cart_items.map((l) => l.status);
    expect(statuses).toEqual(['accepted', 'rejected']);
  });

  it('rejecting credits nothing', async () => {
    const p = await ownProduct(900);
    const itemId = (await place(body([buy(p.id)]))).json().cart_items[0].item_id;
    const res = await put(`/api/orders/${itemId}/reject`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('rejected');
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId))).toHaveLength(0);
  });

  it('My Orders shows only accepted lines with product title, category, price and type', async () => {
    const o = await createAccount(t, 'owner');
    const a = await createProduct(t.db, { ownerId: o.id, price: 400, title: 'Kurta set', category: 'dress' });
    const b = await createProduct(t.db, { ownerId: o.id, price: 500, title: 'Sherwani' });
    const order = (await place(body([buy(a.id), buy(b.id)]))).json();
    await put(`/api/orders/${order.cart_items[0].item_id}/accept`, o);
    await put(`/api/orders/${order.cart_items[1].item_id}/reject`, o);
    const res = await get('/api/orders/my-orders', o);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        item_id: order.cart_items[0].item_id,
        status: 'accepted',
        product: { title: 'Kurta set', category: 'dress', price: 400, type: 'sale' },
      }),
    ]);
  });
});

describe('listing lines and admin orders', () => {
  it('admins decide listing lines; owners cannot, and admins cannot decide product lines', async () => {
    const ad = await createListing(t.db, { price: 5000 });
    const p = await ownProduct(100);
    const order = (await place(body([rentAd(ad.id, 2), buy(p.id)]))).json();
    const [adLine, productLine] = order.cart_items;
    expect((await put(`/api/orders/${adLine.item_id}/accept`, owner)).statusCode).toBe(403);
    expect((await put(`/api/admin/order-items/${productLine.item_id}/accept`, admin)).statusCode).toBe(403);
    const res = await put(`/api/admin/order-items/${adLine.item_id}/accept`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('accepted');
    expect((await put(`/api/admin/order-items/${adLine.item_id}/reject`, admin)).statusCode).toBe(409);
    // A listing has no owner wallet to credit.
    expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, adLine.item_id))).toHaveLength(0);
  });

  it('derives the order status from its lines, and the admin status filter agrees', async () => {
    const p = await ownProduct(100);
    const make = async () => (await place(body([buy(p.id), buy(p.id)]))).json();
    const pending = await make();
    const approved = await make();
    await put(`/api/orders/${approved.cart_items[0].item_id}/accept`, owner);
    await put(`/api/orders/${approved.cart_items[1].item_id}/reject`, owner);
    const rejected = await make();
    await put(`/api/orders/${rejected.cart_items[0].item_id}/reject`, owner);
    await put(`/api/orders/items/${rejected.cart_items[1].item_id}/cancel`, buyer);
    const cancelled = await make();
    await put(`/api/orders/items/${cancelled.cart_items[0].item_id}/cancel`, buyer);
    await put(`/api/orders/items/${cancelled.cart_items[1].item_id}/cancel`, buyer);
    const mine = (await get(`/api/orders/${buyer.id}?limit=100`, buyer)).json() as { order_id: number; status: string }[];
    const statusOf = (id: number) => mine.find((o) => o.order_id === id)?.status;
    expect([pending, approved, rejected, cancelled].map((o) => statusOf(o.order_id))).toEqual([
      'pending',
      'approved',
      'rejected',
      'cancelled',
    ]);
    for (const [status, order] of Object.entries({ pending, approved, rejected, cancelled })) {
      const res = await get(`/api/admin/orders?status=${status}&limit=100`, admin);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { order_id: number; status: string }[];
      expect(list.every((o) => o.status === status)).toBe(true);
      expect(list.map((o) => o.order_id)).toContain(order.order_id);
      expect(Number(res.headers['x-total-count'])).toBe(list.length);
    }
  });

  it('lists every order with customer, address, payment, items and date; filters by IST dates; paginates', async () => {
    const ad = await createListing(t.db, { price: 2000, title: 'Room in Aliganj' });
    const created = (await place(body([rentAd(ad.id, 3)], 'card'))).json();
    // An old order, dated 10 January 2024 10:00 IST.
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2024-01-10T04:30:00Z') })
      .where(eq(orders.id, created.order_id));
    const all = await get('/api/admin/orders?limit=1', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(1);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(5);
    const day = await get('/api/admin/orders?from=2024-01-10&to=2024-01-10', admin);
    expect(day.json()).toEqual([
      {
        order_id: created.order_id,
        user_id: buyer.id,
        ...address,
        phone: null,
        // Read from the address ('12 Hazratganj').
        locality: 'Hazratganj',
        payment_method: 'card',
        status: 'pending',
        cart_items: [
          expect.objectContaining({
            title: 'Room in Aliganj',
            quantity: 1,
            months: 3,
            price: 2000,
            total: 6000,
            status: 'pending',
            source: 'listings',
          }),
        ],
        created_at: '2024-01-10T04:30:00.000Z',
        total: 6000,
      },
    ]);
    expect((await get('/api/admin/orders?from=2024-01-11&to=2024-01-31', admin)).json()).toEqual([]);
    expect((await get('/api/admin/orders?to=2024-01-09', admin)).json()).toEqual([]);
    const bad = await get('/api/admin/orders?from=2024-02-01&to=2024-01-01', admin);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/orders?from=yesterday', admin)).statusCode).toBe(400);
  });
});

describe.runIf(testDbKind === 'postgres')('concurrent decisions (PostgreSQL)', () => {
  it('of two concurrent accepts of one line exactly one wins, and the owner is credited once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await ownProduct(1000);
      const itemId = (await place(body([buy(p.id)]))).json().cart_items[0].item_id;
      const results = await Promise.all([put(`/api/orders/${itemId}/accept`, owner), put(`/api/orders/${itemId}/accept`, owner)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId))).toHaveLength(1);
    }
  });

  it('an accept racing a reject and a cancel: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await ownProduct(1000);
      const itemId = (await place(body([buy(p.id)]))).json().cart_items[0].item_id;
      const results = await Promise.all([
        put(`/api/orders/${itemId}/accept`, owner),
        put(`/api/orders/${itemId}/reject`, owner),
        put(`/api/orders/items/${itemId}/cancel`, buyer),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemId));
      const credits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId));
      expect(credits).toHaveLength(line?.status === 'accepted' ? 1 : 0);
    }
  });
});

describe('OpenAPI', () => {
  it('documents checkout with its Idempotency-Key header, body and both success statuses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = doc.paths['/api/orders'].post;
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(post.requestBody).toBeDefined();
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '409']));
    for (const path of ['/api/wishlist', '/api/wallet', '/api/admin/payments', '/api/admin/orders', '/api/orders/{itemId}/accept']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
