import { ACCOUNT_FIELD_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, users } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (account: TestAccount, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

describe('interface language', () => {
  it('is null until chosen, then saved on the account itself and read back', async () => {
    const buyer = await createAccount(t, 'user');
    expect((await call(buyer, 'GET', '/api/user/language')).json()).toEqual({ language: null });
    const saved = await call(buyer, 'PUT', '/api/user/language', { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    expect((await call(buyer, 'GET', '/api/user/language')).json()).toEqual({ language: 'hi' });
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, buyer.id));
    expect(row?.language).toBe('hi');
  });

  it('keeps each role and account apart', async () => {
    const owner = await createAccount(t, 'owner');
    const other = await createAccount(t, 'owner');
    const admin = await createAccount(t, 'admin');
    await call(owner, 'PUT', '/api/owner/language', { language: 'hi' });
    await call(admin, 'PUT', '/api/admin/language', { language: 'en' });
    expect((await call(other, 'GET', '/api/owner/language')).json()).toEqual({ language: null });
    expect((await call(owner, 'GET', '/api/owner/language')).json()).toEqual({ language: 'hi' });
    expect((await call(admin, 'GET', '/api/admin/language')).json()).toEqual({ language: 'en' });
    const [row] = await t.db.select({ language: owners.language }).from(owners).where(eq(owners.id, other.id));
    expect(row?.language).toBeNull();
    // A token of one role cannot reach another role's language.
    expect((await call(owner, 'PUT', '/api/user/language', { language: 'hi' })).statusCode).toBe(403);
  });

  it('refuses anything but en or hi with a 400 that names the field', async () => {
    const buyer = await createAccount(t, 'user');
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: null }, {}, { language: 1 }]) {
      const res = await call(buyer, 'PUT', '/api/user/language', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors.language).toEqual([ACCOUNT_FIELD_MSG.languageInvalid]);
    }
    expect((await call(buyer, 'GET', '/api/user/language')).json()).toEqual({ language: null });
  });
});
