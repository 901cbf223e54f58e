import { type AppNotification, DEFAULT_SETTINGS, NOTIFICATION_MSG } from '@kiraya/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct, minutesAgo } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { makeImage, multipartBody } from '../../test/images.js';
import { buyProduct } from '../../test/orders.js';
import { saveSettings } from '../settings/settings.service.js';

let t: TestContext, buyer: TestAccount, otherBuyer: TestAccount, owner: TestAccount, admin: TestAccount, otherAdmin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, otherBuyer, owner, admin, otherAdmin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    otherBuyer: 'user',
    owner: ['owner', 'Neha Awasthi'],
    admin: 'admin',
    otherAdmin: 'admin',
  }));
});
afterAll(() => t.close());

type To = { role: 'user' | 'owner'; id: number } | { role: 'admin' };
async function note(
  to: To,
  title: string,
  extra: { isRead?: boolean; createdAt?: Date; type?: 'success' | 'warning' | 'error' | 'info' } = {},
) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      recipientRole: to.role,
      recipientId: to.role === 'admin' ? null : to.id,
      title,
      message: `About ${title}`,
      type: extra.type ?? 'info',
      isRead: extra.isRead ?? false,
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    })
    .returning();
  return row?.id as number;
}
/**
 * A notification for the other role with the same number as an account of this test (users and owners
 * have separate id sequences). Removed after each test: an account made later could get that number.
 */
const twins: number[] = [];
async function twinNote(a: TestAccount, title: string) {
  const id = await note({ role: a.role === 'owner' ? 'user' : 'owner', id: a.id }, title);
  twins.push(id);
  return id;
}
afterEach(async () => {
  if (twins.length > 0) await t.db.delete(notifications).where(inArray(notifications.id, twins.splice(0)));
});

const me = (a: TestAccount): To => ({ role: a.role === 'owner' ? 'owner' : 'user', id: a.id });

const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });
const put = (url: string, who: TestAccount) => t.app.inject({ method: 'PUT', url, headers: who.headers });
const list = async (who: TestAccount, query = '', base = '/api/notifications') => {
  const res = await get(`${base}${query}`, who);
  expect(res.statusCode).toBe(200);
  return { items: res.json() as AppNotification[], total: Number(res.headers['x-total-count']) };
};
const unread = async (who: TestAccount, base = '/api/notifications') => {
  const res = await get(`${base}/unread-count`, who);
  expect(res.statusCode).toBe(200);
  return (res.json() as { unread: number }).unread;
};

