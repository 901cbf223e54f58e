import { ADMIN_MSG } from '@kiraya/contract';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, owners, payments, users, walletTransactions } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { buyProduct, checkoutBody } from '../../test/orders.js';

/** The admin's users and owners tables (GET/PUT/DELETE /api/admin/{users,owners}). */
let t: TestContext, admin: TestAccount, owner: TestAccount, buyer: TestAccount;

beforeAll(async () => {
  ({ t, admin, owner, buyer } = await openTestApp({
    admin: 'admin',
    owner: ['owner', 'Neha Awasthi'],
    buyer: ['user', 'Aarav Srivastava'],
  }));
});
afterAll(() => t.close());

const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestAccount = admin) =>
  t.app.inject({ method, url, payload, headers: who.headers });

describe('admin users and owners', () => {
  it('lists users with paging and a search box', async () => {
    for (const n of ['Kavya Mishra', 'Kabir Khan', 'Zoya Rizvi']) await createAccount(t, 'user', n);
    const res = await req('GET', '/api/admin/users?q=ka&limit=10');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((u: { name: string }) => u.name)
        .sort(),
    ).toEqual(['Kabir Khan', 'Kavya Mishra']);
    const page = await req('GET', '/api/admin/users?limit=2&page=1');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
  });

  it('edits name, role and status, validates them, and an inactive buyer loses access', async () => {
    const u = await createAccount(t, 'user', 'Edit Me');
    const ok = await req('PUT', `/api/admin/users/${u.id}`, { name: 'Edited', role: 'admin', status: 'inactive', passwordHash: 'hack' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Edited', role: 'admin', status: 'inactive' });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.passwordHash).toBe('not-a-hash');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: u.headers })).statusCode).toBe(403);
    expect((await req('PUT', `/api/admin/users/${u.id}`, { role: 'superuser' })).statusCode).toBe(400);
    expect((await req('PUT', `/api/admin/users/${u.id}`, { email: buyer.email.toUpperCase() })).statusCode).toBe(409);
  });

  it('edits owners (verified as 0/1) and refuses to delete a buyer who has orders', async () => {
    const res = await req('PUT', `/api/admin/owners/${owner.id}`, { verified: 1, name: 'Neha A.' });
    expect(res.json()).toMatchObject({ verified: 1, name: 'Neha A.' });
    expect((await req('PUT', `/api/admin/owners/${owner.id}`, { verified: 3 })).statusCode).toBe(400);
    await t.db.insert(orders).values({
      userId: buyer.id,
      name: 'A',
      email: 'a@b.in',
      address: 'x',
      city: 'Lucknow',
      zip: '226010',
      paymentMethod: 'upi',
      totalPaise: 100,
    });
    const del = await req('DELETE', `/api/admin/users/${buyer.id}`);
    expect(del.statusCode).toBe(409);
    const spare = await createAccount(t, 'owner', 'Spare Owner');
    expect((await req('DELETE', `/api/admin/owners/${spare.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(owners).where(eq(owners.id, spare.id))).toHaveLength(0);
  });
});

describe('deleting accounts with orders (refused: deactivate instead)', () => {
  it('refuses to delete a buyer who placed an order, with 409 and the contract message; the order stays', async () => {
    const b = await createAccount(t, 'user');
    const p = await createProduct(t.db, { ownerId: owner.id, price: 100 });
    const order = await buyProduct(t, b, p.id);
    const res = await req('DELETE', `/api/admin/users/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_ADMIN_USER_HAS_ORDERS', message: ADMIN_MSG.userHasOrders });
    expect(await t.db.select().from(users).where(eq(users.id, b.id))).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.id, order.order_id))).toHaveLength(1);
  });

  it('refuses to delete an owner with a pending order request, even before any wallet entry', async () => {
    const o = await createAccount(t, 'owner');
    const p = await createProduct(t.db, { ownerId: o.id, price: 100 });
    const order = await buyProduct(t, buyer, p.id);
    const res = await req('DELETE', `/api/admin/owners/${o.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MSG.ownerHasOrders);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.order_id));
    expect(line).toMatchObject({ ownerId: o.id, productId: p.id });
  });

  it('refuses to delete an owner with wallet entries', async () => {
    const o = await createAccount(t, 'owner');
    await t.db
      .insert(walletTransactions)
      .values({ ownerId: o.id, type: 'credit', amountPaise: 100, description: 'x', status: 'completed' });
    const res = await req('DELETE', `/api/admin/owners/${o.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MSG.ownerHasOrders);
  });

  it('deletes accounts without orders; 404 for unknown ids', async () => {
    const b = await createAccount(t, 'user');
    expect((await req('DELETE', `/api/admin/users/${b.id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/admin/users/${b.id}`)).statusCode).toBe(404);
    expect((await req('DELETE', '/api/admin/owners/987654')).statusCode).toBe(404);
  });

  it('a foreign key that still refuses the delete is the same 409, never a 500', async () => {
    const b = await createAccount(t, 'user');
    // A reference the service does not know about: only the database's foreign key stops the delete.
    await t.db.execute(sql`create table if not exists test_user_refs (user_id integer references users(id) on delete restrict)`);
    await t.db.execute(sql`insert into test_user_refs values (${b.id})`);
    const res = await req('DELETE', `/api/admin/users/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MSG.userHasOrders);
    await t.db.execute(sql`drop table test_user_refs`);
  });
});

describe.runIf(testDbKind === 'postgres')('an admin delete racing the buyer checkouts (PostgreSQL)', () => {
  it('never answers 5xx, never deletes a buyer who has an order, and leaves no payment without its order', async () => {
    const ROUNDS = 25;
    const CHECKOUTS = 4;
    const tally: Record<string, number> = {};
    const count = (what: string) => {
      tally[what] = (tally[what] ?? 0) + 1;
    };
    const p = await createProduct(t.db, { ownerId: owner.id, price: 100 });
    const buyerIds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const b = await createAccount(t, 'user');
      buyerIds.push(b.id);
      const checkout = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...b.headers, 'idempotency-key': `race-${round}-${i}` },
          payload: checkoutBody(b.name, [{ source: 'products', product_id: p.id }]),
        });
      // The delete goes out in the middle of the checkouts.
      const half = Math.floor(CHECKOUTS / 2);
      const results = await Promise.all([
        ...Array.from({ length: half }, (_, i) => checkout(i)),
        req('DELETE', `/api/admin/users/${b.id}`),
        ...Array.from({ length: CHECKOUTS - half }, (_, i) => checkout(half + i)),
      ]);
      const del = results[half];
      const checkouts = results.filter((_, i) => i !== half);
      for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
      expect([200, 409]).toContain(del?.statusCode);
      count(`delete ${del?.statusCode}`);
      for (const r of checkouts) {
        expect([201, 401]).toContain(r.statusCode);
        count(`checkout ${r.statusCode}`);
      }
      const placed = checkouts.filter((r) => r.statusCode === 201).length;
      const left = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, b.id));
      expect(left).toHaveLength(placed);
      // Deleted only when no checkout got through; refused only because one did.
      expect(del?.statusCode).toBe(placed > 0 ? 409 : 200);
      count(placed > 0 ? 'rounds the delete was refused' : 'rounds the delete won');
    }
    // Every checkout payment still has its order, and every order its buyer.
    const orphans = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(like(payments.purpose, 'Order #%'), isNull(payments.orderId)));
    expect(orphans).toEqual([]);
    const raceOrders = await t.db.select({ userId: orders.userId }).from(orders).where(inArray(orders.userId, buyerIds));
    const existing = new Set((await t.db.select({ id: users.id }).from(users).where(inArray(users.id, buyerIds))).map((u) => u.id));
    expect(raceOrders.every((o) => existing.has(o.userId))).toBe(true);
    console.info(`delete ‖ ${CHECKOUTS} checkouts × ${ROUNDS} rounds:`, JSON.stringify(tally));
  });
});

describe.runIf(testDbKind === 'postgres')('an admin delete of an owner racing checkouts of their product (PostgreSQL)', () => {
  it('never answers 5xx, and never deletes an owner whose product was ordered', async () => {
    const ROUNDS = 15;
    const tally: Record<string, number> = {};
    const count = (what: string) => {
      tally[what] = (tally[what] ?? 0) + 1;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const o = await createAccount(t, 'owner');
      const p = await createProduct(t.db, { ownerId: o.id, price: 100 });
      const checkout = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: buyer.headers,
          payload: checkoutBody(buyer.name, [{ source: 'products', product_id: p.id }]),
        });
      const results = await Promise.all([checkout(), req('DELETE', `/api/admin/owners/${o.id}`), checkout(), checkout()]);
      for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
      const [del, ...checkouts] = [results[1], results[0], results[2], results[3]];
      count(`delete ${del?.statusCode}`);
      for (const r of checkouts) count(`checkout ${r?.statusCode}`);
      const placed = checkouts.filter((r) => r?.statusCode === 201).length;
      expect(del?.statusCode).toBe(placed > 0 ? 409 : 200);
      for (const r of checkouts) expect([201, 409]).toContain(r?.statusCode);
      const lines = await t.db.select({ ownerId: orderItems.ownerId }).from(orderItems).where(eq(orderItems.productId, p.id));
      expect(lines).toHaveLength(placed);
      expect(lines.every((l) => l.ownerId === o.id)).toBe(true);
    }
    console.info(`owner delete ‖ 3 checkouts × ${ROUNDS} rounds:`, JSON.stringify(tally));
  });
});
