import { ACCOUNT_MSG } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../lib/password.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// Watch the real hash function: a 409 must pay for it too, or timing tells which emails have accounts.
vi.mock('../../lib/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration does not reveal who has an account', () => {
  for (const [role, url] of [
    ['buyer', '/api/auth/register'],
    ['owner', '/api/owners/register'],
    ['admin', '/api/admins/register'],
  ] as const) {
    it(`hashes the password before answering 409 for a taken ${role} email`, async () => {
      const payload = { name: 'Asha', email: `asha.${role}@example.in`, password: 'asha-pass-1' };
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(201);
      const admin =
        role === 'admin'
          ? (
              await t.app.inject({
                method: 'POST',
                url: '/api/admins/login',
                payload: { email: payload.email, password: payload.password },
              })
            ).json().token
          : undefined;
      vi.mocked(hashPassword).mockClear();
      const again = await t.app.inject({ method: 'POST', url, payload, headers: admin ? { authorization: `Bearer ${admin}` } : {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ACCOUNT_MSG.emailTaken);
      expect(hashPassword).toHaveBeenCalledTimes(1);
    });
  }
});
