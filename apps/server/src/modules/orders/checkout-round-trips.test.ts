import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { testDbKind } from '../../test/harness.js';
import { checkoutBody } from '../../test/orders.js';

/**
 * How many statements a checkout sends to PostgreSQL, one after another (bench/README.md "Checkout"): every one is
 * a round trip the transaction holds its locks across. Counted at the driver, so BEGIN and COMMIT count too.
 */
describe.runIf(testDbKind === 'postgres')('checkout round trips (PostgreSQL)', () => {
  let t: TestContext;
  let buyer: TestAccount;
  beforeAll(async () => {
    ({ t, buyer } = await openTestApp({ buyer: 'user' }));
  });
  afterAll(async () => t.close());

  /** The statements of one POST /api/orders, without the live-events bus's own numbering and reads that may run meanwhile. */
  async function statementsOf(cartItems: object[], key: string) {
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      sent.push(typeof first === 'string' ? first : first.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...buyer.headers, 'idempotency-key': key },
        payload: checkoutBody(buyer.name, cartItems),
      });
      return { status: res.statusCode, statements: sent.filter((s) => !/live_events_pull\(|live_events_number\(/.test(s)) };
    } finally {
      pg.Client.prototype.query = query;
    }
  }

  it('a checkout takes the same few statements whatever its number of lines, and a replay fewer', async () => {
    const [p1, p2, l1, l2] = [await createProduct(t.db), await createProduct(t.db), await createListing(t.db), await createListing(t.db)];
    // The first request reads the settings into the process's copy; the counts below are of warm requests.
    expect((await statementsOf([{ source: 'listings', product_id: l2.id, months: 1 }], 'warm')).status).toBe(201);

    const one = await statementsOf([{ source: 'products', product_id: p1.id }], 'one');
    const three = await statementsOf(
      [
        { source: 'products', product_id: p2.id },
        { source: 'listings', product_id: l1.id, months: 2 },
        { source: 'listings', product_id: l2.id, months: 3 },
      ],
      'three',
    );
    expect([one.status, three.status]).toEqual([201, 201]);
    // BEGIN, the bearer's account + buyer + key + the cart's items, the order with its lines, payment, notifications,
    // their live events and activity line, COMMIT (19 for one line, 20 for three, before; 7, 6, then 5 on the way).
    expect(one.statements.length, one.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(three.statements.length, three.statements.join('\n')).toBe(one.statements.length);

    // BEGIN, the bearer's account + buyer + key (the key's row comes back), COMMIT (9 before).
    const lastOrderId = async () => Number(rowsOf<{ n: string }>(await t.db.execute(sql`SELECT last_value AS n FROM orders_id_seq`))[0]?.n);
    const before = await lastOrderId();
    const replay = await statementsOf([{ source: 'products', product_id: p1.id }], 'one');
    expect(replay.status).toBe(200);
    // A replay does not read the cart, so takes no order number.
    expect(await lastOrderId()).toBe(before);
    expect(replay.statements.length, replay.statements.join('\n')).toBeLessThanOrEqual(4);
  });
});
