import { REPORT_MSG } from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, notifications, products, reports } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, owner, admin } = await openTestApp({ buyer: 'user', owner: 'owner', admin: 'admin' }));
});
afterAll(() => t.close());

const file = (payload: object, who: TestAccount | null = buyer) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: who?.headers ?? {}, payload });
const list = (query = '', who: TestAccount = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports${query}`, headers: who.headers });
const reason = (tag: string) => `Looks like a scam ${tag} ${Math.random().toString(36).slice(2, 8)}`;

describe('filing a report', () => {
  it('stores a report on a listing by a buyer and on a product by an owner, trimmed, and tells the admins', async () => {
    const ad = await createListing(t.db, { title: 'Suspicious flat' });
    const why = reason('ad');
    const res = await file({ type: 'listings', item_id: ad.id, reason: `  ${why}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'listings',
      item_id: ad.id,
      item_title: 'Suspicious flat',
      reason: why,
      reporter: buyer.name,
      reporter_role: 'user',
      status: 'open',
    });
    const note = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientRole, 'admin'), eq(notifications.title, 'New report on an ad')));
    expect(note.some((n) => n.message.includes(why))).toBe(true);
    const activity = await t.db.select().from(activityLog).where(eq(activityLog.action, 'report.filed'));
    expect(activity.some((a) => a.summary.includes('Suspicious flat'))).toBe(true);

    const p = await createProduct(t.db);
    const byOwner = await file({ type: 'products', item_id: p.id, reason: reason('product') }, owner);
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json()).toMatchObject({ type: 'products', reporter_role: 'owner', reporter: owner.name });
  });

  it('asks a visitor to log in and refuses admins', async () => {
    const ad = await createListing(t.db);
    const anon = await file({ type: 'listings', item_id: ad.id, reason: reason('anon') }, null);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(REPORT_MSG.loginRequired);
    expect((await file({ type: 'listings', item_id: ad.id, reason: reason('admin') }, admin)).statusCode).toBe(403);
  });

  it('refuses a missing, short, long or blank reason and a bad type or item with clear 400s', async () => {
    const ad = await createListing(t.db);
    const cases: [object, string][] = [
      [{ type: 'listings', item_id: ad.id }, REPORT_MSG.reasonRequired],
      [{ type: 'listings', item_id: ad.id, reason: '     ' }, REPORT_MSG.reasonRequired],
      [{ type: 'listings', item_id: ad.id, reason: ' bad ' }, REPORT_MSG.reasonTooShort],
      [{ type: 'listings', item_id: ad.id, reason: 'x'.repeat(501) }, REPORT_MSG.reasonTooLong],
      [{ type: 'ads', item_id: ad.id, reason: reason('type') }, REPORT_MSG.invalidType],
      [{ type: 'listings', item_id: 'abc', reason: reason('id') }, REPORT_MSG.invalidItem],
      [{ type: 'listings', item_id: 99_999_999_999, reason: reason('id') }, REPORT_MSG.invalidItem],
    ];
    for (const [payload, message] of cases) {
      const res = await file(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await file({ type: 'listings', item_id: ad.id, reason: 'x'.repeat(500) })).statusCode).toBe(201);
  });

  it('404s a missing or unapproved item with the not-found texts', async () => {
    const pending = await createProduct(t.db, { approvalStatus: 'pending' });
    const missing = await file({ type: 'products', item_id: 999_999, reason: reason('x') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
    expect((await file({ type: 'products', item_id: pending.id, reason: reason('x') })).statusCode).toBe(404);
    const ad = await file({ type: 'listings', item_id: 999_999, reason: reason('x') });
    expect(ad.statusCode).toBe(404);
    expect(ad.json().message).toBe('Listing not found');
  });

  it('keeps one open report per reporter and item, even for simultaneous clicks, and allows a new one once it is dealt with', async () => {
    const ad = await createListing(t.db);
    const payload = { type: 'listings', item_id: ad.id, reason: reason('dup') };
    const [a, b] = await Promise.all([file(payload), file(payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(REPORT_MSG.duplicate);
    const rows = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.itemId, ad.id), eq(reports.type, 'listings')));
    expect(rows).toHaveLength(1);
    // Another reporter may report the same item.
    expect((await file(payload, await createAccount(t, 'user'))).statusCode).toBe(201);
    // Once ignored, the same buyer can report again.
    const first = rows[0]?.id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${first}/ignore`, headers: admin.headers })).statusCode).toBe(200);
    expect((await file(payload)).statusCode).toBe(201);
  });
});

describe('the admin reports table', () => {
  it('lists open reports newest first with the item title, paginated with X-Total-Count', async () => {
    const ad = await createListing(t.db, { title: 'Listing A' });
    const p = await createProduct(t.db, { title: 'Product B' });
    const older = await file({ type: 'listings', item_id: ad.id, reason: reason('older') });
    const newer = await file({ type: 'products', item_id: p.id, reason: reason('newer') });
    const res = await list('?limit=2');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const body = res.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ id: newer.json().id, item_title: 'Product B', item_public: true, type: 'products' });
    expect(body[1]).toMatchObject({ id: older.json().id, item_title: 'Listing A' });
    expect(body.every((r: { status: string }) => r.status === 'open')).toBe(true);
    expect(Date.parse(body[0].date)).not.toBeNaN();
  });

  it('gives a null title for a deleted item and item_public false for one no longer approved', async () => {
    const p = await createProduct(t.db);
    const q = await createProduct(t.db, { title: 'Soon hidden' });
    const gone = (await file({ type: 'products', item_id: p.id, reason: reason('gone') })).json().id;
    const hidden = (await file({ type: 'products', item_id: q.id, reason: reason('hidden') })).json().id;
    await t.db.delete(products).where(eq(products.id, p.id));
    await t.db.update(products).set({ approvalStatus: 'rejected' }).where(eq(products.id, q.id));
    const rows = (await list('?limit=100')).json();
    expect(rows.find((r: { id: number }) => r.id === gone)).toMatchObject({ item_title: null, item_public: false });
    expect(rows.find((r: { id: number }) => r.id === hidden)).toMatchObject({ item_title: 'Soon hidden', item_public: false });
  });

  it('stores Delete and Ignore: the report leaves the open list, stays in the table, and shows under its status', async () => {
    const ad = await createListing(t.db);
    const del = (await file({ type: 'listings', item_id: ad.id, reason: reason('del') })).json().id;
    const ign = (await file({ type: 'listings', item_id: ad.id, reason: reason('ign') }, owner)).json().id;

    const d = await t.app.inject({ method: 'DELETE', url: `/api/admin/reports/${del}`, headers: admin.headers });
    expect(d.statusCode).toBe(200);
    expect(d.json().message).toBe(REPORT_MSG.deleted);
    const i = await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${ign}/ignore`, headers: admin.headers });
    expect(i.statusCode).toBe(200);
    expect(i.json().message).toBe(REPORT_MSG.ignored);

    const stored = await t.db.select().from(reports).where(eq(reports.itemId, ad.id));
    expect(Object.fromEntries(stored.map((r) => [r.id, r.status]))).toEqual({ [del]: 'deleted', [ign]: 'ignored' });
    const open = (await list('?limit=100')).json().map((r: { id: number }) => r.id);
    expect(open).not.toContain(del);
    expect(open).not.toContain(ign);
    expect((await list('?status=deleted&limit=100')).json().map((r: { id: number }) => r.id)).toContain(del);
    expect((await list('?status=ignored&limit=100')).json().map((r: { id: number }) => r.id)).toContain(ign);

    // Already dealt with: 409; missing: 404; bad id and bad status: 400.
    const again = await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${del}/ignore`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MSG.notOpen);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/reports/${ign}`, headers: admin.headers })).statusCode).toBe(409);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/admin/reports/999999', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_MSG.notFound);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/reports/abc', headers: admin.headers })).statusCode).toBe(400);
    expect((await list('?status=closed')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await list('', buyer)).statusCode).toBe(403);
    expect((await list('', owner)).statusCode).toBe(403);
    const ad = await createListing(t.db);
    const id = (await file({ type: 'listings', item_id: ad.id, reason: reason('auth') })).json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/reports/${id}`, headers: buyer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${id}/ignore`, headers: owner.headers })).statusCode).toBe(403);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('open');
  });
});