describe('a buyer or an owner reads only their own inbox', () => {
  it('lists own notifications newest first, paginated, in the §3 shape; never another buyer’s or an owner’s', async () => {
    const a = await createAccount(t, 'user');
    await note(me(a), 'Oldest', { createdAt: minutesAgo(30), type: 'success' });
    await note(me(a), 'Middle', { createdAt: minutesAgo(20), type: 'warning' });
    await note(me(a), 'Newest', { createdAt: minutesAgo(10), type: 'error' });
    await note(me(otherBuyer), 'Not yours');
    // Users and owners have their own id sequences: an owner with the same number must stay out.
    await twinNote(a, 'An owner’s');
    await note({ role: 'admin' }, 'The admins’');

    const first = await list(a, '?limit=2');
    expect(first.total).toBe(3);
    expect(first.items.map((n) => n.title)).toEqual(['Newest', 'Middle']);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Newest',
      type: 'error',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: 'About Newest',
      is_read: false,
    });
    const second = await list(a, '?limit=2&page=2');
    expect(second.items.map((n) => n.title)).toEqual(['Oldest']);
  });

  it('counts unread ones and filters with unread=true', async () => {
    const a = await createAccount(t, 'owner');
    await note(me(a), 'Seen', { isRead: true });
    await note(me(a), 'New 1');
    await note(me(a), 'New 2');
    await twinNote(a, 'A buyer’s');
    expect(await unread(a)).toBe(2);
    const only = await list(a, '?unread=true');
    expect(only.total).toBe(2);
    expect(only.items.every((n) => !n.is_read)).toBe(true);
    expect((await list(a)).total).toBe(3);
    expect((await get('/api/notifications?unread=maybe', a)).statusCode).toBe(400);
  });

  it('marks one read: 404 for a missing id and for someone else’s, which stays unread', async () => {
    const a = await createAccount(t, 'user');
    const mine = await note(me(a), 'Mine');
    const theirs = await note(me(otherBuyer), 'Theirs');
    const ownersSameNumber = await twinNote(a, 'Owner with my number');
    const admins = await note({ role: 'admin' }, 'Admins');

    const res = await put(`/api/notifications/${mine}/read`, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine, is_read: true });
    expect(await unread(a)).toBe(0);
    // Marking it again is harmless.
    expect((await put(`/api/notifications/${mine}/read`, a)).statusCode).toBe(200);

    for (const id of [theirs, ownersSameNumber, admins, 2_000_000_000]) {
      const refused = await put(`/api/notifications/${id}/read`, a);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(NOTIFICATION_MSG.notFound);
    }
    expect((await list(otherBuyer)).items.find((n) => n.id === theirs)?.is_read).toBe(false);
    expect((await list(admin, '', '/api/admin/notifications')).items.find((n) => n.id === admins)?.is_read).toBe(false);
    expect((await put('/api/notifications/abc/read', a)).statusCode).toBe(400);
  });

  it('read-all touches only the caller’s inbox', async () => {
    const a = await createAccount(t, 'owner');
    const b = await createAccount(t, 'owner');
    await note(me(a), 'A1');
    await note(me(a), 'A2');
    await note(me(b), 'B1');
    await twinNote(a, 'Buyer with A’s number');
    const res = await put('/api/notifications/read-all', a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MSG.allMarkedRead, updated: 2 });
    expect(await unread(a)).toBe(0);
    expect(await unread(b)).toBe(1);
    expect((await put('/api/notifications/read-all', a)).json()).toEqual({ message: NOTIFICATION_MSG.noneUnread, updated: 0 });
  });

  it('refuses visitors and admins on the buyer/owner routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).json().message).toBe(NOTIFICATION_MSG.loginRequired);
    expect((await get('/api/notifications', admin)).statusCode).toBe(403);
  });
});

