import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orders, owners, products, users } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: TestAccount;
let owner: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  owner = await createAccount(t, 'owner', 'Neha Awasthi');
  buyer = await createAccount(t, 'user', 'Aarav Srivastava');
});
afterAll(() => t.close());

const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestAccount = admin) =>
  t.app.inject({ method, url, payload, headers: who.headers });

async function product(title = 'Bajaj room cooler') {
  const [row] = await t.db
    .insert(products)
    .values({
      ownerId: owner.id,
      title,
      description: 'Works well',
      pricePaise: 350000,
      category: 'appliance',
      condition: 'used',
      type: 'sale',
      image: 'seed/p-001',
    })
    .returning({ id: products.id });
  return row?.id as number;
}

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

describe('admin products and listings', () => {
  it('edits every product column but id and created date; verified publishes', async () => {
    const id = await product();
    const before = (await req('GET', '/api/admin/products?limit=100')).json().find((p: { id: number }) => p.id === id);
    const res = await req('PUT', `/api/admin/products/${id}`, {
      price: 3000,
      rent_price: 300,
      verified: 1,
      available: 0,
      created_at: '2000-01-01T00:00:00Z',
      id: 999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      price: 3000,
      rent_price: 300,
      verified: 1,
      status: 'approved',
      available: 0,
      created_at: before.created_at,
    });
    expect((await req('PUT', `/api/admin/products/${id}`, { category: 'vehicle' })).statusCode).toBe(400);
    expect((await req('PUT', `/api/admin/products/${id}`, { price: -1 })).statusCode).toBe(400);
    expect((await req('PUT', `/api/admin/products/${id}`, { owner_id: 987654 })).statusCode).toBe(400);
  });

  it('deletes products and listings, 404 for unknown ids', async () => {
    const id = await product('To delete');
    expect((await req('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
    const [l] = await t.db
      .insert(listings)
      .values({
        title: 'Old ad',
        description: 'x',
        pricePaise: 100,
        category: 'clothing',
        image: 'seed/l-001',
        sellerName: 'A',
        sellerPhone: '1',
        sellerEmail: 'a@b.in',
      })
      .returning({ id: listings.id });
    const edit = await req('PUT', `/api/admin/listings/${l?.id}`, { subcategory: 'Sherwani', verified: 1, category: 'clothing' });
    expect(edit.json()).toMatchObject({ subcategory: 'Sherwani', verified: 1 });
    expect((await req('PUT', `/api/admin/listings/${l?.id}`, { category: 'dress' })).statusCode).toBe(400);
    expect((await req('DELETE', `/api/admin/listings/${l?.id}`)).statusCode).toBe(200);
  });

  it('is closed to owners, buyers and visitors', async () => {
    for (const path of ['users', 'owners', 'products', 'listings']) {
      expect((await req('GET', `/api/admin/${path}`, undefined, owner)).statusCode).toBe(403);
      expect((await req('GET', `/api/admin/${path}`, undefined, buyer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/${path}` })).statusCode).toBe(401);
    }
  });
});
