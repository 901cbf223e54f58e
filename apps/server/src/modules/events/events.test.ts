import { DEFAULT_SETTINGS } from '@kiraya/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, notifications } from '../../db/schema/index.js';
import { createAccount, openTestApp, registerOwner, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { buyProduct } from '../../test/orders.js';
import { saveSettings } from '../settings/settings.service.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, owner, admin } = await openTestApp({ buyer: ['user', 'Aarav Mishra'], owner: ['owner', 'Neha Awasthi'], admin: 'admin' }));
});
afterAll(() => t.close());

const inbox = (role: 'user' | 'owner', id: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)))
    .orderBy(desc(notifications.id));
const adminInbox = () =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientRole, 'admin'), isNull(notifications.recipientId)))
    .orderBy(desc(notifications.id));
const activity = () => t.db.select().from(activityLog).orderBy(desc(activityLog.id));

const order = (productId: number) => buyProduct(t, buyer, productId);

describe('events: notifications and the activity log follow real changes', () => {
  it('a checkout tells the buyer and the owner, and is logged', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, title: 'Godrej almirah', price: 4500 });
    const placed = await order(p.id);
    const [mine] = await inbox('user', buyer.id);
    expect(mine).toMatchObject({ title: `Order #${placed.order_id} placed`, type: 'success', isRead: false });
    expect(mine?.message).toContain('₹4,500');
    const [theirs] = await inbox('owner', owner.id);
    expect(theirs).toMatchObject({ title: 'New order request', type: 'info' });
    expect(theirs?.message).toContain('“Godrej almirah”');
    const [log] = await activity();
    expect(log).toMatchObject({ action: 'order.placed', actorRole: 'user', actorId: buyer.id });
    expect(log?.summary).toBe(`Aarav Mishra placed order #${placed.order_id} (₹4,500, 1 item).`);
  });

  it("an owner's decision reaches the buyer; a refused decision leaves nothing behind", async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, title: 'Whirlpool cooler', price: 3000 });
    const placed = await order(p.id);
    const itemId = placed.cart_items[0]?.item_id;
    const before = (await inbox('user', buyer.id)).length;
    // Another owner cannot decide it: no notification, no activity.
    const stranger = await createAccount(t, 'owner');
    const logBefore = (await activity()).length;
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/reject`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await inbox('user', buyer.id)).length).toBe(before);
    expect((await activity()).length).toBe(logBefore);

    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/reject`, headers: owner.headers })).statusCode).toBe(200);
    const [note] = await inbox('user', buyer.id);
    expect(note).toMatchObject({ title: 'Order item rejected', type: 'error' });
    const [log] = await activity();
    expect(log).toMatchObject({ action: 'order.line_rejected', actorRole: 'owner', actorId: owner.id });
    expect(log?.summary).toBe(`Neha Awasthi rejected “Whirlpool cooler” in order #${placed.order_id}.`);
  });

  it('a new product waits for the admins, and its approval reaches the owner', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, title: 'Study table', approvalStatus: 'pending' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p.id}/approve`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [note] = await inbox('owner', owner.id);
    expect(note).toMatchObject({ title: 'Your product is live', type: 'success' });
    expect((await activity())[0]).toMatchObject({ action: 'catalogue.approved' });
  });

  it('a withdrawal request reaches the admins and its processing reaches the owner', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, price: 900 });
    const placed = await order(p.id);
    await t.app.inject({ method: 'PUT', url: `/api/orders/${placed.cart_items[0]?.item_id}/accept`, headers: owner.headers });
    const w = await t.app.inject({ method: 'POST', url: '/api/wallet/withdraw', headers: owner.headers, payload: { amount: 500 } });
    expect(w.statusCode).toBe(201);
    expect((await adminInbox())[0]).toMatchObject({ title: 'Withdrawal requested', type: 'warning' });
    const paymentId = w.json().payment.id;
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/payments/${paymentId}/process`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const [note] = await inbox('owner', owner.id);
    expect(note).toMatchObject({ title: 'Withdrawal processed', type: 'success' });
    expect(note?.message).toContain('₹500');
  });

  it('with notifications turned off nothing is notified, but the activity log still records', async () => {
    await saveSettings(t.db, { ...DEFAULT_SETTINGS, notificationsEnabled: false });
    try {
      const p = await createProduct(t.db, { ownerId: owner.id, price: 1200 });
      const before = (await inbox('user', buyer.id)).length;
      const placed = await order(p.id);
      expect((await inbox('user', buyer.id)).length).toBe(before);
      expect((await activity())[0]?.summary).toContain(`order #${placed.order_id}`);
    } finally {
      await saveSettings(t.db, DEFAULT_SETTINGS);
    }
  });

  it('a sign-up is logged for the dashboard', async () => {
    const res = await registerOwner(t, { name: 'Rohit Tandon', email: 'rohit.tandon@example.in', password: 'secret123' });
    expect(res.statusCode).toBe(201);
    expect((await activity())[0]).toMatchObject({ action: 'account.owner_registered', summary: 'Rohit Tandon joined Kiraya as an owner.' });
  });
});
