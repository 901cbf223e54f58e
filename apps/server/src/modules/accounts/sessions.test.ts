import { ACCOUNT_MSG, type Role } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../lib/tokens.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const put = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const ROLES = {
  user: { register: '/api/auth/register', login: '/api/auth/login', profile: '/api/auth/user', me: '/api/auth/user' },
  owner: { register: '/api/owners/register', login: '/api/owners/login', profile: '/api/owner/profile', me: '/api/wallet' },
  admin: { register: '/api/admins/register', login: '/api/admins/login', profile: '', me: '/api/admin/outbox' },
} as const;

async function signUp(role: 'user' | 'owner', email: string, password: string): Promise<string> {
  expect((await post(ROLES[role].register, { name: 'Sam', email, password })).statusCode).toBe(201);
  const res = await post(ROLES[role].login, { email, password });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('tokens carry the session version', () => {
  it('signs sv and reads a token without one as version 0', () => {
    const secret = 's'.repeat(40);
    expect(verifyToken(signToken({ sub: 3, role: 'user', sv: 4 }, secret, 60), secret)).toMatchObject({ ok: true, claims: { sv: 4 } });
    expect(verifyToken(signToken({ sub: 3, role: 'user' }, secret, 60), secret)).toMatchObject({ ok: true, claims: { sv: 0 } });
  });
});

describe('changing the email or password needs the current password', () => {
  for (const role of ['user', 'owner'] as const) {
    it(`${role}: 400 on the field when missing or wrong; a change of name alone needs none`, async () => {
      const email = `cur.${role}@example.in`;
      const token = await signUp(role, email, 'first-pass');
      const url = ROLES[role].profile;

      const nameOnly = await put(url, { name: 'Sam Renamed', email: email.toUpperCase(), password: '' }, token);
      expect(nameOnly.statusCode).toBe(200);
      expect(nameOnly.json().token).toBeUndefined();

      const missing = await put(url, { name: 'Sam', email, password: 'second-pass' }, token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toEqual({ currentPassword: [ACCOUNT_MSG.currentPasswordRequired] });
      const wrongForEmail = await put(url, { name: 'Sam', email: `new.${email}`, currentPassword: 'nope-nope' }, token);
      expect(wrongForEmail.statusCode).toBe(400);
      expect(wrongForEmail.json().fieldErrors).toEqual({ currentPassword: [ACCOUNT_MSG.currentPasswordWrong] });
      expect((await post(ROLES[role].login, { email, password: 'first-pass' })).statusCode).toBe(200);

      const email2 = `new.${email}`;
      const moved = await put(url, { name: 'Sam', email: email2, currentPassword: 'first-pass' }, token);
      expect(moved.statusCode).toBe(200);
      expect((await get(ROLES[role].me, token)).statusCode).toBe(200);
    });
  }
});

describe('sessions end', () => {
  for (const role of ['user', 'owner'] as const) {
    it(`${role}: a password change ends every other token and hands the caller a fresh one`, async () => {
      const email = `change.${role}@example.in`;
      const mine = await signUp(role, email, 'first-pass');
      const other = (await post(ROLES[role].login, { email, password: 'first-pass' })).json().token;
      const res = await put(ROLES[role].profile, { name: 'Sam', email, password: 'second-pass', currentPassword: 'first-pass' }, mine);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: ACCOUNT_MSG.profileUpdated, token: expect.any(String) });

      for (const old of [mine, other]) {
        const refused = await get(ROLES[role].me, old);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SESSION_ENDED', message: ACCOUNT_MSG.sessionEnded });
      }
      expect((await get(ROLES[role].me, res.json().token)).statusCode).toBe(200);
    });
  }

  it('a password reset ends every token of the account', async () => {
    const token = await signUp('owner', 'reset.me@example.in', 'first-pass');
    expect((await post('/api/auth/forgot-password', { email: 'reset.me@example.in', role: 'owner' })).statusCode).toBe(200);
    const outbox = await get('/api/admin/outbox', admin.token);
    const link = (outbox.json()[0].body as string).match(/token=([A-Za-z0-9_-]+)/)?.[1] as string;
    expect((await post('/api/auth/reset-password', { token: link, password: 'after-reset' })).statusCode).toBe(200);
    expect((await get('/api/wallet', token)).statusCode).toBe(401);
    const fresh = (await post('/api/owners/login', { email: 'reset.me@example.in', password: 'after-reset' })).json().token;
    expect((await get('/api/wallet', fresh)).statusCode).toBe(200);
  });

  it('"log out of all devices" ends every token of the caller, for each role, and a new login works', async () => {
    const accounts: Record<Role, { email: string; password: string }> = {
      user: { email: 'all.user@example.in', password: 'user-pass-1' },
      owner: { email: 'all.owner@example.in', password: 'owner-pass' },
      admin: { email: 'all.admin@example.in', password: 'admin-pass-1' },
    };
    await signUp('user', accounts.user.email, accounts.user.password);
    await signUp('owner', accounts.owner.email, accounts.owner.password);
    expect((await post('/api/admins/register', { name: 'A', ...accounts.admin }, admin.token)).statusCode).toBe(201);
    for (const role of ['user', 'owner', 'admin'] as const) {
      const a = (await post(ROLES[role].login, accounts[role])).json().token;
      const b = (await post(ROLES[role].login, accounts[role])).json().token;
      const out = await post('/api/auth/logout-all', {}, a);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: ACCOUNT_MSG.loggedOutEverywhere });
      expect((await get(ROLES[role].me, a)).statusCode).toBe(401);
      expect((await get(ROLES[role].me, b)).statusCode).toBe(401);
      const again = (await post(ROLES[role].login, accounts[role])).json().token;
      expect((await get(ROLES[role].me, again)).statusCode).toBe(200);
    }
  });

  it('deactivation ends the sessions for good: reactivating does not revive the old token', async () => {
    for (const [role, table] of [
      ['user', 'users'],
      ['owner', 'owners'],
    ] as const) {
      const email = `deact.${role}@example.in`;
      const token = await signUp(role, email, 'first-pass');
      const id = verifyToken(token, t.config.tokenSecret);
      const accountId = id.ok ? id.claims.sub : 0;
      expect((await put(`/api/admin/${table}/${accountId}`, { status: 'inactive' }, admin.token)).statusCode).toBe(200);
      expect((await put(`/api/admin/${table}/${accountId}`, { status: 'active' }, admin.token)).statusCode).toBe(200);
      const old = await get(ROLES[role].me, token);
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('ACCOUNT_SESSION_ENDED');
    }
  });
});
