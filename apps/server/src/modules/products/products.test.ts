import { PRODUCT_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { makeImage, multipartBody } from '../../test/images.js';

let t: TestContext, ownerA: TestAccount, ownerB: TestAccount, buyer: TestAccount, admin: TestAccount;
let jpeg: Buffer;

beforeAll(async () => {
  ({ t, ownerA, ownerB, buyer, admin } = await openTestApp({
    ownerA: ['owner', 'Neha Awasthi'],
    ownerB: ['owner', 'Imran Qureshi'],
    buyer: 'user',
    admin: 'admin',
  }));
  jpeg = await makeImage('jpeg');
});
afterAll(() => t.close());

const fields = {
  title: 'Whirlpool 7 kg front-load washing machine',
  price: '14500',
  rent_price: '900',
  location: 'Indira Nagar',
  description: 'Five years old, serviced in March, all programmes work.',
  category: 'appliance',
  condition: 'used',
  // For sale at price, and for rent at rent_price: the spec's upload of a rent-and-sale item.
  type: 'sale',
};

async function upload(
  owner: TestAccount,
  f: Record<string, string> = fields,
  file: Parameters<typeof multipartBody>[1] | null = { field: 'image', filename: 'machine.jpg', contentType: 'image/jpeg', data: jpeg },
) {
  const body = multipartBody(f, file ?? undefined);
  return t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, ...owner.headers } });
}

