import { type BuyerOrder, LINE_MSG, type LineLifecycle, type MyRentals } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRefunds, depositHolds, orderItems, products, walletTransactions } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { acceptedRental, buyProduct, checkoutBody } from '../../test/orders.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { insertEntry } from '../wallet/wallet.repository.js';
import { creditRentMonths, monthBegins } from './rent-money.js';

// The money of a rental (docs/renting.md "The money"): rent credited month by month as each month begins, the months
// a rental did not reach refunded at its close, a line cancelled before its handover refunded whole, every refund in
// the buyer's ledger and in "My rentals".

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount, other: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner, admin, other } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    owner: ['owner', 'Neha Awasthi'],
    admin: ['admin', 'Admin'],
    other: ['user', 'Kavya Singh'],
  }));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const lifecycle = async (itemId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: buyer.headers })).json() as LineLifecycle;
const entriesOf = (itemId: number) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId)).orderBy(walletTransactions.id);
const refundsOf = (itemId: number) => t.db.select().from(buyerRefunds).where(eq(buyerRefunds.orderItemId, itemId)).orderBy(buyerRefunds.id);
const lineOf = async (itemId: number) =>
  (await t.db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0] as typeof orderItems.$inferSelect;
const balance = async (who: TestAccount = owner) =>
  ((await t.app.inject({ method: 'GET', url: '/api/wallet?limit=50', headers: who.headers })).json() as { balance: number }).balance;
const expectOk = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};
/** Handed over and confirmed by the buyer: the rental runs. */
async function runningRental(options: { monthly?: number; months?: number; depositPaise?: number } = {}): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title: 'Washing machine', monthly: 900, months: 3, ...options });
  await expectOk(move(itemId, owner, { event: 'deliver', report: { condition: 'good' } }));
  await expectOk(move(itemId, buyer, { event: 'confirm_delivery' }));
  return itemId;
}

