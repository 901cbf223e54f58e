/**
 * Who may call what: every API route, called as a visitor, a buyer, an owner, another owner and an
 * admin, with the status each must get. A route without an entry fails the suite, so every new route
 * has to be placed here.
 */

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, productImages, walletTransactions, wishlist } from '../db/schema/index.js';
import { createAccount } from './accounts.js';
import { createListing, createProduct } from './factories.js';
import { createTestApp } from './harness.js';
import { makeImage, multipartBody, adForm as postAdForm } from './images.js';
import { CHAT_ROUTES } from './matrix/chat.js';
import { CONVERSATION_ROUTES } from './matrix/conversations.js';
import { DASHBOARD_ROUTES } from './matrix/dashboard.js';
import { adminOnly, anyOwner, buyerOnly, CALLERS, type Caller, type Ctx, type Entry, json, ownerOwn, publicRead } from './matrix/kit.js';
import { EXTENSION_ROUTES, LIFECYCLE_ROUTES } from './matrix/lifecycle.js';
import { NOTIFICATION_ROUTES } from './matrix/notifications.js';
import { REPORT_PHOTO_ROUTES } from './matrix/report-photos.js';
import { REPORT_ROUTES } from './matrix/reports.js';
import { REVIEW_ROUTES } from './matrix/reviews.js';
import { SAVED_SEARCH_ROUTES } from './matrix/saved-searches.js';
import { SEARCH_ROUTES } from './matrix/search.js';
import { SESSION_ROUTES } from './matrix/sessions.js';
import { TRUST_ROUTES } from './matrix/trust.js';
import { VISIT_ROUTES } from './matrix/visits.js';
import { checkoutBody as orderBody } from './orders.js';

const ownersProduct = async (ctx: Ctx) => (await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id })).id;
const pendingProduct = async (ctx: Ctx) => (await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id, approvalStatus: 'pending' })).id;

const checkoutBody = (cartItems: object[]) => orderBody('Matrix Buyer', cartItems);
/** A fresh order by the buyer (through the API); returns its first line's id. */
const orderLine = async (ctx: Ctx, line: object) => {
  const res = await ctx.t.app.inject({ method: 'POST', url: '/api/orders', headers: ctx.who.buyer.headers, payload: checkoutBody([line]) });
  return res.json().cart_items[0].item_id as number;
};
const ownersLine = async (ctx: Ctx) => orderLine(ctx, { source: 'products', product_id: await ownersProduct(ctx) });
const listingLine = async (ctx: Ctx) => orderLine(ctx, { source: 'listings', product_id: (await createListing(ctx.t.db)).id, months: 2 });
/** A pending withdrawal (payment and ledger debit) of the owner, written directly. */
const pendingWithdrawal = async (ctx: Ctx) => {
  const [pay] = await ctx.t.db
    .insert(payments)
    .values({
      txnId: `KRY-M${ctx.n()}-${Date.now()}`,
      ownerId: ctx.who.owner.id,
      userName: 'Owner',
      amountPaise: 100,
      purpose: 'Withdrawal',
      method: 'Bank transfer',
      status: 'pending',
    })
    .returning();
  await ctx.t.db.insert(walletTransactions).values({
    ownerId: ctx.who.owner.id,
    type: 'debit',
    amountPaise: 100,
    description: 'Withdrawal',
    status: 'pending',
    paymentId: pay?.id,
  });
  return pay?.id as number;
};

const productForm = (ctx: Ctx) => {
  const body = multipartBody(
    { title: 'Matrix cooler', price: '1200', description: 'x', category: 'appliance', condition: 'used', type: 'sale' },
    { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: ctx.jpeg },
  );
  return { payload: body.payload, headers: body.headers };
};
const adForm = (ctx: Ctx) => postAdForm(ctx.jpeg, { title: 'Matrix ad' });

