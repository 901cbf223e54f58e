import { ACCOUNT_MSG } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-rows.js';
import { signToken } from '../../lib/tokens.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { checkoutBody } from '../../test/orders.js';

/**
 * Checkout reads the bearer's account in the statement that locks the buyer's row (signedInStateInHandler), not in a
 * read of its own before the body. The answers must be requireRole's, in requireRole's order: a gone, inactive or
 * ended account is refused whatever the body, before a bad body's 400, and nothing is written for it.
 */
let t: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const checkout = (buyer: TestAccount, payload: unknown, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...buyer.headers, 'idempotency-key': key }, payload: payload as object });
const ordersOf = async (buyerId: number) =>
  rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${buyerId}`))[0]?.n;
const keysOf = async (buyerId: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE principal_id = ${buyerId} AND role = 'user'`),
  )[0]?.n;

/** A cart of one product, and bodies refused before the handler: one by the schema, one by the text guard. */
async function bodies(buyer: TestAccount) {
  const product = await createProduct(t.db);
  const good = checkoutBody(buyer.name, [{ source: 'products', product_id: product.id }]);
  return { good, invalid: { ...good, cartItems: 'not a cart' }, badText: { ...good, address: 'Hazratganj\u0000' } };
}

describe('checkout checks the bearer’s account in its own first statement', () => {
  it('a buyer whose sessions ended is refused with 401, whatever the body, and nothing is written', async () => {
    const buyer = await createAccount(t, 'user');
    const { good, invalid, badText } = await bodies(buyer);
    await t.db.execute(sql`UPDATE users SET session_version = session_version + 1 WHERE id = ${buyer.id}`);
    for (const [what, payload] of [
      ['good', good],
      ['invalid', invalid],
      ['bad text', badText],
    ] as const) {
      const res = await checkout(buyer, payload, `ended-${what}`);
      expect({ what, status: res.statusCode, body: res.json() }).toMatchObject({
        what,
        status: 401,
        body: { message: ACCOUNT_MSG.sessionEnded },
      });
    }
    expect([await ordersOf(buyer.id), await keysOf(buyer.id)]).toEqual([0, 0]);
  });

  it('a deactivated buyer is refused with 403, and a deleted one with 401, before a bad body’s 400', async () => {
    const inactive = await createAccount(t, 'user');
    const inactiveBodies = await bodies(inactive);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${inactive.id}`,
      headers: admin.headers,
      payload: { status: 'inactive' },
    });
    expect(deactivate.statusCode).toBe(200);
    // The admin's change ended its sessions too; a token with the new version still finds the account inactive.
    const [{ sv } = { sv: 0 }] = rowsOf<{ sv: number }>(
      await t.db.execute(sql`SELECT session_version AS sv FROM users WHERE id = ${inactive.id}`),
    );
    const current = signToken({ sub: inactive.id, role: 'user', sv }, t.config.tokenSecret, 3600);
    const asInactive = { ...inactive, headers: { authorization: `Bearer ${current}` } };
    for (const payload of [inactiveBodies.good, inactiveBodies.invalid]) {
      const res = await checkout(asInactive, payload, 'inactive');
      expect([res.statusCode, res.json().message]).toEqual([403, ACCOUNT_MSG.accountInactive]);
    }

    const gone = await createAccount(t, 'user');
    const goneBodies = await bodies(gone);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${gone.id}`, headers: admin.headers })).statusCode).toBe(200);
    for (const payload of [goneBodies.good, goneBodies.invalid]) {
      const res = await checkout(gone, payload, 'gone');
      expect([res.statusCode, res.json().message]).toEqual([401, ACCOUNT_MSG.sessionExpired]);
    }
    expect([await ordersOf(inactive.id), await keysOf(inactive.id)]).toEqual([0, 0]);
  });

  it('a buyer in good standing still gets the body’s 400, then places the order', async () => {
    const buyer = await createAccount(t, 'user');
    const { good, invalid } = await bodies(buyer);
    const refused = await checkout(buyer, invalid, 'fine');
    expect(refused.statusCode).toBe(400);
    expect((await checkout(buyer, good, 'fine')).statusCode).toBe(201);
    expect(await ordersOf(buyer.id)).toBe(1);
  });
});
