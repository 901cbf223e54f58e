import { DASHBOARD, DASHBOARD_MSG, type DashboardSummary } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, listings, messages, orders, products } from '../../db/schema/index.js';
import { createAccount, openTestApp, registerOwner, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { buyProduct } from '../../test/orders.js';
import { chartDays, istDay } from './dashboard.service.js';

let t: TestContext, admin: TestAccount, buyer: TestAccount;

beforeAll(async () => {
  ({ t, admin, buyer } = await openTestApp({ admin: 'admin', buyer: ['user', 'Ravi Buyer'] }));
});
afterAll(() => t.close());

const summary = async (): Promise<DashboardSummary> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admins/summary', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const checkout = (productId: number) => buyProduct(t, buyer, productId);

describe('GET /api/admins/summary', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admins/summary' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admins/summary', headers: buyer.headers })).statusCode).toBe(403);
  });

  it('counts the rows that exist, pending orders by their derived status and unread buyer messages', async () => {
    const empty = await summary();
    expect(empty).toMatchObject({ totalUsers: 1, totalOwners: 0, totalProducts: 0, totalListings: 0, totalOrders: 0, pendingOrders: 0 });
    expect(empty.recentActivities).toEqual([]);

    const owner = await createAccount(t, 'owner');
    const [p1, p2] = [await createProduct(t.db, { ownerId: owner.id }), await createProduct(t.db, { ownerId: owner.id })];
    await createProduct(t.db, { approvalStatus: 'pending' }); // a second owner, and an unapproved product still counts
    await createListing(t.db);
    const first = await checkout(p1.id);
    await checkout(p2.id);
    // The first order's only line is accepted: it is no longer pending.
    const accept = await t.app.inject({ method: 'PUT', url: `/api/orders/${first.cart_items[0]?.item_id}/accept`, headers: owner.headers });
    expect(accept.statusCode).toBe(200);
    await t.db.insert(messages).values([
      { userId: buyer.id, sender: 'user', text: 'Hello?' },
      { userId: buyer.id, sender: 'user', text: 'Read already', isRead: true },
      { userId: buyer.id, sender: 'admin', text: 'Hi Ravi' },
    ]);

    const s = await summary();
    expect(s).toMatchObject({
      totalUsers: 1,
      totalOwners: 2,
      totalProducts: 3,
      totalListings: 1,
      totalMessages: 3,
      unreadMessages: 1,
      totalOrders: 2,
      pendingOrders: 1,
    });
  });

  it('lists the newest 10 activity-log lines, newest first, with action and date', async () => {
    // A real event: an owner signs up through the API.
    const res = await registerOwner(t, { name: 'Meera Owner', email: 'meera@example.in', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const s = await summary();
    expect(s.recentActivities[0]).toBe('Meera Owner joined Kiraya as an owner.');
    expect(s.recentActivity[0]).toMatchObject({ summary: 'Meera Owner joined Kiraya as an owner.', action: 'account.owner_registered' });
    expect(Date.now() - Date.parse(s.recentActivity[0]?.date ?? '')).toBeLessThan(60_000);
    expect(s.recentActivities).toContain('Ravi Buyer placed order #1 (₹1,000, 1 item).');

    for (let i = 0; i < 12; i++)
      await t.db.insert(activityLog).values({ actorRole: 'system', action: 'test.filler', summary: `Filler ${i}` });
    const full = await summary();
    expect(full.recentActivities).toHaveLength(DASHBOARD.recentActivities);
    expect(full.recentActivities[0]).toBe('Filler 11');
    expect(full.recentActivity.map((a) => a.summary)).toEqual(full.recentActivities);
  });

  it('charts the last 30 IST days, oldest first, with zero days and today’s orders and new listings', async () => {
    const before = await summary();
    const today = istDay(new Date());
    expect(before.chart).toHaveLength(DASHBOARD.chartDays);
    expect(before.chart.at(-1)?.date).toBe(today);
    const todayBefore = before.chart.at(-1);

    // An order today, and a product and an ad posted today.
    await checkout((await createProduct(t.db)).id);
    await createListing(t.db);
    // Old rows: 3 days ago counts on its day, 40 days ago is outside the chart.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const p = await createProduct(t.db);
    await t.db.update(products).set({ createdAt: threeDaysAgo }).where(eq(products.id, p.id));
    const l = await createListing(t.db);
    await t.db
      .update(listings)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(listings.id, l.id));
    const o = await checkout((await createProduct(t.db)).id);
    await t.db.update(orders).set({ createdAt: threeDaysAgo }).where(eq(orders.id, o.order_id));

    const s = await summary();
    const day = (d: string) => s.chart.find((c) => c.date === d);
    // Today: one more order, and two more products (the ordered ones) plus one ad; the back-dated rows moved away.
    expect(day(today)?.orders).toBe((todayBefore?.orders ?? 0) + 1);
    expect(day(today)?.listings).toBe((todayBefore?.listings ?? 0) + 3);
    expect(day(istDay(threeDaysAgo))).toMatchObject({ orders: 1, listings: 1 });
    const total = s.chart.reduce((n, c) => n + c.orders, 0);
    expect(total).toBe(s.totalOrders);
    expect(s.chart.filter((c) => c.orders === 0 && c.listings === 0).length).toBeGreaterThanOrEqual(27);
    expect(new Set(s.chart.map((c) => c.date)).size).toBe(30);
  });
});

describe('chartDays', () => {
  it('uses India’s calendar: 20:00 UTC is already the next day in IST', () => {
    const { days, from } = chartDays(new Date('2025-03-01T20:00:00Z'));
    expect(days.at(-1)).toBe('2025-03-02');
    expect(days[0]).toBe('2025-02-01');
    expect(from.toISOString()).toBe('2025-01-31T18:30:00.000Z');
  });

  it('states the empty text of the spec', () => {
    expect(DASHBOARD_MSG.noRecentActivity).toBe('No recent activity.');
  });
});