describe('owner uploads', () => {
  it('creates a pending product with WebP variants under a server-made name', async () => {
    const res = await upload(ownerA);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      title: fields.title,
      price: 14500,
      rent_price: 900,
      status: 'pending',
      verified: 0,
      owner_id: ownerA.id,
      is_rentable: 1,
    });
    expect(p.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-full\.webp\?exp=\d+&sig=[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url: p.image_card });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('ascii', 8, 12)).toBe('WEBP');
    // Not public until approved.
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })).statusCode).toBe(404);
  });

  it('refuses a text file renamed .jpg, a truncated image and a missing picture, writing nothing', async () => {
    const before = (await t.db.select().from(products)).length;
    const text = await upload(ownerA, fields, {
      field: 'image',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('just some text, not a picture'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(PRODUCT_MSG.imageType);
    const truncated = await upload(ownerA, fields, {
      field: 'image',
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
      data: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
    });
    expect(truncated.statusCode).toBe(400);
    const none = await upload(ownerA, fields, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PRODUCT_MSG.imageRequired);
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and a message', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(ownerA, fields, { field: 'image', filename: 'big.jpg', contentType: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PRODUCT_MSG.imageTooBig);
  });

  it('refuses a picture above 40 megapixels', async () => {
    const huge = await makeImage('png', 8000, 5100);
    const res = await upload(ownerA, fields, { field: 'image', filename: 'huge.png', contentType: 'image/png', data: huge });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/megapixels/);
  });

  it('validates the required fields of §5', async () => {
    const { title: _t, ...noTitle } = fields;
    const res = await upload(ownerA, { ...noTitle, price: '-5', category: 'car' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(['title', 'price', 'category']));
  });

  it('is for owners only', async () => {
    expect((await upload(buyer)).statusCode).toBe(403);
    expect((await upload(admin)).statusCode).toBe(403);
    const anon = multipartBody(fields);
    expect((await t.app.inject({ method: 'POST', url: '/api/products', payload: anon.payload, headers: anon.headers })).statusCode).toBe(
      401,
    );
  });
});

describe('an owner manages only their own products', () => {
  it('lists own products and refuses another owner’s list', async () => {
    await upload(ownerB, { ...fields, title: 'Imran’s sherwani' });
    const own = await t.app.inject({ method: 'GET', url: `/api/products/owner/${ownerB.id}`, headers: ownerB.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((p: { title: string }) => p.title)).toEqual(['Imran’s sherwani']);
    expect(own.headers['x-total-count']).toBe('1');
    const other = await t.app.inject({ method: 'GET', url: `/api/products/owner/${ownerB.id}`, headers: ownerA.headers });
    expect(other.statusCode).toBe(403);
  });

  it('cannot edit or delete another owner’s product', async () => {
    const p = (await upload(ownerA)).json();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: ownerB.headers, payload: { title: 'Stolen' } });
    expect(edit.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: ownerB.headers });
    expect(del.statusCode).toBe(403);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row?.title).toBe(fields.title);
  });

  it('ignores verified, owner_id and created_at in an edit', async () => {
    const p = (await upload(ownerA)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: ownerA.headers,
      payload: { location: 'Hazratganj', verified: 1, owner_id: ownerB.id, created_at: '2001-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      location: 'Hazratganj',
      verified: 0,
      owner_id: ownerA.id,
      created_at: p.created_at,
      status: 'pending',
    });
  });

  it('sends an approved product back to review when its price changes, but not for its location', async () => {
    const p = (await upload(ownerA)).json();
    await t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, p.id));
    const loc = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: ownerA.headers,
      payload: { location: 'Aliganj', condition: 'new' },
    });
    expect(loc.json()).toMatchObject({ status: 'approved', verified: 1, location: 'Aliganj' });
    const price = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: ownerA.headers,
      payload: { price: 13000, rent_price: '' },
    });
    expect(price.json()).toMatchObject({ status: 'pending', verified: 0, price: 13000, rent_price: null });
  });

  it.each([
    ['its rent price', { rent_price: 99_999_999 }, { rent_price: 99_999_999 }],
    ['its type', { type: 'rent' }, { type: 'rent', price: 900, is_rentable: 1 }],
    ['its category', { category: 'property' }, { category: 'property' }],
    ['its description', { description: 'Now with a new drum.' }, { description: 'Now with a new drum.' }],
    ['its rentability', { is_rentable: 0 }, { is_rentable: 0 }],
    ['its price, sent as a string', { price: '16000' }, { price: 16000 }],
  ])('sends an approved product back to review (and out of the catalogue) when %s changes', async (_name, payload, after) => {
    const p = (await upload(ownerA)).json();
    await t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, p.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: ownerA.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...after, status: 'pending', verified: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })).statusCode).toBe(404);
  });

  it('keeps an approved product live when the reviewed fields are sent unchanged', async () => {
    const p = (await upload(ownerA)).json();
    await t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, p.id));
    const same = { title: p.title, description: p.description, price: '14500.00', rent_price: 900, type: p.type, category: p.category };
    const res = await t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: ownerA.headers, payload: same });
    expect(res.json()).toMatchObject({ status: 'approved', verified: 1 });
  });

  it('deletes its own product and its picture files', async () => {
    const p = (await upload(ownerA)).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: ownerA.headers });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: p.image_card })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: ownerA.headers })).statusCode).toBe(404);
  });

  it('rejects malformed JSON and wrong types in an edit with 400', async () => {
    const p = (await upload(ownerA)).json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: { ...ownerA.headers, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: ownerA.headers,
      payload: { price: 'lots', title: 'x'.repeat(500) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fieldErrors)).toEqual(expect.arrayContaining(['price', 'title']));
  });
});

describe('form edge cases', () => {
  it('treats a blank price as missing, not ₹0', async () => {
    const res = await upload(ownerA, { ...fields, price: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.price).toEqual(['Price is required.']);
  });

  it('lets an owner clear the location in an edit', async () => {
    const p = (await upload(ownerA)).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/products/${p.id}`, headers: ownerA.headers, payload: { location: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toBe('');
  });
});

/* The admin's products table (GET/PUT/DELETE /api/admin/products); every admin table is closed to others. */
describe('admin products', () => {
  const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestAccount = admin) =>
    t.app.inject({ method, url, payload, headers: who.headers });
  const product = async (title = 'Bajaj room cooler') =>
    (
      await createProduct(t.db, {
        ownerId: ownerA.id,
        title,
        description: 'Works well',
        price: 3500,
        image: 'seed/p-001',
        approvalStatus: 'pending',
      })
    ).id;

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
      expect((await req('GET', `/api/admin/${path}`, undefined, ownerA)).statusCode).toBe(403);
      expect((await req('GET', `/api/admin/${path}`, undefined, buyer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/${path}` })).statusCode).toBe(401);
    }
  });
});
