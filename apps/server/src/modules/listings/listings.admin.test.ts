import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';

/** The admin's listings table (GET/PUT/DELETE /api/admin/listings). */
let t: TestContext, admin: TestAccount;

beforeAll(async () => {
  ({ t, admin } = await openTestApp({ admin: 'admin' }));
});
afterAll(() => t.close());

const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestAccount = admin) =>
  t.app.inject({ method, url, payload, headers: who.headers });

describe('admin listings', () => {
  it('edits and deletes listings', async () => {
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
});
