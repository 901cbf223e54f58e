import {
  addMonths,
  type BuyerOrder,
  EXTENSION_MSG,
  type ExtensionQuote,
  type ExtensionView,
  type LineLifecycle,
  RENT_MSG,
  todayInIndia,
} from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, orders, products, scheduledJobs } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { acceptedRental, acceptLine, placedLine } from '../../test/orders.js';
import { runDueJobs } from '../jobs/jobs.runner.js';

// Extending a running rental (docs/renting.md "Extending a rental"): every allowed and refused step, who may take it,
// the price the server gives, the availability it must respect, and the clock that must follow the new end date.

let t: TestContext;
let buyer: TestAccount, otherBuyer: TestAccount, owner: TestAccount, otherOwner: TestAccount, admin: TestAccount;
beforeAll(async () => {
  ({ t, buyer, otherBuyer, owner, otherOwner, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    otherBuyer: ['user', 'Ishita Verma'],
    owner: ['owner', 'Neha Awasthi'],
    otherOwner: ['owner', 'Rohit Saxena'],
    admin: ['admin', 'Admin'],
  }));
});
afterAll(() => t.close());

const DAY = 86_400_000;
const endInstant = (day: string) => new Date(`${day}T00:00:00+05:30`);

const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const life = async (itemId: number, who: TestAccount = buyer) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LineLifecycle;
};
const ask = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/extensions`, headers: who.headers, payload });
const quote = (itemId: number, who: TestAccount, months: string | number) =>
  t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/extensions/quote?months=${months}`, headers: who.headers });