describe('rent credited month by month', () => {
  it('credits nothing at acceptance, month 1 at the confirmed handover, month k when it begins; the months add up to the total', async () => {
    const itemId = await acceptedRental(t, buyer, owner, { title: 'Washing machine', monthly: 900, months: 3 });
    expect(await entriesOf(itemId)).toEqual([]);
    await expectOk(move(itemId, owner, { event: 'deliver', report: { condition: 'good' } }));
    expect(await entriesOf(itemId)).toEqual([]);
    await expectOk(move(itemId, buyer, { event: 'confirm_delivery' }));
    const line = await lineOf(itemId);
    const [first] = await entriesOf(itemId);
    expect(first).toMatchObject({
      type: 'credit',
      amountPaise: 90_000,
      rentMonth: 1,
      status: 'completed',
      description: `Rent · month 1 of 3 · Order #${line.orderId} · ${line.title}`,
    });
    const start = line.startDate as string;
    // Just before month 2 begins: nothing; just after: month 2, and running the clock again credits nothing more.
    await runDueJobs(t.db, new Date(monthBegins(start, 2).getTime() - MINUTE));
    expect(await entriesOf(itemId)).toHaveLength(1);
    await runDueJobs(t.db, new Date(monthBegins(start, 2).getTime() + MINUTE));
    await runDueJobs(t.db, new Date(monthBegins(start, 2).getTime() + 2 * MINUTE));
    expect((await entriesOf(itemId)).map((e) => e.rentMonth)).toEqual([1, 2]);
    await runDueJobs(t.db, new Date(monthBegins(start, 3).getTime() + MINUTE));
    const entries = await entriesOf(itemId);
    expect(entries.map((e) => [e.rentMonth, e.description.split(' · ')[1]])).toEqual([
      [1, 'month 1 of 3'],
      [2, 'month 2 of 3'],
      [3, 'month 3 of 3'],
    ]);
    expect(entries.reduce((s, e) => s + e.amountPaise, 0)).toBe(line.totalPaise);
    // After the end date nothing more (the return was asked for by the clock).
    await runDueJobs(t.db, new Date(monthBegins(start, 5).getTime()));
    expect(await entriesOf(itemId)).toHaveLength(3);
  });

  it('is idempotent: the job run twice credits once, and the ledger refuses a second credit of a month', async () => {
    const itemId = await runningRental();
    const line = await lineOf(itemId);
    const at = new Date(monthBegins(line.startDate as string, 2).getTime() + MINUTE);
    expect(await t.db.transaction((tx) => creditRentMonths(tx, itemId, at))).toBe(1);
    expect(await t.db.transaction((tx) => creditRentMonths(tx, itemId, at))).toBe(0);
    expect((await entriesOf(itemId)).map((e) => e.rentMonth)).toEqual([1, 2]);
    await expect(
      insertEntry(t.db, {
        ownerId: owner.id,
        type: 'credit',
        amountPaise: 90_000,
        description: 'twice',
        status: 'completed',
        orderItemId: itemId,
        rentMonth: 2,
      }),
    ).rejects.toThrow();
  });

  it('reads the months the line has now: more months (an extension) go on being credited', async () => {
    const itemId = await runningRental({ months: 2 });
    const start = (await lineOf(itemId)).startDate as string;
    await runDueJobs(t.db, new Date(monthBegins(start, 2).getTime() + MINUTE));
    expect((await entriesOf(itemId)).map((e) => e.rentMonth)).toEqual([1, 2]);
    // An extension moves months, end date and total; the job waiting at the old end date carries on.
    const line = await lineOf(itemId);
    await t.db
      .update(orderItems)
      .set({ months: 3, endDate: '2099-01-01', totalPaise: line.totalPaise + line.unitPricePaise })
      .where(eq(orderItems.id, itemId));
    await runDueJobs(t.db, new Date(monthBegins(start, 3).getTime() + MINUTE));
    const entries = await entriesOf(itemId);
    expect(entries.map((e) => e.rentMonth)).toEqual([1, 2, 3]);
    expect(entries[2]?.description).toContain('month 3 of 3');
  });

  it('a sale is credited whole at acceptance, as before', async () => {
    const product = await createProduct(t.db, { ownerId: owner.id, title: 'Study table', type: 'sale', price: 2500 });
    const order = await buyProduct(t, buyer, product.id);
    const itemId = order.cart_items[0]?.item_id as number;
    await expectOk(t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers }));
    expect((await entriesOf(itemId)).map((e) => [e.type, e.amountPaise, e.rentMonth, e.description])).toEqual([
      ['credit', 250_000, null, `Order #${order.order_id} · ${order.cart_items[0]?.title}`],
    ]);
  });

  it('a rental credited whole before this rule is not credited again, and its close refunds nothing', async () => {
    const itemId = await acceptedRental(t, buyer, owner, { title: 'Old fridge', monthly: 600, months: 2 });
    const line = await lineOf(itemId);
    await insertEntry(t.db, {
      ownerId: owner.id,
      type: 'credit',
      amountPaise: line.totalPaise,
      description: `Order #${line.orderId} · ${line.title}`,
      status: 'completed',
      orderItemId: itemId,
    });
    await expectOk(move(itemId, owner, { event: 'deliver', report: { condition: 'good' } }));
    await expectOk(move(itemId, buyer, { event: 'confirm_delivery' }));
    await runDueJobs(t.db, new Date(monthBegins(line.startDate as string, 2).getTime() + MINUTE));
    expect((await entriesOf(itemId)).map((e) => e.rentMonth)).toEqual([null]);
    await expectOk(move(itemId, owner, { event: 'record_return', report: { condition: 'good' } }));
    await expectOk(move(itemId, buyer, { event: 'confirm_return' }));
    expect((await refundsOf(itemId)).filter((r) => r.kind === 'unused_months')).toEqual([]);
  });
});

describe('a rental returned early', () => {
  it('owes nothing for the months not begun (never paid), refunds the deposit, and the clock credits no more', async () => {
    const itemId = await runningRental({ months: 3, depositPaise: 200_000 });
    const line = await lineOf(itemId);
    await expectOk(
      move(itemId, owner, { event: 'record_return', report: { condition: 'fair' }, deduction: 500, deduction_reason: 'A dent on the lid' }),
    );
    await expectOk(move(itemId, buyer, { event: 'confirm_return' }));
    // The buyer paid the first month at checkout and it was credited at the handover; months 2 and 3 never began, so
    // they were never paid: only the deposit comes back.
    const refunds = await refundsOf(itemId);
    expect(refunds.map((r) => [r.kind, r.amountPaise, r.userId])).toEqual([['deposit', 150_000, buyer.id]]);
    await runDueJobs(t.db, new Date(monthBegins(line.startDate as string, 3).getTime() + MINUTE));
    const credits = (await entriesOf(itemId)).filter((e) => e.rentMonth !== null);
    expect(credits.map((e) => e.rentMonth)).toEqual([1]);
  });
});

