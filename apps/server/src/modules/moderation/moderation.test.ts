import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, products } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let owner: TestAccount;
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t, 'owner', 'Neha Awasthi');
  admin = await createAccount(t, 'admin');
  buyer = await createAccount(t, 'user', 'Aarav');
});
afterAll(() => t.close());

const pendingProduct = async (title: string) =>
  (
    await createProduct(t.db, {
      ownerId: owner.id,
      title,
      description: 'Good condition',
      price: 2500,
      location: '',
      image: 'seed/p-001',
      approvalStatus: 'pending',
    })
  ).id;

const pendingListing = async (title: string) =>
  (
    await createListing(t.db, {
      userId: buyer.id,
      title,
      description: 'Nice',
      price: 12000,
      location: '',
      image: 'seed/l-001',
      sellerName: 'Aarav',
      sellerPhone: '9876543210',
      sellerEmail: 'a@example.in',
      approvalStatus: 'pending',
    })
  ).id;

const get = (headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/admin/requests', headers });

describe('approval requests', () => {
  it('lists pending products and listings with owner, type and date, oldest first', async () => {
    const p = await pendingProduct('Voltas 1.5 ton split AC');
    const l = await pendingListing('1 BHK near Lucknow University');
    const res = await get();
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([`product-${p}`, `listing-${l}`]));
    const product = res.json().find((r: { id: string }) => r.id === `product-${p}`);
    expect(product).toMatchObject({
      title: 'Voltas 1.5 ton split AC',
      ownerName: 'Neha Awasthi',
      type: 'sale',
      source: 'products',
      price: 2500,
      offer: { kind: 'sale', sale_price: 2500, rent: null },
    });
    // An ad is reviewed as what it is: a rent at its price.
    expect(res.json().find((r: { id: string }) => r.id === `listing-${l}`)).toMatchObject({
      offer: { kind: 'rent', sale_price: null, rent: { monthly: 12000, deposit: 0, min_months: 1, discounts: [] } },
    });
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('approving makes the product public at once and removes it from the queue', async () => {
    const p = await pendingProduct('Godrej almirah');
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p}/approve`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, p));
    expect(row?.approvalStatus).toBe('approved');
    expect((await get()).json().map((r: { id: string }) => r.id)).not.toContain(`product-${p}`);
    const again = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p}/reject`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting stores the reason for the owner', async () => {
    const p = await pendingProduct('Blurry photo TV');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/requests/product-${p}/reject`,
      headers: admin.headers,
      payload: { reason: 'The photo does not show the product.' },
    });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: `/api/products/owner/${owner.id}?limit=100`, headers: owner.headers });
    expect(mine.json().find((x: { id: number }) => x.id === p)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photo does not show the product.',
    });
  });

  it('approves listings too; unknown ids are 404', async () => {
    const l = await pendingListing('Lehenga for rent');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/requests/listing-${l}/approve`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, l));
    expect(row?.approvalStatus).toBe('approved');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/requests/product-999999/approve', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it.each(['product-999999', 'listing-999999', 'product-0', 'product-9999999999', 'product-99999999999', 'robot-1', '42', 'product-'])(
    'answers 404 Request not found for the unknown request id %s, on approve and on reject',
    async (id) => {
      for (const action of ['approve', 'reject']) {
        const res = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/${id}/${action}`, headers: admin.headers });
        expect(res.statusCode, `${action} ${id}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'MODERATION_REQUEST_NOT_FOUND', message: 'Request not found' });
      }
    },
  );

  it('is for admins only', async () => {
    expect((await get(owner.headers)).statusCode).toBe(403);
    expect((await get(buyer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/requests' })).statusCode).toBe(401);
    const p = await pendingProduct('Owner self-approval attempt');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p}/approve`, headers: owner.headers })).statusCode,
    ).toBe(403);
  });
});