const MATRIX: Record<string, Entry> = {
  // Each area keeps its routes in its own file.
  ...CHAT_ROUTES,
  ...CONVERSATION_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...REPORT_ROUTES,
  ...LIFECYCLE_ROUTES,
  ...REPORT_PHOTO_ROUTES,
  ...EXTENSION_ROUTES,
  ...DASHBOARD_ROUTES,
  ...SESSION_ROUTES,
  ...VISIT_ROUTES,
  ...SEARCH_ROUTES,
  ...REVIEW_ROUTES,
  ...TRUST_ROUTES,
  ...SAVED_SEARCH_ROUTES,
  'GET /api/health': { expect: publicRead, request: json('GET', '/api/health') },
  'GET /api/health/live': { expect: publicRead, request: json('GET', '/api/health/live') },
  'GET /api/health/ready': { expect: publicRead, request: json('GET', '/api/health/ready') },
  'GET /api/settings': { expect: publicRead, request: json('GET', '/api/settings') },

  // Catalogue (public)
  'GET /api/category-wise-products': { expect: publicRead, request: json('GET', '/api/category-wise-products') },
  'GET /api/latest-listings': { expect: publicRead, request: json('GET', '/api/latest-listings') },
  'GET /api/listings': { expect: publicRead, request: json('GET', '/api/listings?category=property') },
  'GET /api/listings/:id': {
    expect: publicRead,
    request: async (ctx) => ({ method: 'GET', url: `/api/listings/${(await createListing(ctx.t.db)).id}` }),
  },
  'GET /api/product/:id': {
    expect: publicRead,
    request: async (ctx) => ({ method: 'GET', url: `/api/product/${await ownersProduct(ctx)}` }),
  },
  'GET /api/products': { expect: publicRead, request: json('GET', '/api/products?category=appliances') },
  'GET /api/properties': { expect: publicRead, request: json('GET', '/api/properties') },
  'GET /api/all-products': { expect: publicRead, request: json('GET', '/api/all-products') },
  'GET /api/facets': { expect: publicRead, request: json('GET', '/api/facets') },
  'GET /api/search': { expect: publicRead, request: json('GET', '/api/search?query=flat') },
  'GET /api/search/suggest': { expect: publicRead, request: json('GET', '/api/search/suggest?q=fri') },
  'GET /api/search/facets': { expect: publicRead, request: json('GET', '/api/search/facets?query=fridge') },

  // Accounts
  'POST /api/auth/register': {
    expect: { anon: 201, buyer: 201, owner: 201, otherOwner: 201, admin: 201 },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'N', email: `m${ctx.n()}@example.in`, password: 'password1' },
    }),
  },
  'POST /api/auth/login': {
    expect: { anon: 401, buyer: 401, owner: 401, otherOwner: 401, admin: 401 },
    request: json('POST', '/api/auth/login', { email: 'nobody@example.in', password: 'wrong-pass' }),
  },
  'GET /api/auth/user': { expect: buyerOnly(), request: json('GET', '/api/auth/user') },
  'PUT /api/auth/user': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'PUT', url: '/api/auth/user', payload: { name: 'Buyer', email: ctx.who.buyer.email } }),
  },
  'POST /api/owners/register': {
    expect: { anon: 201, buyer: 201, owner: 201, otherOwner: 201, admin: 201 },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/owners/register',
      payload: { name: 'N', email: `o${ctx.n()}@example.in`, password: 'secret1' },
    }),
  },
  'POST /api/owners/login': {
    expect: { anon: 401, buyer: 401, owner: 401, otherOwner: 401, admin: 401 },
    request: json('POST', '/api/owners/login', { email: 'nobody@example.in', password: 'wrong-pass' }),
  },
  'PUT /api/owner/profile': {
    expect: anyOwner(),
    request: async (ctx, caller) => ({
      method: 'PUT',
      url: '/api/owner/profile',
      payload: { name: 'Owner', email: caller === 'otherOwner' ? ctx.who.otherOwner.email : ctx.who.owner.email },
    }),
  },
  // Each role's own interface language.
  'GET /api/user/language': { expect: buyerOnly(), request: json('GET', '/api/user/language') },
  'PUT /api/user/language': { expect: buyerOnly(), request: json('PUT', '/api/user/language', { language: 'hi' }) },
  'GET /api/owner/language': { expect: anyOwner(), request: json('GET', '/api/owner/language') },
  'PUT /api/owner/language': { expect: anyOwner(), request: json('PUT', '/api/owner/language', { language: 'hi' }) },
  'GET /api/admin/language': { expect: adminOnly(), request: json('GET', '/api/admin/language') },
  'PUT /api/admin/language': { expect: adminOnly(), request: json('PUT', '/api/admin/language', { language: 'en' }) },
  // Admin sign-up is closed once an admin exists, except to admins.
  'POST /api/admins/register': {
    expect: { anon: 403, buyer: 403, owner: 403, otherOwner: 403, admin: 201 },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admins/register',
      payload: { name: 'N', email: `a${ctx.n()}@kiraya.in`, password: 'password1' },
    }),
  },
  'POST /api/admins/login': {
    expect: { anon: 401, buyer: 401, owner: 401, otherOwner: 401, admin: 401 },
    request: json('POST', '/api/admins/login', { email: 'nobody@example.in', password: 'wrong-pass' }),
  },
  'POST /api/auth/forgot-password': {
    expect: publicRead,
    request: json('POST', '/api/auth/forgot-password', { email: 'nobody@example.in', role: 'user' }),
  },
  'POST /api/auth/reset-password': {
    expect: { anon: 400, buyer: 400, owner: 400, otherOwner: 400, admin: 400 },
    request: json('POST', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'password1' }),
  },
  'GET /api/admin/outbox': { expect: adminOnly(), request: json('GET', '/api/admin/outbox') },

  // Owner products
  'POST /api/products': { expect: anyOwner(201), request: async (ctx) => ({ method: 'POST', url: '/api/products', ...productForm(ctx) }) },
  'GET /api/products/owner/:ownerId': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'GET', url: `/api/products/owner/${ctx.who.owner.id}` }),
  },
  'PUT /api/products/:id': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/products/${await ownersProduct(ctx)}`, payload: { location: 'Hazratganj' } }),
  },
  'PUT /api/products/:id/image': {
    expect: ownerOwn(),
    request: async (ctx) => {
      const body = multipartBody({}, { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: ctx.jpeg });
      return { method: 'PUT', url: `/api/products/${await ownersProduct(ctx)}/image`, payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/products/:id/photos': {
    expect: ownerOwn(),
    request: async (ctx) => {
      const body = multipartBody({}, { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: ctx.jpeg });
      return { method: 'POST', url: `/api/products/${await ownersProduct(ctx)}/photos`, payload: body.payload, headers: body.headers };
    },
  },
  'DELETE /api/products/:id/photos/:photoId': {
    expect: ownerOwn(),
    request: async (ctx) => {
      const id = await ownersProduct(ctx);
      const [photo] = await ctx.t.db
        .insert(productImages)
        .values({ productId: id, position: 1, image: `test/extra-${id}` })
        .returning();
      return { method: 'DELETE', url: `/api/products/${id}/photos/${photo?.id}` };
    },
  },
  'PUT /api/products/:id/photos/order': {
    expect: ownerOwn(),
    request: async (ctx) => {
      const id = await ownersProduct(ctx);
      const photos = await ctx.t.db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, id));
      return { method: 'PUT', url: `/api/products/${id}/photos/order`, payload: { order: photos.map((p) => p.id) } };
    },
  },
  'DELETE /api/products/:id': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/products/${await ownersProduct(ctx)}` }),
  },

  // Buyer ads
  'POST /api/listings': { expect: buyerOnly(201), request: async (ctx) => ({ method: 'POST', url: '/api/listings', ...adForm(ctx) }) },
  'GET /api/listings/mine': { expect: buyerOnly(), request: json('GET', '/api/listings/mine') },

  // Moderation
  'GET /api/admin/requests': { expect: adminOnly(), request: json('GET', '/api/admin/requests') },
  'PUT /api/admin/requests/:id/approve': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/requests/product-${await pendingProduct(ctx)}/approve` }),
  },
  'PUT /api/admin/requests/:id/reject': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/requests/product-${await pendingProduct(ctx)}/reject`,
      payload: { reason: 'Blurry' },
    }),
  },

  // Admin tables
  'GET /api/admin/users': { expect: adminOnly(), request: json('GET', '/api/admin/users') },
  'PUT /api/admin/users/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/users/${(await createAccount(ctx.t, 'user')).id}`,
      payload: { name: 'Renamed' },
    }),
  },
  'DELETE /api/admin/users/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/users/${(await createAccount(ctx.t, 'user')).id}` }),
  },
  'GET /api/admin/owners': { expect: adminOnly(), request: json('GET', '/api/admin/owners') },
  'PUT /api/admin/owners/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/owners/${(await createAccount(ctx.t, 'owner')).id}`,
      payload: { verified: 1 },
    }),
  },
  'DELETE /api/admin/owners/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/owners/${(await createAccount(ctx.t, 'owner')).id}` }),
  },
  'GET /api/admin/products': { expect: adminOnly(), request: json('GET', '/api/admin/products') },
  'PUT /api/admin/products/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/products/${await ownersProduct(ctx)}`, payload: { verified: 1 } }),
  },
  'DELETE /api/admin/products/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/products/${await ownersProduct(ctx)}` }),
  },
  'GET /api/admin/listings': { expect: adminOnly(), request: json('GET', '/api/admin/listings') },
  'PUT /api/admin/listings/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/listings/${(await createListing(ctx.t.db)).id}`, payload: { verified: 0 } }),
  },
  'DELETE /api/admin/listings/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/listings/${(await createListing(ctx.t.db)).id}` }),
  },

  // Wishlist (buyers, own entries)
  'POST /api/wishlist': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/wishlist',
      payload: { user_id: ctx.who.buyer.id, product_id: await ownersProduct(ctx), source: 'products' },
    }),
  },
  'GET /api/wishlist/:userId': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/wishlist/${ctx.who.buyer.id}` }),
  },
  'DELETE /api/wishlist/:wishlistId': {
    expect: buyerOnly(),
    request: async (ctx) => {
      const [row] = await ctx.t.db
        .insert(wishlist)
        .values({ userId: ctx.who.buyer.id, source: 'products', itemId: await ownersProduct(ctx) })
        .returning();
      return { method: 'DELETE', url: `/api/wishlist/${row?.id}` };
    },
  },

  // Orders: checkout and the buyer's own orders
  'POST /api/orders': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `matrix-${ctx.n()}` },
      payload: checkoutBody([{ source: 'products', product_id: await ownersProduct(ctx), mode: 'buy', quantity: 1 }]),
    }),
  },
  'GET /api/orders/:userId': { expect: buyerOnly(), request: async (ctx) => ({ method: 'GET', url: `/api/orders/${ctx.who.buyer.id}` }) },
  'PUT /api/orders/items/:itemId/cancel': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/orders/items/${await ownersLine(ctx)}/cancel` }),
  },
  // Orders: owners decide lines of their own products
  'GET /api/orders/owner/:ownerId': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/owner/${ctx.who.owner.id}` }),
  },
  'GET /api/orders/my-orders': { expect: anyOwner(), request: json('GET', '/api/orders/my-orders') },
  'PUT /api/orders/:itemId/accept': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/orders/${await ownersLine(ctx)}/accept` }),
  },
  'PUT /api/orders/:itemId/reject': {
    expect: ownerOwn(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/orders/${await ownersLine(ctx)}/reject` }),
  },
  // Orders: admins see every order and decide lines for ads
  'GET /api/admin/orders': { expect: adminOnly(), request: json('GET', '/api/admin/orders') },
  'PUT /api/admin/order-items/:itemId/accept': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/order-items/${await listingLine(ctx)}/accept` }),
  },
  'PUT /api/admin/order-items/:itemId/reject': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/order-items/${await listingLine(ctx)}/reject` }),
  },

  // Wallet (each owner their own) and payments (admins)
  // rent money: the caller's own rentals and refunds (the service reads only the caller's id).
  'GET /api/me/rentals': { expect: buyerOnly(), request: json('GET', '/api/me/rentals') },
  'GET /api/wallet': { expect: anyOwner(), request: json('GET', '/api/wallet') },
  'POST /api/wallet/withdraw': {
    expect: anyOwner(201),
    request: async (ctx, caller) => {
      if (caller === 'owner' || caller === 'otherOwner') {
        await ctx.t.db
          .insert(walletTransactions)
          .values({ ownerId: ctx.who[caller].id, type: 'credit', amountPaise: 50_000, description: 'Matrix credit', status: 'completed' });
      }
      return { method: 'POST', url: '/api/wallet/withdraw', payload: { amount: 1 } };
    },
  },
  'GET /api/admin/payments': { expect: adminOnly(), request: json('GET', '/api/admin/payments') },
  'PUT /api/admin/payments/:id/process': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/payments/${await pendingWithdrawal(ctx)}/process` }),
  },
};

