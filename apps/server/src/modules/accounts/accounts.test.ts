import { ACCOUNT_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, owners, users } from '../../db/schema/index.js';
import { signToken } from '../../lib/tokens.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('buyer accounts', () => {
  it('registers, logs in with any email case and never returns the password', async () => {
    const reg = await post('/api/auth/register', { name: 'Riya Verma', email: 'Riya@Example.in', password: 'chikan-123' });
    expect(reg.statusCode).toBe(201);
    // Registering signs the buyer in: the spec's message, and beside it the session a login answers with.
    const registered = reg.json();
    expect(registered.message).toBe(ACCOUNT_MSG.registered);
    expect(registered.user).toMatchObject({ name: 'Riya Verma', email: 'Riya@Example.in', role: 'user' });
    expect(JSON.stringify(registered)).not.toMatch(/password|argon/i);
    const mine = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${registered.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(registered.user.id);

    const [row] = await t.db.select().from(users).where(eq(users.name, 'Riya Verma'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = await post('/api/auth/login', { email: 'riya@example.IN', password: 'chikan-123' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.user).toMatchObject({ name: 'Riya Verma', email: 'Riya@Example.in', bio: '', role: 'user' });
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('Riya@Example.in');
  });

  it('refuses a second account with the same email in another case', async () => {
    await post('/api/auth/register', { name: 'A', email: 'dup@example.in', password: 'password1' });
    const again = await post('/api/auth/register', { name: 'B', email: 'DUP@example.in', password: 'password1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_MSG.emailTaken);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await post('/api/auth/register', { name: 'C', email: 'c@example.in', password: 'password1' });
    const wrong = await post('/api/auth/login', { email: 'c@example.in', password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.in', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(ACCOUNT_MSG.invalidCredentials);
  });

  it('rejects a short password with the stated minimum and writes nothing', async () => {
    const res = await post('/api/auth/register', { name: 'Short', email: 'short@example.in', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toContain(ACCOUNT_MSG.passwordShort);
    expect(await t.db.select().from(users).where(eq(users.email, 'short@example.in'))).toHaveLength(0);
  });

  it('updates the profile, keeps the password when blank and changes it when given', async () => {
    await post('/api/auth/register', { name: 'Dev', email: 'dev@example.in', password: 'first-pass' });
    const { token } = (await post('/api/auth/login', { email: 'dev@example.in', password: 'first-pass' })).json();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/user', payload, headers: { authorization: `Bearer ${token}` } });

    const keep = await put({ name: 'Dev Mishra', email: 'dev@example.in', password: '', bio: 'Lives in Aliganj' });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().user).toMatchObject({ name: 'Dev Mishra', bio: 'Lives in Aliganj' });
    expect((await post('/api/auth/login', { email: 'dev@example.in', password: 'first-pass' })).statusCode).toBe(200);

    expect(
      (await put({ name: 'Dev Mishra', email: 'dev@example.in', password: 'second-pass', currentPassword: 'first-pass' })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/login', { email: 'dev@example.in', password: 'first-pass' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: 'dev@example.in', password: 'second-pass' })).statusCode).toBe(200);
  });
});

describe('owners', () => {
  it('applies the owner password rule of §5', async () => {
    const res = await post('/api/owners/register', { name: 'O', email: 'o@example.in', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toContain('Password must be at least 6 characters long.');
    const registered = await post('/api/owners/register', { name: 'O', email: 'o@example.in', password: '123456' });
    expect(registered.statusCode).toBe(201);
    // Signed in at once: the token opens the owner's own pages.
    const { message, token, owner } = registered.json();
    expect(message).toBe(ACCOUNT_MSG.registered);
    expect(owner).toEqual({ id: expect.any(Number), name: 'O', email: 'o@example.in' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/owner/language', headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
  });

  it('logs in and updates the profile; the email must stay unique among owners', async () => {
    await post('/api/owners/register', { name: 'Neha', email: 'neha@example.in', password: 'secret1' });
    await post('/api/owners/register', { name: 'Imran', email: 'imran@example.in', password: 'secret1' });
    const login = await post('/api/owners/login', { email: 'neha@example.in', password: 'secret1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().owner).toMatchObject({ name: 'Neha', email: 'neha@example.in' });
    const headers = { authorization: `Bearer ${login.json().token}` };

    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/owner/profile',
      headers,
      payload: { name: 'Neha', email: 'IMRAN@example.in', currentPassword: 'secret1' },
    });
    expect(taken.statusCode).toBe(409);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/owner/profile',
      headers,
      payload: { name: 'Neha Awasthi', email: 'neha.a@example.in', password: '', currentPassword: 'secret1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: ACCOUNT_MSG.profileUpdated,
      owner: expect.objectContaining({ name: 'Neha Awasthi', email: 'neha.a@example.in' }),
    });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/owner/profile', headers, payload: { name: 'Neha', email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
  });

  it('locks out deactivated owners at login and on their next call', async () => {
    await post('/api/owners/register', { name: 'Gone', email: 'gone@example.in', password: 'secret1' });
    const { token } = (await post('/api/owners/login', { email: 'gone@example.in', password: 'secret1' })).json();
    await t.db.update(owners).set({ status: 'inactive' }).where(eq(owners.email, 'gone@example.in'));
    const login = await post('/api/owners/login', { email: 'gone@example.in', password: 'secret1' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ACCOUNT_MSG.accountInactive);
    const call = await t.app.inject({
      method: 'PUT',
      url: '/api/owner/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'G', email: 'gone@example.in' },
    });
    expect(call.statusCode).toBe(403);
  });
});

describe('admins', () => {
  it('lets the first admin sign up, then only admins may add admins', async () => {
    expect((await post('/api/admins/register', { name: 'Root', email: 'root@kiraya.in', password: 'root-pass-1' })).statusCode).toBe(201);
    const closed = await post('/api/admins/register', { name: 'Eve', email: 'eve@kiraya.in', password: 'eve-pass-1' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(ACCOUNT_MSG.adminSignupClosed);

    const { token } = (await post('/api/admins/login', { email: 'root@kiraya.in', password: 'root-pass-1' })).json();
    expect(
      (await post('/api/admins/register', { name: 'Second', email: 'second@kiraya.in', password: 'second-pass' }, token)).statusCode,
    ).toBe(201);
    expect(await t.db.select().from(admins)).toHaveLength(2);

    // A buyer's token is not an admin's.
    await post('/api/auth/register', { name: 'Buyer', email: 'b@example.in', password: 'password1' });
    const buyer = (await post('/api/auth/login', { email: 'b@example.in', password: 'password1' })).json().token;
    expect((await post('/api/admins/register', { name: 'X', email: 'x@kiraya.in', password: 'x-pass-123' }, buyer)).statusCode).toBe(403);
  });
});

describe('tokens and throttling', () => {
  it('sends an expired token back to login with a message', async () => {
    await post('/api/auth/register', { name: 'Old', email: 'old@example.in', password: 'password1' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'old@example.in'));
    const expired = signToken({ sub: row?.id as number, role: 'user' }, t.config.tokenSecret, 60, Date.now() - 3600_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_SESSION_EXPIRED', message: ACCOUNT_MSG.sessionExpired });
  });

  it('throttles an account-and-address pair after 5 failures, even with the right password', async () => {
    await post('/api/auth/register', { name: 'T', email: 'throttle@example.in', password: 'password1' });
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login', { email: 'throttle@example.in', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', { email: 'throttle@example.in', password: 'password1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 1 minute.');
  });
});
