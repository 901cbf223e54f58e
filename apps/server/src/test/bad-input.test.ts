/**
 * Bad input on every JSON write endpoint: malformed JSON, wrong types and over-long strings get a 400
 * with a message the screen can show, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts.js';
import { createProduct } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

let t: TestContext;
let who: Record<'user' | 'owner' | 'admin', TestAccount>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  who = { user: await createAccount(t, 'user'), owner: await createAccount(t, 'owner'), admin: await createAccount(t, 'admin') };
  productId = (await createProduct(t.db, { ownerId: who.owner.id })).id;
});
afterAll(() => t.close());

const long = 'x'.repeat(5000);

interface Case {
  route: string;
  as?: keyof typeof who;
  url: () => string;
  method: 'POST' | 'PUT';
  /** Bodies that must each be refused. */
  bad: object[];
}

const CASES: Case[] = [
  {
    route: 'register buyer',
    method: 'POST',
    url: () => '/api/auth/register',
    bad: [{}, { name: 1, email: 'a@b.in', password: 'password1' }, { name: long, email: 'a@b.in', password: 'password1' }],
  },
  {
    route: 'login',
    method: 'POST',
    url: () => '/api/auth/login',
    bad: [{}, { email: ['a'], password: 'x' }, { email: 'a@b.in', password: long }],
  },
  {
    route: 'edit buyer',
    as: 'user',
    method: 'PUT',
    url: () => '/api/auth/user',
    bad: [{}, { name: 'A', email: 'nope' }, { name: 'A', email: 'a@b.in', bio: long }],
  },
  {
    route: 'register owner',
    method: 'POST',
    url: () => '/api/owners/register',
    bad: [{}, { name: 'A', email: 'a@b.in', password: 42 }, { name: 'A', email: `${long}@b.in`, password: 'secret1' }],
  },
  {
    route: 'owner profile',
    as: 'owner',
    method: 'PUT',
    url: () => '/api/owner/profile',
    bad: [{}, { name: '', email: 'a@b.in' }, { name: long, email: 'a@b.in' }],
  },
  { route: 'register admin', method: 'POST', url: () => '/api/admins/register', bad: [{}, { name: 'A', email: 'a@b.in', password: true }] },
  {
    route: 'edit product',
    as: 'owner',
    method: 'PUT',
    url: () => `/api/products/${productId}`,
    bad: [{ price: 'cheap' }, { title: long }, { category: 'car' }, { available: 7 }],
  },
  {
    route: 'admin edit user',
    as: 'admin',
    method: 'PUT',
    url: () => `/api/admin/users/${who.user.id}`,
    bad: [{ role: 'root' }, { email: 'x' }, { name: long }],
  },
  {
    route: 'admin edit product',
    as: 'admin',
    method: 'PUT',
    url: () => `/api/admin/products/${productId}`,
    bad: [{ price: -1 }, { verified: 'maybe' }, { title: long }],
  },
  {
    route: 'reject request',
    as: 'admin',
    method: 'PUT',
    url: () => `/api/admin/requests/product-${productId}/reject`,
    bad: [{ reason: long }, { reason: 5 }],
  },
  {
    route: 'forgot password',
    method: 'POST',
    url: () => '/api/auth/forgot-password',
    bad: [{}, { email: 'nope' }, { email: 'a@b.in', role: 'root' }],
  },
  { route: 'reset password', method: 'POST', url: () => '/api/auth/reset-password', bad: [{}, { token: 'short', password: 'password1' }] },
];

async function snapshot(): Promise<string> {
  const tables = ['users', 'owners', 'admins', 'products', 'listings', 'password_resets', 'outbox'];
  const parts: string[] = [];
  for (const table of tables) {
    const { sql } = await import('drizzle-orm');
    const res = (await t.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`),
    )) as unknown as {
      rows: { h: string }[];
    };
    parts.push(`${table}:${res.rows[0]?.h}`);
  }
  return parts.join(',');
}

describe('bad input on write endpoints', () => {
  for (const c of CASES) {
    it(`${c.route}: malformed JSON, wrong types and over-long strings are a 400 and change nothing`, async () => {
      const headers = c.as ? who[c.as].headers : {};
      const before = await snapshot();
      const malformed = await t.app.inject({
        method: c.method,
        url: c.url(),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name": "A",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON.');
      for (const body of c.bad) {
        const res = await t.app.inject({ method: c.method, url: c.url(), headers, payload: body });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(typeof res.json().message).toBe('string');
        expect(res.json().message.length).toBeGreaterThan(0);
      }
      expect(await snapshot()).toBe(before);
    });
  }
});
