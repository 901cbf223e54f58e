import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

/** With the public response cache on (as in production), every catalogue write shows at once. */
let t: TestContext;
let admin: TestAccount;
let owner: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE: 'on' });
  admin = await createAccount(t, 'admin');
  owner = await createAccount(t, 'owner');
});
afterAll(() => t.close());

const titles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/all-products?category=appliance&limit=50' }))
    .json()
    .map((i: { title: string }) => i.title);

describe('catalogue cache invalidation', () => {
  it('shows an approval, an owner edit and a deletion on the very next read', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, title: 'Kenstar cooler, pending', approvalStatus: 'pending' });
    expect(await titles()).not.toContain('Kenstar cooler, pending');

    await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p.id}/approve`, headers: admin.headers });
    expect(await titles()).toContain('Kenstar cooler, pending');

    await t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: owner.headers, payload: { location: 'Alambagh' } });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/all-products?category=appliance&limit=50' }))
      .json()
      .find((i: { id: number }) => i.id === p.id);
    expect(listed.location).toBe('Alambagh');

    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${p.id}`, headers: admin.headers });
    expect(await titles()).not.toContain('Kenstar cooler, pending');
  });
});
