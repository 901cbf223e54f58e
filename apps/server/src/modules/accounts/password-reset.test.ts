import { ACCOUNT_MSG } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  await t.app.inject({
    method: 'POST',
    url: '/api/owners/register',
    payload: { name: 'Neha', email: 'neha@example.in', password: 'old-pass' },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function latestLinkToken(): Promise<string> {
  const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
  expect(outbox.statusCode).toBe(200);
  const body: string = outbox.json()[0].body;
  const match = body.match(/token=([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return match?.[1] as string;
}

describe('forgot password', () => {
  it('answers the same for unknown emails and writes no mail for them', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.in', role: 'owner' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(ACCOUNT_MSG.resetRequested);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(outbox.json()).toHaveLength(0);
    expect(outbox.headers['x-total-count']).toBe('0');
  });

  it('sets a new password once through the emailed link', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'NEHA@example.in', role: 'owner' });
    expect(res.statusCode).toBe(200);
    const token = await latestLinkToken();

    const short = await post('/api/auth/reset-password', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    const done = await post('/api/auth/reset-password', { token, password: 'new-pass' });
    expect(done.statusCode).toBe(200);
    expect((await post('/api/owners/login', { email: 'neha@example.in', password: 'new-pass' })).statusCode).toBe(200);
    expect((await post('/api/owners/login', { email: 'neha@example.in', password: 'old-pass' })).statusCode).toBe(401);

    const reuse = await post('/api/auth/reset-password', { token, password: 'third-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(ACCOUNT_MSG.resetInvalid);
  });

  it('returns the reset link it made as its own field, never a URL found in a user-chosen name', async () => {
    // Names are at most 80 characters; the second one also tries to pass for the link's line.
    const name = 'Raj //evil.example/forgot-password?token=stolen https://evil.example/x';
    const forged = `evil.example:\n/forgot-password?token=${'f'.repeat(32)}\n\n`;
    for (const [who, email] of [
      [name, 'raj@example.in'],
      [forged, 'forger@example.in'],
    ] as const) {
      const registered = await post('/api/owners/register', { name: who, email, password: 'old-pass' });
      expect(registered.statusCode).toBe(201);
      expect((await post('/api/auth/forgot-password', { email, role: 'owner' })).statusCode).toBe(200);
      const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
      const mail = outbox.json()[0] as { toEmail: string; body: string; link: string | null };
      expect(mail.toEmail).toBe(email);
      expect(mail.body).toContain('evil.example');
      expect(mail.link).toMatch(/^\/forgot-password\?token=[A-Za-z0-9_-]{43}$/);
      // It is the server's link: the token in it resets this account's password.
      const token = new URL(mail.link as string, 'http://x').searchParams.get('token') as string;
      expect(mail.body).toContain(`\n${mail.link}\n`);
      expect((await post('/api/auth/reset-password', { token, password: 'new-pass' })).statusCode).toBe(200);
      expect((await post('/api/owners/login', { email, password: 'new-pass' })).statusCode).toBe(200);
    }
  });

  it('keeps the outbox for admins only', async () => {
    const owner = await createAccount(t, 'owner');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: owner.headers })).statusCode).toBe(403);
  });
});
