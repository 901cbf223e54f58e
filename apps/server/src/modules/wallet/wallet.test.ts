import {
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_MSG,
  IDEMPOTENCY_WINDOW_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
  LIMITS,
  WALLET_MSG,
  WITHDRAWAL,
} from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments, walletTransactions } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext, testDbKind } from '../../test/harness.js';
import { checkoutBody as orderBody } from '../../test/orders.js';

let t: TestContext;
let buyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createAccount(t, 'user', 'Aarav Mishra');
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const checkoutBody = (productId: number, quantity = 1) =>
  orderBody('Aarav Mishra', [{ source: 'products', product_id: productId, mode: 'buy', quantity }]);

/** The owner sells something for `rupees` and accepts it: the real path to a credit. */
async function earn(owner: TestAccount, rupees: number) {
  const p = await createProduct(t.db, { ownerId: owner.id, price: rupees });
  const order = await t.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: checkoutBody(p.id) });
  const itemId = order.json().cart_items[0].item_id;
  const res = await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
}
const getWallet = (owner: TestAccount, query = '') => t.app.inject({ method: 'GET', url: `/api/wallet${query}`, headers: owner.headers });
const withdraw = (owner: TestAccount, payload?: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdraw',
    headers: { ...owner.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
const payoutsOf = async (ownerId: number) =>
  (await t.db.select().from(walletTransactions).where(eq(walletTransactions.ownerId, ownerId))).filter((r) => r.type === 'debit');
const processPayment = (id: number, who = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payments/${id}/process`, headers: who.headers });

/** The balance recomputed in the test from the raw ledger rows. */
async function ledgerSum(ownerId: number) {
  const rows = await t.db.select().from(walletTransactions).where(eq(walletTransactions.ownerId, ownerId));
  const paise = rows.reduce((s, r) => s + (r.type === 'credit' ? r.amountPaise : r.status === 'failed' ? 0 : -r.amountPaise), 0);
  return paise / 100;
}

describe('wallet', () => {
  it('starts empty', async () => {
    const owner = await createAccount(t, 'owner');
    const res = await getWallet(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 0, transactions: [] });
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('shows credits newest first, and the balance always equals the sum of its ledger', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 150.25);
    await earn(owner, 99.5);
    const res = await getWallet(owner);
    expect(res.json().balance).toBe(249.75);
    expect(res.json().balance).toBe(await ledgerSum(owner.id));
    expect(res.json().transactions.map((x: { amount: number; type: string; status: string }) => [x.amount, x.type, x.status])).toEqual([
      [99.5, 'credit', 'completed'],
      [150.25, 'credit', 'completed'],
    ]);
    // A failed debit does not count; a pending one does.
    await t.db.insert(walletTransactions).values([
      { ownerId: owner.id, type: 'debit', amountPaise: 5000, description: 'Failed payout', status: 'failed' },
      { ownerId: owner.id, type: 'debit', amountPaise: 1000, description: 'Pending payout', status: 'pending' },
    ]);
    const after = await getWallet(owner);
    expect(after.json().balance).toBe(239.75);
    expect(after.json().balance).toBe(await ledgerSum(owner.id));
  });

  it("another owner's credits never show in a wallet", async () => {
    const a = await createAccount(t, 'owner');
    const b = await createAccount(t, 'owner');
    await earn(a, 500);
    expect((await getWallet(b)).json()).toEqual({ balance: 0, transactions: [] });
  });

  it('paginates the transactions with X-Total-Count', async () => {
    const owner = await createAccount(t, 'owner');
    for (const r of [10, 20, 30]) await earn(owner, r);
    const res = await getWallet(owner, '?limit=2&page=2');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().transactions.map((x: { amount: number }) => x.amount)).toEqual([10]);
    expect(res.json().balance).toBe(60);
  });
});

describe('withdrawals', () => {
  it(`refuses while the balance does not exceed ₹${LIMITS.withdrawalThresholdRupees}`, async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 100);
    const res = await withdraw(owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WALLET_MSG.belowThreshold);
    expect((await getWallet(owner)).json().transactions).toHaveLength(1);
  });

  it('withdraws the whole balance by default: a pending debit and a pending Bank transfer payment', async () => {
    const owner = await createAccount(t, 'owner', 'Neha Awasthi');
    await earn(owner, 100.01);
    const res = await withdraw(owner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      balance: 0,
      transaction: { type: 'debit', amount: 100.01, status: 'pending' },
      payment: {
        userName: 'Neha Awasthi',
        amount: 100.01,
        purpose: WITHDRAWAL.purpose,
        method: WITHDRAWAL.method,
        status: 'pending',
        kind: 'withdrawal',
      },
    });
    expect((await getWallet(owner)).json().balance).toBe(0);
    expect(await ledgerSum(owner.id)).toBe(0);
    // Now at ₹0, a second request is refused.
    expect((await withdraw(owner)).statusCode).toBe(400);
  });

  it('withdraws part of the balance, never more than it', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 500);
    const over = await withdraw(owner, { amount: 500.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(WALLET_MSG.overBalance);
    expect((await withdraw(owner, { amount: 0 })).statusCode).toBe(400);
    expect((await withdraw(owner, { amount: 1.001 })).statusCode).toBe(400);
    const ok = await withdraw(owner, { amount: 120.5 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().balance).toBe(379.5);
    expect((await getWallet(owner)).json().balance).toBe(379.5);
  });

  it('an admin marks a pending withdrawal processed, once; the balance stays deducted', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 300);
    const { payment, transaction } = (await withdraw(owner, { amount: 200 })).json();
    expect((await processPayment(payment.id, buyer)).statusCode).toBe(403);
    const res = await processPayment(payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payment.id, status: 'success', kind: 'withdrawal' });
    const [debit] = await t.db.select().from(walletTransactions).where(eq(walletTransactions.id, transaction.id));
    expect(debit?.status).toBe('processed');
    expect((await getWallet(owner)).json().balance).toBe(100);
    const again = await processPayment(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WALLET_MSG.notPendingPayment);
    expect((await processPayment(999999)).statusCode).toBe(404);
  });

  it('a checkout payment cannot be marked processed', async () => {
    const owner = await createAccount(t, 'owner');
    const p = await createProduct(t.db, { ownerId: owner.id, price: 10 });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        payload: { ...checkoutBody(p.id), paymentMethod: 'cod' },
      })
    ).json();
    const [pay] = await t.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    const res = await processPayment(pay?.id as number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WALLET_MSG.notWithdrawal);
  });
});

describe('idempotent withdrawals', () => {
  it('the same Idempotency-Key twice makes one payout: the repeat answers 200 with the first result', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 500);
    const first = await withdraw(owner, { amount: 200 }, 'payout-1');
    const second = await withdraw(owner, { amount: 200 }, 'payout-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await payoutsOf(owner.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.ownerId, owner.id))).toHaveLength(1);
    expect((await getWallet(owner)).json().balance).toBe(300);
    // Another key is another payout.
    expect((await withdraw(owner, { amount: 100 }, 'payout-2')).statusCode).toBe(201);
    expect(await payoutsOf(owner.id)).toHaveLength(2);
  });

  it('no body and an empty body are the same request; another amount under the same key is a 422', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 500);
    expect((await withdraw(owner, undefined, 'whole-1')).statusCode).toBe(201);
    expect((await withdraw(owner, {}, 'whole-1')).statusCode).toBe(200);
    const other = await withdraw(owner, { amount: 150 }, 'whole-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: IDEMPOTENCY_KEY_REUSED, message: IDEMPOTENCY_MSG.keyReused });
    expect(await payoutsOf(owner.id)).toHaveLength(1);
  });

  it(`a key expires after ${IDEMPOTENCY_WINDOW_HOURS} hours; a refused withdrawal keeps no key`, async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 1000);
    expect((await withdraw(owner, { amount: 200 }, 'aging-1')).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - (IDEMPOTENCY_WINDOW_HOURS + 1) * 3_600_000) })
      .where(and(eq(idempotencyKeys.key, 'aging-1'), eq(idempotencyKeys.principalId, owner.id)));
    expect((await withdraw(owner, { amount: 200 }, 'aging-1')).statusCode).toBe(201);
    expect(await payoutsOf(owner.id)).toHaveLength(2);
    expect((await withdraw(owner, { amount: 5000 }, 'too-much')).statusCode).toBe(400);
    expect((await withdraw(owner, { amount: 100 }, 'too-much')).statusCode).toBe(201);
  });

  it('concurrent duplicates with one key make exactly one payout', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 900);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(owner, { amount: 150 }, 'double-click')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().transaction.id)).size).toBe(1);
    expect(await payoutsOf(owner.id)).toHaveLength(1);
    expect(await ledgerSum(owner.id)).toBe(750);
  });
});

describe.runIf(testDbKind === 'postgres')('concurrent withdrawals (PostgreSQL)', () => {
  it('withdrawals racing for one balance never overdraw it', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 500);
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(owner, { amount: 200 })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(6);
    expect((await getWallet(owner)).json().balance).toBe(100);
    expect(await ledgerSum(owner.id)).toBe(100);
  });

  it('concurrent whole-balance withdrawals: exactly one succeeds', async () => {
    const owner = await createAccount(t, 'owner');
    await earn(owner, 1000);
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(owner)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await ledgerSum(owner.id)).toBe(0);
  });
});
