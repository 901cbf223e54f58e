/**
 * Authentication comes before validation: a visitor or a wrong role learns nothing about a guarded
 * route's body or ids (401/403, never a 400 or 404), and the Bearer scheme is case-insensitive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestAccount } from './accounts.js';
import type { TestContext } from './harness.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount;

beforeAll(async () => {
  ({ t, buyer, owner } = await openTestApp({ buyer: 'user', owner: 'owner' }));
});
afterAll(() => t.close());

const guarded = [
  { method: 'PUT', url: '/api/admin/requests/not-a-number/approve', payload: { nonsense: true } },
  { method: 'PUT', url: '/api/admin/requests/999999/approve', payload: {} },
  { method: 'POST', url: '/api/wallet/withdraw', payload: { amount: 'lots' } },
  { method: 'PUT', url: '/api/products/abc', payload: '{"broken json' },
  { method: 'GET', url: '/api/orders/owner/-5' },
] as const;

describe('guarded routes refuse the caller before looking at the request', () => {
  it.each(guarded)('$method $url answers a visitor 401', async (route) => {
    const res = await t.app.inject({ ...route, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
  });

  it.each(guarded)('$method $url answers a buyer 403 (admin/owner routes) before any 400', async (route) => {
    const res = await t.app.inject({ ...route, headers: { ...buyer.headers, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the Authorization scheme', () => {
  it.each(['Bearer', 'bearer', 'BEARER'])('accepts "%s <token>"', async (scheme) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `${scheme} ${owner.token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses another scheme as a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Basic ${owner.token}` } });
    expect(res.statusCode).toBe(401);
  });
});
