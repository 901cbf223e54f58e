import type { BuyerOrder } from '@kiraya/contract';
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import { type Account, DEMO, newAccount, picture } from './accounts';

/**
 * Orders through the API, for journeys that start after a checkout (owner decisions, admin views):
 * the browser journey of checkout itself lives in tests/buyer.
 */

export interface ApiSession {
  token: string;
  id: number;
  headers: Record<string, string>;
}

const LOGIN = {
  user: { url: '/api/auth/login', key: 'user' },
  owner: { url: '/api/owners/login', key: 'owner' },
  admin: { url: '/api/admins/login', key: 'admin' },
} as const;

/** Logs a role in through the API (no browser): its token, id and bearer header. */
export async function apiLogin(
  request: APIRequestContext,
  role: keyof typeof LOGIN,
  account: Pick<Account, 'email' | 'password'>,
): Promise<ApiSession> {
  const res = await request.post(LOGIN[role].url, { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  const token = body.token as string;
  return { token, id: body[LOGIN[role].key].id as number, headers: { authorization: `Bearer ${token}` } };
}

/** Registers a buyer (with a phone number on the profile when given) through the API and logs them in. */
export async function apiBuyer(request: APIRequestContext, account: Account & { phone?: string }): Promise<ApiSession> {
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return apiLogin(request, 'user', account);
}

/** Registers an owner (with a phone number when given) through the API and logs them in. */
export async function apiOwner(request: APIRequestContext, account: Account & { phone?: string }): Promise<ApiSession> {
  const res = await request.post('/api/owners/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return apiLogin(request, 'owner', account);
}

export type CartLine =
  | { source: 'products'; product_id: number; mode?: 'buy' | 'rent'; quantity?: number; months?: number }
  | { source: 'listings'; product_id: number; months: number };

/** What a checkout answers: the contract's buyer order (a type only; nothing of the contract runs in the browser tests). */
export type { BuyerOrder } from '@kiraya/contract';

/** A checkout through the API (UPI unless told), as the given buyer. */
export async function apiCheckout(
  request: APIRequestContext,
  buyer: ApiSession,
  lines: CartLine[],
  details: Partial<{ name: string; email: string; address: string; city: string; zip: string; paymentMethod: string }> = {},
): Promise<BuyerOrder> {
  const res = await request.post('/api/orders', {
    headers: buyer.headers,
    data: {
      name: 'E2E Customer',
      email: 'customer@e2e.kiraya.test',
      address: '12 Hazratganj Road',
      city: 'Lucknow',
      zip: '226001',
      paymentMethod: 'upi',
      ...details,
      cartItems: lines,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as BuyerOrder;
}

/** Creates an owner's product through the API and has the admin approve it; returns its id. */
export async function apiApprovedProduct(
  request: APIRequestContext,
  owner: ApiSession,
  admin: ApiSession,
  fields: { title: string; price: number; rent_price?: number; type?: 'rent' | 'sale'; category?: string },
  image: { name: string; mimeType: string; buffer: Buffer },
  /** More form fields as the owner's form sends them (the offer's: offer, rent_monthly, deposit, …). */
  extra: Record<string, string> = {},
): Promise<number> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: fields.title,
    price: String(fields.price),
    description: `${fields.title}, in good condition, for the browser tests.`,
    category: fields.category ?? 'appliance',
    condition: 'used',
    type: fields.type ?? 'sale',
    location: 'Gomti Nagar',
    image,
  };
  if (fields.rent_price !== undefined) multipart.rent_price = String(fields.rent_price);
  Object.assign(multipart, extra);
  const res = await request.post('/api/products', { headers: owner.headers, multipart });
  expect(res.status(), await res.text()).toBe(201);
  const product = (await res.json()) as { id: number };
  const approve = await request.put(`/api/admin/requests/product-${product.id}/approve`, { headers: admin.headers });
  expect(approve.status(), await approve.text()).toBe(200);
  return product.id;
}

/**
 * A new owner (with `phone` on the profile when given) with one product the demo admin has approved: the owner's
 * account and session, the admin's session and the product's id.
 */
export async function apiOwnerWithProduct(
  request: APIRequestContext,
  testInfo: TestInfo,
  fields: Parameters<typeof apiApprovedProduct>[3],
  options: { phone?: string; extra?: Record<string, string> } = {},
) {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, options.phone ? { ...ownerAccount, phone: options.phone } : ownerAccount);
  const productId = await apiApprovedProduct(request, owner, admin, fields, await picture(), options.extra);
  return { admin, ownerAccount, owner, productId };
}
