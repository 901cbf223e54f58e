import { LISTING_MSG } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { makeImage, multipartBody, SAREE_AD } from '../../test/images.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount;
let png: Buffer;

beforeAll(async () => {
  ({ t, buyer, owner, admin } = await openTestApp({ buyer: ['user', 'Aarav'], owner: 'owner', admin: 'admin' }));
  png = await makeImage('png');
});
afterAll(() => t.close());

const ad = SAREE_AD;

function post(who: TestAccount | null, fields: Record<string, string> = ad, withImage = true) {
  const body = multipartBody(
    fields,
    withImage ? { field: 'image', filename: 'saree.png', contentType: 'image/png', data: png } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
}

describe('Post Ad', () => {
  it('creates a pending clothing listing that the public cannot see until approved', async () => {
    const res = await post(buyer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: ad.title, price: 650, category: 'clothing', status: 'pending' });
    const id = res.json().id;
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).statusCode).toBe(404);
    const approve = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/listing-${id}/approve`, headers: admin.headers });
    expect(approve.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/listings/mine', headers: buyer.headers });
    expect(mine.json()[0]).toMatchObject({ id, status: 'approved' });
    expect(LISTING_MSG.posted).toMatch(/approves/);
    // Public: the seller's name, and chat to reach them; their number and e-mail stay private (issue 15).
    const shown = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    expect(shown.json()).toMatchObject({ id, sellerName: ad.sellerName, seller_on_kiraya: true });
    expect(shown.json()).not.toHaveProperty('sellerPhone');
    expect(shown.json()).not.toHaveProperty('sellerEmail');
    expect(shown.body).not.toContain(ad.sellerEmail);
    expect(shown.body.replace(/\D/g, '')).not.toContain(ad.sellerPhone.replace(/\D/g, '').slice(-10));
  });

  it('requires every field, a valid phone and a picture, and writes nothing otherwise', async () => {
    const before = (await t.db.select().from(listings)).length;
    const { subcategory: _s, ...noSub } = ad;
    const missing = await post(buyer, { ...noSub, sellerPhone: '12345', category: 'cars' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(expect.arrayContaining(['subcategory', 'sellerPhone', 'category']));
    expect((await post(buyer, ad, false)).statusCode).toBe(400);
    expect((await t.db.select().from(listings)).length).toBe(before);
  });

  it('needs a logged-in buyer', async () => {
    expect((await post(null)).statusCode).toBe(401);
    expect((await post(owner)).statusCode).toBe(403);
  });
});

/* The admin's listings table (GET/PUT/DELETE /api/admin/listings). */
describe('admin listings', () => {
  const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestAccount = admin) =>
    t.app.inject({ method, url, payload, headers: who.headers });

  it('edits and deletes listings', async () => {
    const [l] = await t.db
      .insert(listings)
      .values({
        title: 'Old ad',
        description: 'x',
        pricePaise: 100,
        category: 'clothing',
        locality: 'chowk',
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