/** Routes outside the API's authorization model: documentation and static files. */
const isApiRoute = (r: string) => r.includes(' /api/') && !r.includes(' /api/docs');

let ctx: Ctx;
beforeAll(async () => {
  const t = await createTestApp();
  let counter = 0;
  ctx = {
    t,
    who: {
      buyer: await createAccount(t, 'user'),
      owner: await createAccount(t, 'owner'),
      otherOwner: await createAccount(t, 'owner'),
      admin: await createAccount(t, 'admin'),
    },
    jpeg: await makeImage('jpeg', 320, 240),
    n: () => ++counter,
  };
});
afterAll(() => ctx.t.close());

describe('authorization matrix', () => {
  it('has an entry for every API route, and no entry for a route that does not exist', () => {
    const routes = [...new Set(ctx.t.app.routeList.filter(isApiRoute))].sort();
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route}: ${CALLERS.map((c) => `${c} ${entry.expect[c]}`).join(', ')}`, async () => {
      const got: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const options = await entry.request(ctx, caller);
        const auth = caller === 'anon' ? {} : ctx.who[caller].headers;
        const res = await ctx.t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...auth } } as InjectOptions);
        got[caller] = res.statusCode;
        await entry.after?.(ctx, caller);
      }
      expect(got).toEqual(entry.expect);
    });
  }
});
