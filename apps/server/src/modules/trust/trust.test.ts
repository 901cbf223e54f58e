import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDecisions, owners, ownerVerifications, productImages, products } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: TestAccount;
let owner: TestAccount;
let otherOwner: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  // The public response cache on, as in production: a grant must show on the very next read.
  t = await createTestApp({ CATALOGUE_CACHE: 'on' });
  admin = await createAccount(t, 'admin', 'Admin Kiraya');
  owner = await createAccount(t, 'owner', 'Neha Awasthi');
  otherOwner = await createAccount(t, 'owner', 'Imran Qureshi');
  buyer = await createAccount(t, 'user', 'Aarav Mishra');
  await t.db.update(owners).set({ phone: '9839140217' }).where(eq(owners.id, owner.id));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const grant = (id: number, payload: object, headers = admin.headers) =>
  inject('POST', `/api/admin/owners/${id}/verification`, headers, payload);
const revoke = (id: number, payload: object, headers = admin.headers) =>
  inject('POST', `/api/admin/owners/${id}/verification/revoke`, headers, payload);
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('verified owner: granted and revoked as recorded acts', () => {
  it('refuses a grant without documents, with unknown or repeated ones, without a day or with a future day: 400, nothing written', async () => {
    const bad = [
      { documents: [], checked_on: today() },
      { documents: ['passport'], checked_on: today() },
      { documents: ['aadhaar', 'aadhaar'], checked_on: today() },
      { documents: ['aadhaar'] },
      { documents: ['aadhaar'], checked_on: '2025-02-30' },
      { documents: ['aadhaar'], checked_on: '2999-01-01' },
      { documents: ['aadhaar'], checked_on: today(), note: 'x'.repeat(501) },
    ];
    for (const payload of bad) {
      const res = await grant(owner.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await grant(owner.id, { documents: ['aadhaar'], checked_on: '2999-01-01' })).json()).toMatchObject({
      code: 'TRUST_CHECKED_ON_FUTURE',
    });
    const rows = await t.db.select().from(ownerVerifications).where(eq(ownerVerifications.ownerId, owner.id));
    expect(rows).toEqual([]);
    const [row] = await t.db.select({ verified: owners.verified }).from(owners).where(eq(owners.id, owner.id));
    expect(row?.verified).toBe(false);
  });

  it('records what was checked, when and by whom, and sets the spec’s verified column', async () => {
    const res = await grant(owner.id, {
      documents: ['aadhaar', 'property_papers'],
      checked_on: today(),
      note: '  Originals seen at the office  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      owner_id: owner.id,
      verified: 1,
      history: [
        {
          action: 'granted',
          documents: ['aadhaar', 'property_papers'],
          note: 'Originals seen at the office',
          checked_on: today(),
          admin_name: 'Admin Kiraya',
        },
      ],
    });
    const table = await inject('GET', `/api/admin/owners?limit=100`, admin.headers);
    expect(table.json().find((o: { id: number }) => o.id === owner.id)).toMatchObject({ verified: 1 });
    // Granting twice is a 409, not a second row.
    const again = await grant(owner.id, { documents: ['pan'], checked_on: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRUST_ALREADY_VERIFIED');
  });

  it('shows the owner their own status, without the admin’s name', async () => {
    const res = await inject('GET', '/api/owner/verification', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, documents: ['aadhaar', 'property_papers'], checked_on: today() });
    expect(res.body).not.toContain('Admin Kiraya');
    expect((await inject('GET', '/api/owner/verification', otherOwner.headers)).json()).toMatchObject({
      verified: false,
      verified_since: null,
    });
  });

  it('puts the badge on the owner’s cards and item page at once (cache on), and not on others’', async () => {
    const mine = await createProduct(t.db, { ownerId: owner.id, title: 'Symphony air cooler', category: 'appliance' });
    const theirs = await createProduct(t.db, { ownerId: otherOwner.id, title: 'Bajaj table fan', category: 'appliance' });
    const list = (await inject('GET', '/api/all-products?category=appliance&limit=50')).json();
    expect(list.find((i: { id: number; source: string }) => i.id === mine.id && i.source === 'products')).toMatchObject({
      owner_verified: true,
      verified: 1,
    });
    expect(list.find((i: { id: number; source: string }) => i.id === theirs.id && i.source === 'products')).toMatchObject({
      owner_verified: false,
    });
    const page = (await inject('GET', `/api/product/${mine.id}`)).json();
    expect(page).toMatchObject({ owner_verified: true, owner_id: owner.id, verified: 1 });
  });

  it('refuses a revocation without a reason; records one with it, and the badge goes', async () => {
    expect((await revoke(owner.id, {})).statusCode).toBe(400);
    expect((await revoke(owner.id, { reason: 'no' })).statusCode).toBe(400);
    const res = await revoke(owner.id, { reason: 'Property papers turned out to be of another flat.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verified).toBe(0);
    expect(res.json().history.map((h: { action: string }) => h.action)).toEqual(['revoked', 'granted']);
    expect(res.json().history[0]).toMatchObject({ note: 'Property papers turned out to be of another flat.', checked_on: null });
    expect((await revoke(owner.id, { reason: 'Again, to see a 409.' })).statusCode).toBe(409);
    const list = (await inject('GET', '/api/all-products?category=appliance&limit=50')).json();
    expect(list.filter((i: { owner_verified: boolean }) => i.owner_verified)).toEqual([]);
    // History is kept: the grant's row is still there.
    const rows = await t.db.select().from(ownerVerifications).where(eq(ownerVerifications.ownerId, owner.id));
    expect(rows).toHaveLength(2);
  });

  it('records a switch of the spec’s Verified column in the Owners table too', async () => {
    const res = await inject('PUT', `/api/admin/owners/${otherOwner.id}`, admin.headers, { verified: 1 });
    expect(res.statusCode).toBe(200);
    const history = (await inject('GET', `/api/admin/owners/${otherOwner.id}/verification`, admin.headers)).json();
    expect(history).toMatchObject({ verified: 1, history: [{ action: 'granted', documents: [] }] });
    await inject('PUT', `/api/admin/owners/${otherOwner.id}`, admin.headers, { verified: 0 });
  });

  it('is for admins only; an unknown owner is a 404', async () => {
    const payload = { documents: ['aadhaar'], checked_on: today() };
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/owners/${owner.id}/verification`, payload })).statusCode).toBe(401);
    expect((await grant(owner.id, payload, owner.headers)).statusCode).toBe(403);
    expect((await grant(owner.id, payload, buyer.headers)).statusCode).toBe(403);
    expect((await revoke(owner.id, { reason: 'Owner trying it' }, owner.headers)).statusCode).toBe(403);
    expect((await inject('GET', `/api/admin/owners/${owner.id}/verification`, owner.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/owner/verification', buyer.headers)).statusCode).toBe(403);
    expect((await grant(999_999, payload)).statusCode).toBe(404);
    expect((await grant(0, payload)).statusCode).toBe(400);
  });
});

describe('public owner profile', () => {
  it('shows name, locality, member since, status and only available approved items, paged; never e-mail or phone', async () => {
    const seller = await createAccount(t, 'owner', 'Ritu Srivastava');
    await t.db.update(owners).set({ phone: '9415012345' }).where(eq(owners.id, seller.id));
    const shown = [];
    for (let i = 0; i < 3; i++)
      shown.push(await createProduct(t.db, { ownerId: seller.id, title: `Almirah ${i}`, location: 'Aliganj', category: 'appliance' }));
    const pending = await createProduct(t.db, { ownerId: seller.id, title: 'Pending sofa', approvalStatus: 'pending' });
    const rejected = await createProduct(t.db, { ownerId: seller.id, title: 'Rejected TV', approvalStatus: 'rejected' });
    await grant(seller.id, { documents: ['aadhaar', 'utility_bill'], checked_on: today() });

    const res = await inject('GET', `/api/owners/${seller.id}/profile?limit=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: seller.id,
      name: 'Ritu Srivastava',
      locality: 'aliganj',
      verified: true,
      // No revealed reviews yet (modules/reviews fills it as reviews are revealed).
      rating: { average: null, count: 0 },
      responseRate: null,
      typicalReplyMinutes: null,
      total_items: 3,
      page: 1,
      limit: 2,
    });
    expect(body.items).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('3');
    expect(Date.parse(body.member_since)).toBeGreaterThan(0);
    expect(Date.parse(body.verified_since)).toBeGreaterThan(0);
    const page2 = (await inject('GET', `/api/owners/${seller.id}/profile?limit=2&page=2`)).json();
    const ids = [...body.items, ...page2.items].map((i: { id: number }) => i.id).sort();
    expect(ids).toEqual(shown.map((p) => p.id).sort());
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    // Nothing that reaches the owner outside Kiraya.
    expect(res.body).not.toContain(seller.email);
    expect(res.body).not.toContain('9415012345');
    expect(res.body).not.toMatch(/"(email|phone)"/);
  });

  it('answers 404 for an unknown owner and 400 for a bad id or page', async () => {
    expect((await inject('GET', '/api/owners/999999/profile')).statusCode).toBe(404);
    expect((await inject('GET', '/api/owners/abc/profile')).statusCode).toBe(400);
    expect((await inject('GET', `/api/owners/${owner.id}/profile?page=0`)).statusCode).toBe(400);
  });
});

describe('approval queue: the item in full, and an undo for 10 seconds', () => {
  const pending = async (title: string) => {
    const p = await createProduct(t.db, {
      ownerId: owner.id,
      title,
      description: 'Five-seater, fabric, two years old.',
      location: 'Indira Nagar',
      approvalStatus: 'pending',
      category: 'appliance',
    });
    await t.db.insert(productImages).values({ productId: p.id, position: 1, image: `test/extra-${p.id}` });
    return p.id;
  };
  const status = async (id: number) => (await t.db.select({ s: products.approvalStatus }).from(products).where(eq(products.id, id)))[0]?.s;

  it('opens a request in full: every photo (signed), description, offer, place and the owner’s history', async () => {
    const id = await pending('Wooden sofa set');
    const res = await inject('GET', `/api/admin/requests/product-${id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: `product-${id}`,
      title: 'Wooden sofa set',
      description: 'Five-seater, fabric, two years old.',
      locality: 'indira-nagar',
      offer: { kind: 'sale' },
      submitter: { kind: 'owner', id: owner.id, name: 'Neha Awasthi', verified: false, orders_completed: 0 },
    });
    expect(body.submitter.approved).toBeGreaterThanOrEqual(1);
    expect(body.photos).toHaveLength(2);
    for (const photo of body.photos) expect(photo.image).toMatch(/sig=/);
    expect((await inject('GET', `/api/admin/requests/product-${id}`, owner.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/requests/product-999999', admin.headers)).statusCode).toBe(404);
  });

  it('opens a buyer’s ad with its poster’s history', async () => {
    const l = await createListing(t.db, { userId: buyer.id, title: '2 BHK in Aliganj', approvalStatus: 'pending' });
    const body = (await inject('GET', `/api/admin/requests/listing-${l.id}`, admin.headers)).json();
    expect(body).toMatchObject({ type: 'ad', submitter: { kind: 'user', id: buyer.id, verified: null, orders_completed: null } });
  });

  it('undoes an approval within 10 seconds: back in the queue, gone from the (cached) catalogue', async () => {
    const id = await pending('Undo me cooler');
    const approved = await inject('PUT', `/api/admin/requests/product-${id}/approve`, admin.headers);
    expect(approved.statusCode).toBe(200);
    const until = Date.parse(approved.json().undo_until);
    expect(until - Date.now()).toBeGreaterThan(5_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10_500);
    const titles = async () =>
      (await inject('GET', '/api/all-products?category=appliance&limit=100')).json().map((i: { title: string }) => i.title);
    expect(await titles()).toContain('Undo me cooler');

    const undo = await inject('PUT', `/api/admin/requests/product-${id}/undo`, admin.headers);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe('Approval of “Undo me cooler” undone; it is back in the queue.');
    expect(await status(id)).toBe('pending');
    expect(await titles()).not.toContain('Undo me cooler');
    const queue = (await inject('GET', '/api/admin/requests?limit=100', admin.headers)).json();
    expect(queue.map((r: { id: string }) => r.id)).toContain(`product-${id}`);
    // A second undo has nothing to undo.
    const twice = await inject('PUT', `/api/admin/requests/product-${id}/undo`, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('TRUST_NOTHING_TO_UNDO');
    const [decision] = await t.db.select().from(approvalDecisions).where(eq(approvalDecisions.itemId, id));
    expect(decision).toMatchObject({ decision: 'approved', adminId: admin.id });
    expect(decision?.undoneAt).not.toBeNull();
  });

  it('refuses an undo after 10 seconds with a clear 409, and the item stays public', async () => {
    const id = await pending('Too late cooler');
    expect((await inject('PUT', `/api/admin/requests/product-${id}/approve`, admin.headers)).statusCode).toBe(200);
    // The approval was made 11 seconds ago, by the database's clock.
    await t.db.execute(
      sql`UPDATE approval_decisions SET created_at = now() - interval '11 seconds' WHERE item_id = ${id} AND source = 'products'`,
    );
    const res = await inject('PUT', `/api/admin/requests/product-${id}/undo`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TRUST_UNDO_EXPIRED',
      message: 'Too late to undo: an approval can be undone for 10 seconds only.',
    });
    expect(await status(id)).toBe('approved');
  });

  it('has nothing to undo after a rejection; only admins undo; unknown requests are 404', async () => {
    const id = await pending('Rejected cooler');
    await inject('PUT', `/api/admin/requests/product-${id}/reject`, admin.headers, { reason: 'Blurry' });
    expect((await inject('PUT', `/api/admin/requests/product-${id}/undo`, admin.headers)).statusCode).toBe(409);
    const other = await pending('Owner cannot undo');
    await inject('PUT', `/api/admin/requests/product-${other}/approve`, admin.headers);
    expect((await inject('PUT', `/api/admin/requests/product-${other}/undo`, owner.headers)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/admin/requests/product-${other}/undo`)).statusCode).toBe(401);
    expect(await status(other)).toBe('approved');
    expect((await inject('PUT', '/api/admin/requests/product-999999/undo', admin.headers)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/admin/requests/robot-1/undo', admin.headers)).statusCode).toBe(404);
  });
});
