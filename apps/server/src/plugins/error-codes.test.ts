import { ACCOUNT_FIELD_MSG, ACCOUNT_MSG, MSG, messageCode, WISHLIST_MSG } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.js';
import { createProduct } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/harness.js';

// Each error carries its message's own code (the web shows its translation), beside the English message and the
// status the spec's client relies on.
let t: TestContext;
let buyer: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createAccount(t, 'user');
});
afterAll(() => t.close());

describe('error codes', () => {
  it('a validation error carries the code of its field message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha', email: 'not-an-email', password: 'long-enough-pass', phone: '9876543210' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(ACCOUNT_FIELD_MSG.emailInvalid);
    expect(body.code).toBe('ACCOUNT_FIELD_EMAIL_INVALID');
    expect(body.fieldErrors.email).toEqual([ACCOUNT_FIELD_MSG.emailInvalid]);
  });

  it('a missing product is PRODUCT_NOT_FOUND, not the generic NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.productNotFound, code: 'PRODUCT_NOT_FOUND' });
  });

  it('an unknown route keeps NOT_FOUND (MSG.notFound)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.json()).toEqual({ message: MSG.notFound, code: messageCode('MSG', 'notFound') });
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('a conflict carries its own code', async () => {
    const p = await createProduct(t.db, { title: 'Kelvinator fridge' });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: buyer.headers,
        payload: { user_id: buyer.id, product_id: p.id, source: 'products' },
      });
    expect((await add()).statusCode).toBe(201);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: WISHLIST_MSG.duplicate, code: 'WISHLIST_DUPLICATE' });
  });

  it('a rate limit carries its code and the minutes as params', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.in' },
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: ACCOUNT_MSG.tooManyResetRequests(15),
      code: 'ACCOUNT_TOO_MANY_RESET_REQUESTS',
      params: { minutes: 15 },
    });
  });
});