describe('cancelling before the handover', () => {
  it('a rental cancelled by its buyer: line and stage cancelled, deposit and rent refunded, owner told, wallet untouched, units free', async () => {
    const before = await balance();
    const itemId = await acceptedRental(t, buyer, owner, { title: 'Cooler', monthly: 500, months: 2, depositPaise: 100_000 });
    const res = await move(itemId, buyer, { event: 'cancel', reason: 'Moving city next week' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as LineLifecycle).stage).toBe('cancelled');
    expect((res.json() as LineLifecycle).next).toEqual([]);
    const line = await lineOf(itemId);
    expect([line.status, line.stage]).toEqual(['cancelled', 'cancelled']);
    const [hold] = await t.db.select().from(depositHolds).where(eq(depositHolds.orderItemId, itemId));
    expect(hold).toMatchObject({ status: 'settled', refundedPaise: 100_000, deductedPaise: 0 });
    // What was paid at checkout comes back: the first month (₹500, of the ₹1,000 the two months would cost) and the deposit.
    expect(line.totalPaise).toBe(100_000);
    expect((await refundsOf(itemId)).map((r) => [r.kind, r.amountPaise])).toEqual([
      ['cancellation', 50_000],
      ['deposit', 100_000],
    ]);
    expect(await entriesOf(itemId)).toEqual([]);
    expect(await balance()).toBe(before);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: owner.headers })).json() as {
      code: string;
      message: string;
    }[];
    expect(notices.find((n) => n.code === 'LINE_CANCELLED')?.message).toContain('Moving city next week');
    // The order of one cancelled line is cancelled; the product's unit is free for the same dates.
    const orders = (await t.app.inject({ method: 'GET', url: `/api/orders/${buyer.id}`, headers: buyer.headers })).json() as BuyerOrder[];
    expect(orders.find((o) => o.order_id === line.orderId)?.status).toBe('cancelled');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: other.headers,
      payload: checkoutBody(other.name, [
        { source: 'products', product_id: line.productId, mode: 'rent', months: 2, start_date: line.startDate },
      ]),
    });
    expect(again.statusCode, again.body).toBe(201);
    const otherLine = (again.json() as BuyerOrder).cart_items[0]?.item_id;
    await expectOk(t.app.inject({ method: 'PUT', url: `/api/orders/${otherLine}/accept`, headers: owner.headers }));
    // A cancelled line cannot move again.
    expect((await move(itemId, buyer, { event: 'cancel' })).statusCode).toBe(409);
  });

  it('a sale cancelled by its owner: units unsold, the credit debited back, the price refunded, the buyer told', async () => {
    const product = await createProduct(t.db, { ownerId: owner.id, title: 'Bookshelf', type: 'sale', price: 1800 });
    const order = await buyProduct(t, buyer, product.id);
    const itemId = order.cart_items[0]?.item_id as number;
    const before = await balance();
    await expectOk(t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers }));
    expect(await balance()).toBe(before + 1800);
    const sold = async () => (await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.unitsSold;
    expect(await sold()).toBe(1);
    await expectOk(move(itemId, owner, { event: 'cancel' }));
    expect(await sold()).toBe(0);
    expect(await balance()).toBe(before);
    const entries = await entriesOf(itemId);
    expect(entries.map((e) => [e.type, e.amountPaise, e.description])).toEqual([
      ['credit', 180_000, `Order #${order.order_id} · Bookshelf`],
      ['debit', 180_000, `Cancelled · Order #${order.order_id} · Bookshelf`],
    ]);
    expect((await refundsOf(itemId)).map((r) => [r.kind, r.amountPaise])).toEqual([['cancellation', 180_000]]);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: buyer.headers })).json() as {
      code: string;
    }[];
    expect(notices.some((n) => n.code === 'LINE_CANCELLED')).toBe(true);
  });

  it('refuses someone else (403) and a line already handed over (409); an admin may cancel', async () => {
    const itemId = await acceptedRental(t, buyer, owner, { title: 'Heater', monthly: 300, months: 1 });
    expect((await move(itemId, other, { event: 'cancel' })).statusCode).toBe(403);
    const stranger = await createAccount(t, 'owner');
    expect((await move(itemId, stranger, { event: 'cancel' })).statusCode).toBe(403);
    const long = await move(itemId, buyer, { event: 'cancel', reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    await expectOk(move(itemId, owner, { event: 'deliver', report: { condition: 'good' } }));
    const late = await move(itemId, buyer, { event: 'cancel' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LINE_MSG.notNow);
    const second = await acceptedRental(t, buyer, owner, { title: 'Heater', monthly: 300, months: 1 });
    await expectOk(move(second, admin, { event: 'cancel' }));
    expect((await lifecycle(second)).history.at(-1)).toMatchObject({ event: 'cancel', actor: 'admin' });
  });
});

describe.runIf(testDbKind === 'postgres')('a cancel racing a handover (PostgreSQL)', () => {
  it('one wins, the other gets 409, and the money follows the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const itemId = await acceptedRental(t, buyer, owner, { title: 'Fan', monthly: 200, months: 1, depositPaise: 50_000 });
      const race = await Promise.all([
        move(itemId, buyer, { event: 'cancel' }),
        move(itemId, owner, { event: 'deliver', report: { condition: 'good' } }),
      ]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const line = await lineOf(itemId);
      const [hold] = await t.db.select().from(depositHolds).where(eq(depositHolds.orderItemId, itemId));
      if (race[0]?.statusCode === 200) {
        expect([line.status, line.stage, hold?.status]).toEqual(['cancelled', 'cancelled', 'settled']);
      } else {
        expect([line.status, line.stage, hold?.status]).toEqual(['accepted', 'delivered', 'held']);
        expect(await refundsOf(itemId)).toEqual([]);
      }
    }
  });
});