const answer = (itemId: number, extensionId: number, action: 'accept' | 'decline' | 'withdraw', who: TestAccount) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/extensions/${extensionId}/${action}`, headers: who.headers });

/** A rental handed over and confirmed: `active`, the only stage an extension is asked in. */
async function activate(itemId: number, by: TestAccount = owner): Promise<void> {
  expect((await move(itemId, by, { event: 'deliver', report: { condition: 'good' } })).statusCode).toBe(200);
  expect((await move(itemId, buyer, { event: 'confirm_delivery' })).statusCode).toBe(200);
}
async function activeRental(options: { monthly?: number; months?: number } = {}): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title: 'Fridge', monthly: options.monthly ?? 700, months: options.months ?? 3 });
  await activate(itemId);
  return itemId;
}
async function asked(itemId: number, months: number): Promise<ExtensionView> {
  const res = await ask(itemId, buyer, { months });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ExtensionView;
}
/** A checkout of 3 months of one unit of the product, from `startDate` if given; the line's id. */
const threeMonthsOf = (productId: number, who: TestAccount, startDate?: string) =>
  placedLine(t, who, [
    { source: 'products', product_id: productId, mode: 'rent', quantity: 1, months: 3, ...(startDate ? { start_date: startDate } : {}) },
  ]);
const lineRow = async (itemId: number) => (await t.db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0];

describe('asking for more months', () => {
  it('quotes and records the price from the line itself, never from the client', async () => {
    const itemId = await activeRental({ monthly: 700, months: 3 });
    const before = await life(itemId);
    expect(before.next).toContain('request_extension');
    expect(before.extension_max_months).toBe(33);
    const q = await quote(itemId, buyer, 2);
    expect(q.statusCode, q.body).toBe(200);
    const startDate = before.start_date as string;
    expect(q.json()).toEqual({
      months: 2,
      quantity: 1,
      monthly_price: 700,
      total: 1400,
      from_end_date: before.end_date as string,
      to_end_date: addMonths(startDate, 5),
      max_months: 33,
    } satisfies ExtensionQuote);
    // A price, a total or an end date in the body are not the client's to set.
    const res = await ask(itemId, buyer, { months: 2, total: 1, monthly_price: 1, to_end_date: '2099-01-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      months: 2,
      monthly_price: 700,
      total: 1400,
      status: 'requested',
      to_end_date: addMonths(startDate, 5),
    });
    const after = await life(itemId);
    expect(after.stage).toBe('active');
    expect(after.end_date).toBe(before.end_date);
    expect(after.next).toContain('withdraw_extension');
    expect(after.next).not.toContain('request_extension');
    const ownerView = await life(itemId, owner);
    expect(ownerView.next).toEqual(expect.arrayContaining(['accept_extension', 'decline_extension']));
    expect(ownerView.extensions[0]).toMatchObject({ months: 2, status: 'requested' });
  });

  it('keeps the tenure discount the line was rented at, for every unit', async () => {
    const product = await createProduct(t.db, {
      ownerId: owner.id,
      title: 'Chairs for extension',
      type: 'rent',
      price: 1000,
      quantity: 4,
      tenureDiscounts: [{ months: 6, percent: 10 }],
    });
    const itemId = await placedLine(t, buyer, [{ source: 'products', product_id: product.id, mode: 'rent', quantity: 2, months: 6 }]);
    expect((await acceptLine(t, owner, itemId)).statusCode).toBe(200);
    await activate(itemId);
    const q = (await quote(itemId, buyer, 3)).json() as ExtensionQuote;
    expect(q).toMatchObject({ monthly_price: 900, quantity: 2, total: 900 * 2 * 3 });
  });

  it('refuses bad months (400), more than the longest tenure (400), and a rental at the longest tenure (409)', async () => {
    const itemId = await activeRental({ months: 34 });
    for (const months of [0, -1, 1.5, 'two']) {
      const res = await ask(itemId, buyer, { months });
      expect(res.statusCode, `months ${months}`).toBe(400);
      expect(res.json().message).toContain(EXTENSION_MSG.monthsInvalid);
    }
    expect((await ask(itemId, buyer, {})).statusCode).toBe(400);
    const tooMany = await ask(itemId, buyer, { months: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: EXTENSION_MSG.tooManyMonths(2),
      code: 'EXTENSION_TOO_MANY_MONTHS',
      params: { max: 2 },
    });
    expect((await quote(itemId, buyer, 3)).statusCode).toBe(400);
    expect((await asked(itemId, 2)).months).toBe(2);

    const full = await activeRental({ months: 36 });
    const res = await ask(full, buyer, { months: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EXTENSION_MSG.atMaximum);
    expect((await life(full)).next).not.toContain('request_extension');
  });

  it('is refused before the handover is confirmed, after a return was asked for, and for a sale', async () => {
    const waiting = await acceptedRental(t, buyer, owner, { title: 'Cooler' });
    expect((await ask(waiting, buyer, { months: 1 })).json().message).toBe(EXTENSION_MSG.notExtendable);
    expect((await life(waiting)).next).not.toContain('request_extension');
    await move(waiting, owner, { event: 'deliver', report: { condition: 'good' } });
    expect((await ask(waiting, buyer, { months: 1 })).statusCode).toBe(409);

    const returning = await activeRental();
    expect((await move(returning, buyer, { event: 'request_return' })).statusCode).toBe(200);
    const res = await ask(returning, buyer, { months: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EXTENSION_MSG.notExtendable);

    const sale = await createProduct(t.db, { ownerId: owner.id, title: 'Desk for sale', type: 'sale', price: 3000 });
    const saleLine = await placedLine(t, buyer, [{ source: 'products', product_id: sale.id }]);
    await acceptLine(t, owner, saleLine);
    expect((await ask(saleLine, buyer, { months: 1 })).statusCode).toBe(409);
    expect((await life(saleLine)).extension_max_months).toBeNull();
  });

  it('takes one waiting request per line', async () => {
    const itemId = await activeRental();
    await asked(itemId, 1);
    const second = await ask(itemId, buyer, { months: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EXTENSION_MSG.alreadyOpen);
  });

  it('is the buyer’s alone: other buyers, owners and admins are refused', async () => {
    const itemId = await activeRental();
    for (const who of [otherBuyer, owner, admin]) {
      expect((await ask(itemId, who, { months: 1 })).statusCode, who.name).toBe(403);
      expect((await quote(itemId, who, 1)).statusCode, who.name).toBe(403);
    }
    expect((await ask(itemId, { ...buyer, headers: { authorization: '' } }, { months: 1 })).statusCode).toBe(401);
    expect((await ask(999_999, buyer, { months: 1 })).statusCode).toBe(404);
  });
});

describe('answering a request', () => {
  it('the owner accepts: the end date, months and totals move, the history says so, the buyer is told', async () => {
    const itemId = await activeRental({ monthly: 700, months: 3 });
    const before = await lineRow(itemId);
    const [orderBefore] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, before?.orderId as number));
    const request = await asked(itemId, 2);
    expect((await answer(itemId, request.id, 'accept', buyer)).statusCode).toBe(403);
    expect((await answer(itemId, request.id, 'accept', otherOwner)).statusCode).toBe(403);
    expect((await answer(itemId, request.id, 'accept', admin)).statusCode).toBe(403);
    const res = await answer(itemId, request.id, 'accept', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', months: 2 });

    const after = await lineRow(itemId);
    expect(after).toMatchObject({ months: 5, endDate: request.to_end_date, totalPaise: 70_000 * 5, stage: 'active' });
    // Lists skip looking up the rentals of a product whose held_until is past (migration 0026): it follows the new end.
    const [held] = await t.db
      .select({ heldUntil: products.heldUntil })
      .from(products)
      .where(eq(products.id, after?.productId as number));
    expect(held?.heldUntil).toBe(request.to_end_date);
    const [orderAfter] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, before?.orderId as number));
    expect(orderAfter?.totalPaise).toBe((orderBefore?.totalPaise ?? 0) + 140_000);
    const view = await life(itemId);
    expect(view.end_date).toBe(request.to_end_date);
    expect(view.history.at(-1)).toMatchObject({
      event: 'extend',
      actor: 'owner',
      from_stage: 'active',
      to_stage: 'active',
      details: { months: 2, from_end_date: request.from_end_date, to_end_date: request.to_end_date, total: 1400 },
    });
    expect(view.extensions.map((e) => e.status)).toEqual(['accepted']);
    expect(view.next).toContain('request_extension');
    expect(view.extension_max_months).toBe(31);
    // The buyer's order shows the longer rental.
    const list = await t.app.inject({ method: 'GET', url: `/api/orders/${buyer.id}?limit=50`, headers: buyer.headers });
    const line = (list.json() as BuyerOrder[]).flatMap((o) => o.cart_items).find((l) => l.item_id === itemId);
    expect(line).toMatchObject({ months: 5, end_date: request.to_end_date, total: 3500 });
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: buyer.headers });
    expect((notices.json() as { code: string }[]).map((n) => n.code)).toContain('LINE_EXTENSION_ACCEPTED');
    const ownerNotices = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: owner.headers });
    expect((ownerNotices.json() as { code: string }[]).map((n) => n.code)).toContain('LINE_EXTENSION_REQUESTED');

    // Answered once: any further answer is 409.
    for (const action of ['accept', 'decline'] as const) {
      const again = await answer(itemId, request.id, action, owner);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(EXTENSION_MSG.notOpen);
    }
    expect((await answer(itemId, request.id, 'withdraw', buyer)).statusCode).toBe(409);
  });

  it('the owner declines, or the buyer withdraws: nothing moves; a new request may follow', async () => {
    const itemId = await activeRental();
    const before = await lineRow(itemId);
    const first = await asked(itemId, 1);
    expect((await answer(itemId, first.id, 'decline', buyer)).statusCode).toBe(403);
    const declined = await answer(itemId, first.id, 'decline', owner);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    const second = await asked(itemId, 2);
    expect((await answer(itemId, second.id, 'withdraw', owner)).statusCode).toBe(403);
    expect((await answer(itemId, second.id, 'withdraw', otherBuyer)).statusCode).toBe(403);
    const withdrawn = await answer(itemId, second.id, 'withdraw', buyer);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await answer(itemId, second.id, 'accept', owner)).statusCode).toBe(409);
    const after = await lineRow(itemId);
    expect(after).toMatchObject({ months: before?.months, endDate: before?.endDate, totalPaise: before?.totalPaise });
    expect((await life(itemId)).extensions.map((e) => e.status)).toEqual(['withdrawn', 'declined']);
    expect((await life(itemId)).history.some((h) => h.event === 'extend')).toBe(false);
  });

  it('answers 404 for a request of another line, or none', async () => {
    const a = await activeRental();
    const b = await activeRental();
    const request = await asked(a, 1);
    expect((await answer(b, request.id, 'accept', owner)).statusCode).toBe(404);
    expect((await answer(b, request.id, 'withdraw', buyer)).statusCode).toBe(404);
    expect((await answer(a, 999_999, 'decline', owner)).statusCode).toBe(404);
    expect((await answer(a, 0, 'decline', owner)).statusCode).toBe(400);
  });

  it('cannot be accepted once the rental moved on (a return asked for), only declined', async () => {
    const itemId = await activeRental();
    const request = await asked(itemId, 1);
    await move(itemId, buyer, { event: 'request_return' });
    const ownerView = await life(itemId, owner);
    expect(ownerView.next).toContain('decline_extension');
    expect(ownerView.next).not.toContain('accept_extension');
    const res = await answer(itemId, request.id, 'accept', owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EXTENSION_MSG.lineMovedOn);
    // The refused accept left the request waiting.
    expect((await answer(itemId, request.id, 'decline', owner)).statusCode).toBe(200);
  });

  it('is refused (409) when the units are taken after the old end date by another accepted rental', async () => {
    const product = await createProduct(t.db, { ownerId: owner.id, title: 'Only washing machine', type: 'rent', price: 800 });
    const first = await threeMonthsOf(product.id, buyer);
    expect((await acceptLine(t, owner, first)).statusCode).toBe(200);
    await activate(first);
    const request = await asked(first, 2);
    const oldEnd = request.from_end_date;
    const next = await threeMonthsOf(product.id, otherBuyer, oldEnd);
    expect((await acceptLine(t, owner, next)).statusCode).toBe(200);
    const res = await answer(first, request.id, 'accept', owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RENT_MSG.clash);
    expect((await lineRow(first))?.endDate).toBe(oldEnd);
    // Nothing was claimed: the request still waits.
    expect((await life(first)).extensions[0]?.status).toBe('requested');
  });

  it('an admin answers for an ad’s line', async () => {
    const listing = await createListing(t.db, { title: 'Lehenga to rent', category: 'clothing', price: 500 });
    const itemId = await placedLine(t, buyer, [{ source: 'listings', product_id: listing.id, months: 2 }]);
    expect((await acceptLine(t, admin, itemId)).statusCode).toBe(200);
    await activate(itemId, admin);
    const request = await asked(itemId, 1);
    expect((await answer(itemId, request.id, 'accept', owner)).statusCode).toBe(403);
    const res = await answer(itemId, request.id, 'accept', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await life(itemId)).history.at(-1)).toMatchObject({ event: 'extend', actor: 'admin' });
    expect(await lineRow(itemId)).toMatchObject({ months: 3, totalPaise: 150_000 });
  });
});

describe('the clock after an extension', () => {
  it('the jobs of the old end date do nothing; the new end date asks for the return', async () => {
    const itemId = await activeRental({ months: 3 });
    const { end_date: oldEnd } = await life(itemId);
    const request = await asked(itemId, 1);
    expect((await answer(itemId, request.id, 'accept', owner)).statusCode).toBe(200);
    const jobs = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.refId, itemId));
    const due = jobs.filter((j) => j.kind === 'line_return_due').map((j) => j.runAt.getTime());
    expect(due.sort()).toEqual([endInstant(oldEnd as string).getTime(), endInstant(request.to_end_date).getTime()]);
    const reminders = jobs.filter((j) => j.kind === 'line_ends_soon').map((j) => j.runAt.getTime());
    const newEnd = endInstant(request.to_end_date).getTime();
    expect(reminders).toEqual(expect.arrayContaining([newEnd - 7 * DAY, newEnd - DAY]));

    const orderId = (await lineRow(itemId))?.orderId;
    // This line's reminders (the other tests' rentals end on the same day).
    const endingSoon = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.recipientId, buyer.id), eq(notifications.code, 'LINE_ENDS_SOON')))
      ).filter((n) => (n.params as { order?: number } | null)?.order === orderId).length;
    const remindersBefore = await endingSoon();
    // This line's jobs only: other tests' rentals have jobs due too, more than one batch.
    // The old reminders and the old end date come and go: the rental runs on, no reminder is sent.
    const old = endInstant(oldEnd as string).getTime();
    await runDueJobs(t.db, new Date(old - 7 * DAY + 60_000), 20, {}, { refId: itemId });
    await runDueJobs(t.db, new Date(old - DAY + 60_000), 20, {}, { refId: itemId });
    await runDueJobs(t.db, new Date(old + 60_000), 20, {}, { refId: itemId });
    expect((await life(itemId)).stage).toBe('active');
    // The end date's jobs (the rent's monthly credits are their own chain, docs/renting.md "The money").
    const oldJobs = (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.refId, itemId))).filter(
      (j) => j.runAt.getTime() <= old && (j.kind === 'line_return_due' || j.kind === 'line_ends_soon'),
    );
    expect(oldJobs.length).toBeGreaterThan(0);
    expect(oldJobs.every((j) => j.doneAt !== null && j.attempts === 0)).toBe(true);
    expect(await endingSoon()).toBe(remindersBefore);
    // The new end's reminder and return.
    await runDueJobs(t.db, new Date(newEnd - 7 * DAY + 60_000), 20, {}, { refId: itemId });
    expect(await endingSoon()).toBe(remindersBefore + 1);
    await runDueJobs(t.db, new Date(newEnd - 60_000), 20, {}, { refId: itemId });
    expect((await life(itemId)).stage).toBe('active');
    await runDueJobs(t.db, new Date(newEnd + 60_000), 20, {}, { refId: itemId });
    const after = await life(itemId);
    expect(after.stage).toBe('return_requested');
    expect(after.history.at(-1)).toMatchObject({ event: 'request_return', actor: 'clock' });
  });

  it('a request is refused on the end date itself (India’s calendar)', async () => {
    const itemId = await activeRental({ months: 1 });
    // Move the line's dates so that it ends today: the rental's last day was yesterday.
    const today = todayInIndia();
    await t.db
      .update(orderItems)
      .set({ startDate: addMonths(today, -1), endDate: today })
      .where(eq(orderItems.id, itemId));
    const res = await ask(itemId, buyer, { months: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EXTENSION_MSG.notExtendable);
  });
});

describe.runIf(testDbKind === 'postgres')('answers at the same moment (PostgreSQL)', () => {
  it('two accepts of one request: one wins, the other gets 409, the line moves once', async () => {
    const itemId = await activeRental({ months: 3 });
    const request = await asked(itemId, 2);
    const both = await Promise.all([answer(itemId, request.id, 'accept', owner), answer(itemId, request.id, 'accept', owner)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await lineRow(itemId))?.months).toBe(5);
    expect((await life(itemId)).history.filter((h) => h.event === 'extend')).toHaveLength(1);
  });

  it('an accept and a withdrawal: exactly one happens', async () => {
    for (let i = 0; i < 3; i++) {
      const itemId = await activeRental({ months: 3 });
      const request = await asked(itemId, 1);
      const [accept, withdraw] = await Promise.all([
        answer(itemId, request.id, 'accept', owner),
        answer(itemId, request.id, 'withdraw', buyer),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const months = (await lineRow(itemId))?.months;
      expect(months).toBe(accept.statusCode === 200 ? 4 : 3);
    }
  });

  it('an extension and another rental of the same last unit accepted at once: one wins, the other gets 409', async () => {
    for (let i = 0; i < 3; i++) {
      const product = await createProduct(t.db, { ownerId: owner.id, title: `Last AC ${i}`, type: 'rent', price: 900 });
      const first = await threeMonthsOf(product.id, buyer);
      await acceptLine(t, owner, first);
      await activate(first);
      const request = await asked(first, 2);
      const next = await threeMonthsOf(product.id, otherBuyer, request.from_end_date);
      const [extension, other] = await Promise.all([answer(first, request.id, 'accept', owner), acceptLine(t, owner, next)]);
      expect([extension.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    }
  });
});
