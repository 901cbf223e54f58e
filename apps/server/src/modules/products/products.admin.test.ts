import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';

/** The admin's products table (GET/PUT/DELETE /api/admin/products); every admin table is closed to others. */
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

describe('admin products', () => {
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

  it('deletes products, 404 for unknown ids', async () => {
    const id = await product('To delete');
    expect((await req('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
  });

  it('is closed to owners, buyers and visitors', async () => {
    for (const path of ['users', 'owners', 'products', 'listings']) {
      expect((await req('GET', `/api/admin/${path}`, undefined, owner)).statusCode).toBe(403);
      expect((await req('GET', `/api/admin/${path}`, undefined, buyer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/${path}` })).statusCode).toBe(401);
    }
  });
});