describe('GET /api/me/rentals', () => {
  it("gives the buyer their running rentals, held deposits and refunds, never another buyer's", async () => {
    const running = await runningRental({ months: 3, depositPaise: 300_000 });
    const theirs = await acceptedRental(t, other, owner, { title: 'Not yours', monthly: 400, months: 2, depositPaise: 10_000 });
    await expectOk(move(theirs, other, { event: 'cancel' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/me/rentals', headers: buyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json() as MyRentals;
    const line = await lineOf(running);
    expect(mine.rentals.find((r) => r.item_id === running)).toMatchObject({
      order_id: line.orderId,
      stage: 'active',
      start_date: line.startDate,
      end_date: line.endDate,
      months: 3,
      monthly_rent: 900,
      months_begun: 1,
    });
    expect(mine.rentals.find((r) => r.item_id === running)?.next_month).not.toBeNull();
    expect(mine.deposits.find((d) => d.item_id === running)).toMatchObject({ amount: 3000, status: 'held' });
    // Only the caller's: the other buyer's line and refunds are not there.
    expect(mine.rentals.some((r) => r.item_id === theirs)).toBe(false);
    expect(mine.refunds.some((r) => r.item_id === theirs)).toBe(false);
    const mineRefunds = await t.db.select().from(buyerRefunds).where(eq(buyerRefunds.userId, buyer.id));
    expect(mine.totals.refunded * 100).toBe(mineRefunds.reduce((s, r) => s + r.amountPaise, 0));
    expect(mine.refunds.map((r) => r.kind)).toEqual(expect.arrayContaining(['cancellation', 'deposit']));
    const theirsView = (await t.app.inject({ method: 'GET', url: '/api/me/rentals', headers: other.headers })).json() as MyRentals;
    expect(
      theirsView.refunds
        .filter((r) => r.item_id === theirs)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['cancellation', 'deposit']);
    // Their cancelled line is not running; none of the first buyer's lines shows to them.
    const mineIds = new Set([...mine.rentals, ...mine.refunds].map((r) => r.item_id));
    expect(theirsView.rentals.map((r) => r.item_id)).not.toContain(theirs);
    expect([...theirsView.rentals, ...theirsView.refunds].filter((r) => mineIds.has(r.item_id))).toEqual([]);
  });

  it('is for buyers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/rentals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/rentals', headers: owner.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/rentals', headers: admin.headers })).statusCode).toBe(403);
  });
});