describe('the admins share one inbox', () => {
  it('is admin-only, and one admin’s read is read for every admin', async () => {
    for (const who of [buyer, owner]) {
      expect((await get('/api/admin/notifications', who)).statusCode).toBe(403);
      expect((await get('/api/admin/notifications/unread-count', who)).statusCode).toBe(403);
      expect((await put('/api/admin/notifications/read-all', who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(401);

    const id = await note({ role: 'admin' }, 'Shared alert', { type: 'warning' });
    const buyersNote = await note(me(buyer), 'Buyer only');
    const before = await unread(otherAdmin, '/api/admin/notifications');
    const seen = await list(admin, '?unread=true', '/api/admin/notifications');
    expect(seen.items.map((n) => n.title)).toContain('Shared alert');
    expect(seen.items.map((n) => n.id)).not.toContain(buyersNote);

    expect((await put(`/api/admin/notifications/${id}/read`, admin)).json()).toMatchObject({ id, is_read: true, type: 'warning' });
    expect(await unread(otherAdmin, '/api/admin/notifications')).toBe(before - 1);
    // A buyer's notification is not in the admin inbox.
    expect((await put(`/api/admin/notifications/${buyersNote}/read`, admin)).statusCode).toBe(404);

    await note({ role: 'admin' }, 'Another');
    expect((await put('/api/admin/notifications/read-all', otherAdmin)).statusCode).toBe(200);
    expect(await unread(admin, '/api/admin/notifications')).toBe(0);
    expect((await list(buyer)).items.find((n) => n.id === buyersNote)?.is_read).toBe(false);
  });
});

/* ───────────── real events, end to end ───────────── */

const checkout = (who: TestAccount, productId: number) => buyProduct(t, who, productId);

describe('real events reach the right inboxes', () => {
  it('checkout → the owner’s “New order request”; accept → the buyer’s “Order item accepted”', async () => {
    const b = await createAccount(t, 'user', 'Kavya Srivastava');
    const o = await createAccount(t, 'owner');
    const p = await createProduct(t.db, { ownerId: o.id, title: 'Voltas window AC', price: 8000 });
    const placed = await checkout(b, p.id);

    const [request] = (await list(o)).items;
    expect(request).toMatchObject({ title: 'New order request', type: 'info', is_read: false });
    expect(request?.message).toContain('“Voltas window AC”');
    expect(request?.message).toContain(`#${placed.order_id}`);
    expect(await unread(o)).toBe(1);
    expect((await list(b)).items[0]).toMatchObject({ title: `Order #${placed.order_id} placed`, type: 'success' });

    expect((await put(`/api/orders/${placed.cart_items[0]?.item_id}/accept`, o)).statusCode).toBe(200);
    const [accepted] = (await list(b)).items;
    expect(accepted).toMatchObject({ title: 'Order item accepted', type: 'success' });
    expect(accepted?.message).toContain('“Voltas window AC”');
    expect(await unread(b)).toBe(2);
    // None of it leaked to another buyer.
    expect((await list(otherBuyer)).items.map((n) => n.title)).not.toContain('Order item accepted');
  });

  it('an upload waits for the admins; approval → the owner’s “Your product is live”', async () => {
    const o = await createAccount(t, 'owner', 'Rohit Tandon');
    const body = multipartBody(
      { title: 'Godrej steel almirah', price: '6500', description: 'Two doors', category: 'appliance', condition: 'used', type: 'sale' },
      { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg', 320, 240) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: body.payload,
      headers: { ...body.headers, ...o.headers },
    });
    expect(created.statusCode).toBe(201);
    const waiting = (await list(admin, '?unread=true&limit=100', '/api/admin/notifications')).items.find((n) =>
      n.message.includes('“Godrej steel almirah”'),
    );
    expect(waiting).toMatchObject({ title: 'New product awaiting approval', type: 'info' });
    expect(waiting?.message).toContain('Rohit Tandon');

    const approved = await put(`/api/admin/requests/product-${created.json().id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect((await list(o)).items[0]).toMatchObject({ title: 'Your product is live', type: 'success' });
  });

  it('with notificationsEnabled off, events add nothing to any inbox', async () => {
    const b = await createAccount(t, 'user');
    const o = await createAccount(t, 'owner');
    const p = await createProduct(t.db, { ownerId: o.id });
    const adminBefore = (await list(admin, '', '/api/admin/notifications')).total;
    await saveSettings(t.db, { ...DEFAULT_SETTINGS, notificationsEnabled: false });
    try {
      const placed = await checkout(b, p.id);
      expect((await put(`/api/orders/${placed.cart_items[0]?.item_id}/reject`, o)).statusCode).toBe(200);
      const pending = await createProduct(t.db, { ownerId: o.id, approvalStatus: 'pending' });
      expect((await put(`/api/admin/requests/product-${pending.id}/approve`, admin)).statusCode).toBe(200);
      expect((await list(b)).total).toBe(0);
      expect((await list(o)).total).toBe(0);
      expect(await unread(b)).toBe(0);
      expect((await list(admin, '', '/api/admin/notifications')).total).toBe(adminBefore);
    } finally {
      await saveSettings(t.db, DEFAULT_SETTINGS);
    }
    // Back on, the next event notifies again.
    await checkout(b, (await createProduct(t.db, { ownerId: o.id })).id);
    expect(await unread(o)).toBe(1);
  });
});
