/**
 * Hostile input found by an outside fuzz (issue 9): each of these answered 500. They must be a 4xx with the one
 * error body, and a guard must still answer 401/403 before any 400 about the input.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts.js';
import { createListing, createProduct } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';
import { adForm, makeImage, multipartBody } from './images.js';
import { checkoutBody } from './orders.js';

let t: TestContext;
let who: Record<'user' | 'owner' | 'admin', TestAccount>;
let productId: number;
let listingId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  who = { user: await createAccount(t, 'user'), owner: await createAccount(t, 'owner'), admin: await createAccount(t, 'admin') };
  productId = (await createProduct(t.db, { ownerId: who.owner.id })).id;
  listingId = (await createListing(t.db)).id;
  jpeg = await makeImage('jpeg', 64, 48);
});
afterAll(() => t.close());

const send = (options: InjectOptions) => t.app.inject(options);

/** A 400 in the validation shape, naming `field`. */
function expectFieldError(res: Awaited<ReturnType<typeof send>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(Object.keys(body.fieldErrors)).toContain(field);
  expect(body.message).toContain(field);
}

describe('NUL characters and broken Unicode are refused at the edge', () => {
  it('refuses a NUL in a login email with a 400 naming the field (no login needed)', async () => {
    const res = await send({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000b', password: 'x' } });
    expectFieldError(res, 'email');
  });

  it('refuses a NUL in the query of the public lists', async () => {
    expectFieldError(await send({ method: 'GET', url: '/api/all-products?city=%00' }), 'city');
    expectFieldError(await send({ method: 'GET', url: '/api/all-products?q=a%00b' }), 'q');
    expectFieldError(await send({ method: 'GET', url: '/api/search?query=%00' }), 'query');
    expectFieldError(await send({ method: 'GET', url: '/api/admin/users?q=%00', headers: who.admin.headers }), 'q');
  });

  it('refuses a NUL in register, deep in a checkout cart, and in a chat message', async () => {
    const register = await send({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha\u0000', email: 'asha@example.in', password: 'password1' },
    });
    expectFieldError(register, 'name');
    const checkout = await send({
      method: 'POST',
      url: '/api/orders',
      headers: who.user.headers,
      payload: checkoutBody('A', [{ source: 'products', product_id: productId, title: 'x\u0000' }]),
    });
    expectFieldError(checkout, 'cartItems.0.title');
    const chat = await send({
      method: 'POST',
      url: `/api/user/messages/${who.user.id}`,
      headers: who.user.headers,
      payload: { sender: 'user', text: 'hi\u0000' },
    });
    expectFieldError(chat, 'text');
  });

  it('refuses a lone surrogate in the admin settings', async () => {
    const res = await send({ method: 'POST', url: '/api/admin/settings', headers: who.admin.headers, payload: { siteTitle: '\ud800x' } });
    expectFieldError(res, 'siteTitle');
    const phone = await send({
      method: 'POST',
      url: '/api/admin/settings',
      headers: who.admin.headers,
      payload: { contactNumber: 'x\udfff' },
    });
    expectFieldError(phone, 'contactNumber');
  });

  it('refuses a NUL in a key, naming the object that holds it', async () => {
    const res = await send({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.in', password: 'x', 'bad\u0000key': 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await send({ method: 'PUT', url: '/api/admin/requests/product-1%00/approve', headers: who.admin.headers });
    expectFieldError(res, 'id');
  });

  it('still answers a visitor 401 and a wrong role 403 before any 400 about the input', async () => {
    const payload = { sender: 'user', text: 'hi\u0000' };
    expect((await send({ method: 'POST', url: `/api/user/messages/${who.user.id}`, payload })).statusCode).toBe(401);
    const asOwner = await send({
      method: 'POST',
      url: '/api/admin/settings',
      headers: who.owner.headers,
      payload: { siteTitle: '\u0000' },
    });
    expect(asOwner.statusCode, asOwner.body).toBe(403);
  });

  it('refuses a NUL in a multipart text field with the same 400', async () => {
    const form = multipartBody(
      { title: 'Cooler\u0000', price: '1200', description: 'x', category: 'appliance', condition: 'used', type: 'sale' },
      { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
    );
    const res = await send({
      method: 'POST',
      url: '/api/products',
      headers: { ...who.owner.headers, ...form.headers },
      payload: form.payload,
    });
    expectFieldError(res, 'title');
  });
});

describe('ids past PostgreSQL integer are a 400, not a 500', () => {
  const huge = '2147483648';
  it.each([
    ['GET', `/api/products?exclude=${huge}`, undefined],
    ['GET', `/api/product/${huge}`, undefined],
    ['PUT', `/api/products/${huge}`, 'owner'],
    ['DELETE', `/api/products/${huge}`, 'owner'],
    ['GET', `/api/products/owner/${huge}`, 'owner'],
    ['PUT', `/api/admin/users/${huge}`, 'admin'],
    ['DELETE', `/api/admin/users/${huge}`, 'admin'],
    ['DELETE', `/api/admin/owners/${huge}`, 'admin'],
    ['PUT', `/api/admin/products/${huge}`, 'admin'],
    ['DELETE', `/api/admin/listings/${huge}`, 'admin'],
  ] as const)('%s %s', async (method, url, as) => {
    const res = await send({ method, url, headers: as ? who[as].headers : {}, payload: method === 'PUT' ? { title: 'x' } : undefined });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers an approval-request id past int4 as an unknown request (404), like any id that names no request', async () => {
    const res = await send({ method: 'PUT', url: '/api/admin/requests/product-9999999999/approve', headers: who.admin.headers });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('refuses an owner_id past int4 in the admin product edit, and still accepts the largest id as unknown', async () => {
    const url = `/api/admin/products/${productId}`;
    const tooBig = await send({ method: 'PUT', url, headers: who.admin.headers, payload: { owner_id: 2147483648 } });
    expectFieldError(tooBig, 'owner_id');
    const largest = await send({ method: 'PUT', url, headers: who.admin.headers, payload: { owner_id: 2147483647 } });
    expect(largest.statusCode).toBe(400);
    expect(largest.json().message).toBe('No owner has that id.');
  });
});

describe('category names that are Object.prototype members', () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`answers category=${name} with 400 unknown category on every list`, async () => {
      for (const path of ['/api/all-products', '/api/listings', '/api/products']) {
        const res = await send({ method: 'GET', url: `${path}?category=${name}` });
        expect(res.statusCode, `${path} ${res.body}`).toBe(400);
        expect(res.json().code).toBe('CATALOGUE_UNKNOWN_CATEGORY');
      }
    });
  }
});

describe('malformed multipart is a 400 with a clear message', () => {
  const broken: [string, Record<string, string>, string | Buffer][] = [
    ['a JSON body under a multipart content type', { 'content-type': 'multipart/form-data; boundary=xyz' }, '{"title":"x"}'],
    ['a multipart content type without a boundary', { 'content-type': 'multipart/form-data' }, '--x\r\n'],
    [
      'a truncated text part',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
    ],
    [
      'a truncated file part',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
    ],
  ];
  const routes = [
    ['POST', '/api/products', 'owner'],
    ['POST', '/api/listings', 'user'],
    ['PUT', '/api/products/:id/image', 'owner'],
    ['POST', '/api/products/:id/photos', 'owner'],
  ] as const;
  for (const [method, path, as] of routes) {
    for (const [what, headers, payload] of broken) {
      it(`${method} ${path}: ${what}`, async () => {
        const url = path.replace(':id', String(productId));
        const res = await send({ method, url, headers: { ...who[as].headers, ...headers }, payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'UPLOAD_UNREADABLE', message: expect.stringContaining('multipart/form-data') });
      });
    }
  }
});

describe('money that rounds to 0 paise', () => {
  it('refuses an ad priced 1e-9 as not more than zero, and stores one at ₹0.01', async () => {
    const post = (price: string) => {
      const form = adForm(jpeg, { price });
      return send({ method: 'POST', url: '/api/listings', headers: { ...who.user.headers, ...form.headers }, payload: form.payload });
    };
    const tiny = await post('1e-9');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('Price must be more than zero.');
    const paisa = await post('0.01');
    expect(paisa.statusCode, paisa.body).toBe(201);
    expect(paisa.json().price).toBe(0.01);
  });

  it('refuses an admin price edit of 1e-9', async () => {
    const res = await send({
      method: 'PUT',
      url: `/api/admin/listings/${listingId}`,
      headers: who.admin.headers,
      payload: { price: 1e-9 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Price must be more than zero.');
  });

  it('refuses a withdrawal of 1e-9 rupees', async () => {
    const res = await send({ method: 'POST', url: '/api/wallet/withdraw', headers: who.owner.headers, payload: { amount: 1e-9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount must be more than zero.');
  });

  it('saves a wishlist entry at the catalogue price, whatever price the client sends', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/wishlist',
      headers: who.user.headers,
      payload: { user_id: who.user.id, product_id: productId, source: 'products', title: 'Mine', price: -500, location: 'Moon' },
    });
    expect(res.statusCode).toBe(201);
    const catalogue = (await send({ method: 'GET', url: `/api/product/${productId}` })).json();
    expect(res.json()).toMatchObject({ price: catalogue.price, title: catalogue.title, location: catalogue.location });
    expect(res.json().price).toBeGreaterThan(0);
  });
});
