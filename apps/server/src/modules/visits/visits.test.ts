import {
  ACCOUNT_MSG,
  type AcceptOfferResponse,
  addDays,
  addMonths,
  RENT_MSG,
  todayInIndia,
  VISIT_MSG,
  VISIT_STATUS_LABELS,
  type VisitSlot,
  type VisitStatus,
  type VisitView,
} from '@kiraya/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderItems,
  orders,
  owners,
  payments,
  rentalOffers,
  users,
  visits,
  walletTransactions,
} from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';

// Visits to a property and rental offers (docs/renting.md "Visits and rental offers").

let t: TestContext, buyer: TestAccount, buyer2: TestAccount, owner: TestAccount, owner2: TestAccount;

beforeAll(async () => {
  ({ t, buyer, buyer2, owner, owner2 } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    buyer2: ['user', 'Saanvi Tripathi'],
    owner: ['owner', 'Neha Awasthi'],
    owner2: ['owner', 'Imran Qureshi'],
  }));
  // As typed on a profile: the visit shows the 10 digits.
  await t.db.update(users).set({ phone: '+91 98390 55120' }).where(eq(users.id, buyer.id));
  await t.db.update(owners).set({ phone: '94151 23087' }).where(eq(owners.id, owner.id));
});
afterAll(() => t.close());

const today = todayInIndia();
const slot = (daysAhead: number, time = '11:00'): VisitSlot => ({ date: addDays(today, daysAhead), time });
type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (url: string, who: TestAccount, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });
const ok = <T = VisitView>(res: Res, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const refused = (res: Res, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
};

let n = 0;
/** A flat of the owner's: ₹18,000 a month, ₹36,000 deposit. */
const flat = (extra: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(t.db, {
    ownerId: owner.id,
    title: `2 BHK flat, Gomti Nagar ${++n}`,
    category: 'property',
    type: 'rent',
    price: 18000,
    depositPaise: 3_600_000,
    ...extra,
  });
const ask = (productId: number, slots: VisitSlot[] = [slot(2), slot(3, '17:30')], who = buyer, message?: string) =>
  post('/api/visits', who, { product_id: productId, slots, ...(message ? { message } : {}) });
/** A visit of the buyer's to a new flat, confirmed for its first time. */
async function confirmedVisit(who = buyer) {
  const p = await flat();
  const v = ok(await ask(p.id, [slot(2)], who), 201);
  return { product: p, visit: ok(await post(`/api/visits/${v.id}/confirm`, owner, { slot: 0 })) };
}
const offerBody = (extra: object = {}) => ({ monthly_rent: 17000, deposit: 34000, move_in: addDays(today, 10), months: 11, ...extra });
const offer = (visitId: number, extra: object = {}) => post(`/api/visits/${visitId}/offers`, owner, offerBody(extra));
const details = {
  name: 'Aarav Mishra',
  email: 'aarav@example.in',
  address: '4/212, Vivek Khand',
  city: 'Lucknow',
  zip: '226010',
  phone: '9839055120',
  locality: 'Gomti Nagar',
  paymentMethod: 'upi',
};
const accept = (offerId: number, who = buyer, body: object = details) => post(`/api/rental-offers/${offerId}/accept`, who, body);
const inbox = async (role: 'user' | 'owner', id: number) =>
  (
    await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id)))
  ).map((r) => `${r.title}: ${r.message}`);
const countOf = async (table: typeof orders | typeof payments | typeof walletTransactions | typeof visits) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('asking for a visit', () => {
  it('asks at the buyer’s times; both sides list it, and the owner is told the times', async () => {
    const p = await flat();
    const v = ok(await ask(p.id, [slot(2), slot(3, '17:30')], buyer, 'Can I bring my father?'), 201);
    expect(v).toMatchObject({
      status: 'requested',
      product: { id: p.id, title: p.title, location: 'Gomti Nagar' },
      buyer: { id: buyer.id, name: 'Aarav Mishra', phone: null },
      owner: { id: owner.id, name: 'Neha Awasthi', phone: null },
      slots: [slot(2), slot(3, '17:30')],
      message: 'Can I bring my father?',
      scheduled: null,
      proposed: null,
      offers: [],
    });
    const mine = await get('/api/visits/mine', buyer);
    expect(mine.json().map((x: VisitView) => x.id)).toContain(v.id);
    const theirs = await get('/api/visits/owner?status=requested&limit=1', owner);
    expect(theirs.json().map((x: VisitView) => x.id)).toEqual([v.id]);
    expect(Number(theirs.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect((await get('/api/visits/owner?status=confirmed', owner)).json().map((x: VisitView) => x.id)).not.toContain(v.id);
    // The owner's inbox (through the API), not the buyer's.
    const owners = (await get('/api/notifications', owner)).json().map((x: { title: string; message: string }) => x);
    expect(owners.find((x: { message: string }) => x.message.includes(p.title))).toMatchObject({ title: 'New visit request' });
    expect((await inbox('owner', owner.id)).join()).toContain('at 17:30');
    expect((await inbox('user', buyer.id)).join()).not.toContain('New visit request');
  });

  it('refuses a time outside tomorrow to 30 days ahead, naming each, and writes nothing', async () => {
    const p = await flat();
    const before = await countOf(visits);
    const res = await ask(p.id, [slot(0), slot(1), slot(31)]);
    refused(res, 400, VISIT_MSG.slotWindow(today));
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['slots.0', 'slots.2']);
    expect(await countOf(visits)).toBe(before);
    ok(await ask(p.id, [slot(1), slot(30, '19:00')]), 201);
  });

  it('takes one to three different times from the list', async () => {
    const p = await flat();
    refused(await ask(p.id, [slot(1), slot(2), slot(3), slot(4)]), 400, VISIT_MSG.slotsMax);
    refused(await ask(p.id, [slot(2), slot(2)]), 400, VISIT_MSG.slotsDistinct);
    refused(await ask(p.id, []), 400, VISIT_MSG.slotsMin);
    refused(await ask(p.id, [slot(2, '08:30')]), 400, VISIT_MSG.slotTime);
  });

  it('is for approved property only', async () => {
    const fridge = await createProduct(t.db, { ownerId: owner.id, category: 'appliance', type: 'rent', price: 900 });
    refused(await ask(fridge.id), 400, VISIT_MSG.propertyOnly);
    const pending = await flat({ approvalStatus: 'pending' });
    refused(await ask(pending.id), 404, VISIT_MSG.productNotFound);
    refused(await ask(999_999), 404, VISIT_MSG.productNotFound);
    expect((await t.app.inject({ method: 'POST', url: '/api/visits', payload: { product_id: 1, slots: [slot(2)] } })).json().message).toBe(
      VISIT_MSG.loginToVisit,
    );
  });

  it('holds one open visit per buyer and property, even asked twice at once; a closed one may be asked again', async () => {
    const p = await flat();
    const first = ok(await ask(p.id), 201);
    refused(await ask(p.id, [slot(5)]), 409, VISIT_MSG.alreadyOpen);
    ok(await ask(p.id, [slot(5)], buyer2), 201);
    ok(await post(`/api/visits/${first.id}/cancel`, buyer), 200);
    ok(await ask(p.id, [slot(6)]), 201);
    const other = await flat();
    const both = await Promise.all([ask(other.id), ask(other.id, [slot(4)])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a deactivated buyer', async () => {
    const p = await flat();
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, buyer2.id));
    refused(await ask(p.id, [slot(2)], buyer2), 403, ACCOUNT_MSG.accountInactive);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, buyer2.id));
  });
});

describe('moving a visit', () => {
  it('confirms one of the times; then, and only then, each side sees the other’s phone, never an e-mail', async () => {
    const p = await flat();
    const v = ok(await ask(p.id, [slot(2), slot(3, '17:30')]), 201);
    const pending = (await get('/api/visits/owner', owner)).json().find((x: VisitView) => x.id === v.id);
    expect([pending.buyer.phone, pending.owner.phone]).toEqual([null, null]);
    refused(await post(`/api/visits/${v.id}/confirm`, owner, { slot: 2 }), 400, VISIT_MSG.slotIndex);
    const confirmed = ok(await post(`/api/visits/${v.id}/confirm`, owner, { slot: 1 }));
    expect(confirmed).toMatchObject({ status: 'confirmed', scheduled: slot(3, '17:30'), proposed: null });
    const seen = await get('/api/visits/mine?status=confirmed', buyer);
    const mine = seen.json().find((x: VisitView) => x.id === v.id);
    expect(mine.owner.phone).toBe('9415123087');
    expect(mine.buyer.phone).toBe('9839055120');
    expect(seen.body).not.toContain('@');
    expect((await inbox('user', buyer.id)).join()).toContain(`confirmed your visit to “${p.title}”`);
    refused(await post(`/api/visits/${v.id}/confirm`, owner, { slot: 0 }), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.confirmed));
  });

  it('the owner proposes another time in the window; the buyer accepts it and the visit is confirmed for it', async () => {
    const { visit } = await confirmedVisit();
    refused(await post(`/api/visits/${visit.id}/propose`, owner, slot(31)), 400, VISIT_MSG.slotWindow(today));
    const proposed = ok(await post(`/api/visits/${visit.id}/propose`, owner, { ...slot(4, '18:00'), note: 'Evenings suit me' }));
    // The earlier agreed time no longer holds: both sides see the proposal, and no phones while it waits.
    expect(proposed).toMatchObject({
      status: 'rescheduled',
      proposed: slot(4, '18:00'),
      scheduled: slot(4, '18:00'),
      owner_note: 'Evenings suit me',
      buyer: { phone: null },
    });
    expect((await inbox('user', buyer.id)).join()).toContain('“Evenings suit me”');
    refused(await post(`/api/visits/${visit.id}/confirm`, owner, { slot: 0 }), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.rescheduled));
    const agreed = ok(await post(`/api/visits/${visit.id}/accept-time`, buyer));
    expect(agreed).toMatchObject({ status: 'confirmed', scheduled: slot(4, '18:00'), proposed: null });
    expect((await inbox('owner', owner.id)).join()).toContain('accepted');
    refused(await post(`/api/visits/${visit.id}/accept-time`, buyer), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.confirmed));
  });

  it('answers 404 for someone else’s visit or none, and 403 for the wrong role', async () => {
    const p = await flat();
    const v = ok(await ask(p.id), 201);
    refused(await post(`/api/visits/${v.id}/confirm`, owner2, { slot: 0 }), 404, VISIT_MSG.notFound);
    refused(await post(`/api/visits/${v.id}/decline`, owner2), 404, VISIT_MSG.notFound);
    refused(await post(`/api/visits/${v.id}/cancel`, buyer2), 404, VISIT_MSG.notFound);
    refused(await post('/api/visits/999999/propose', owner, slot(3)), 404, VISIT_MSG.notFound);
    expect((await post(`/api/visits/${v.id}/confirm`, buyer, { slot: 0 })).statusCode).toBe(403);
    expect((await post(`/api/visits/${v.id}/cancel`, owner)).statusCode).toBe(403);
    expect((await get('/api/visits/owner', owner2)).json().map((x: VisitView) => x.id)).not.toContain(v.id);
    expect((await get('/api/visits/mine', buyer2)).json().map((x: VisitView) => x.id)).not.toContain(v.id);
  });

  it('declined and cancelled visits move no further', async () => {
    const p = await flat();
    const v = ok(await ask(p.id), 201);
    refused(await post(`/api/visits/${v.id}/accept-time`, buyer), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.requested));
    expect(ok(await post(`/api/visits/${v.id}/decline`, owner, { note: 'Already let' }))).toMatchObject({
      status: 'declined',
      owner_note: 'Already let',
    });
    expect((await inbox('user', buyer.id)).join()).toContain('declined your visit');
    refused(await post(`/api/visits/${v.id}/cancel`, buyer), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.declined));
    const w = ok(await ask(p.id, [slot(3)]), 201);
    ok(await post(`/api/visits/${w.id}/cancel`, buyer, { note: 'Found a place' }));
    expect((await inbox('owner', owner.id)).join()).toContain('“Found a place”');
    refused(await post(`/api/visits/${w.id}/decline`, owner), 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS.cancelled));
  });
});

describe.runIf(testDbKind === 'postgres')('moves at once (PostgreSQL)', () => {
  it('a confirm and a decline at the same moment: one wins and the other is told the visit changed, or, if they did not overlap, the decline follows the confirm', async () => {
    // Two requests sent together need not overlap in the database: when the confirm commits before the decline's
    // transaction begins, the decline sees a confirmed visit, which it may decline (VISIT_ACTIONS). What must never
    // happen is a 5xx, or a row that disagrees with what the last 200 told its caller.
    for (let round = 0; round < 5; round++) {
      const v = ok(await ask((await flat()).id), 201);
      const [confirm, decline] = await Promise.all([
        post(`/api/visits/${v.id}/confirm`, owner, { slot: 0 }),
        post(`/api/visits/${v.id}/decline`, owner),
      ]);
      const [row] = await t.db.select().from(visits).where(eq(visits.id, v.id));
      const codes = [confirm.statusCode, decline.statusCode];
      if (codes.includes(409)) {
        expect(codes.sort()).toEqual([200, 409]);
        const [winner, loser] = confirm.statusCode === 200 ? [confirm, decline] : [decline, confirm];
        expect(row?.status).toBe(winner.json().status);
        refused(loser, 409, VISIT_MSG.cannotMove(VISIT_STATUS_LABELS[winner.json().status as VisitStatus]));
      } else {
        expect(codes).toEqual([200, 200]);
        expect([confirm.json().status, decline.json().status]).toEqual(['confirmed', 'declined']);
        expect(row?.status).toBe('declined');
      }
    }
  });

  it('a decline and a cancel at the same moment: exactly one wins, whatever the timing, since neither may follow the other', async () => {
    for (let round = 0; round < 5; round++) {
      const v = ok(await ask((await flat()).id), 201);
      const results = await Promise.all([post(`/api/visits/${v.id}/decline`, owner), post(`/api/visits/${v.id}/cancel`, buyer)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(visits).where(eq(visits.id, v.id));
      expect(row?.status).toBe(results.find((r) => r.statusCode === 200)?.json().status);
    }
  });
});

describe('rental offers', () => {
  it('needs a confirmed visit of the owner’s and a move-in day from today to 90 days ahead', async () => {
    const p = await flat();
    const v = ok(await ask(p.id), 201);
    refused(await offer(v.id), 409, VISIT_MSG.offerNeedsConfirmed);
    ok(await post(`/api/visits/${v.id}/confirm`, owner, { slot: 0 }));
    refused(await offer(v.id, { move_in: addDays(today, -1) }), 400, VISIT_MSG.moveIn(today));
    refused(await offer(v.id, { move_in: addDays(today, 91) }), 400, VISIT_MSG.moveIn(today));
    refused(await post(`/api/visits/${v.id}/offers`, owner2, offerBody()), 404, VISIT_MSG.notFound);
    const sent = ok(await offer(v.id), 201);
    expect(sent).toMatchObject({
      visit_id: v.id,
      monthly_rent: 17000,
      deposit: 34000,
      move_in: addDays(today, 10),
      months: 11,
      end_date: addMonths(addDays(today, 10), 11),
      total_rent: 187000,
      due_now: 51000,
      status: 'sent',
      order_id: null,
    });
    expect((await inbox('user', buyer.id)).join()).toContain('₹17,000/month');
  });

  it('a new offer withdraws the one waiting; withdraw and decline act only on a waiting offer of one’s own', async () => {
    const { visit } = await confirmedVisit();
    const a = ok<{ id: number }>(await offer(visit.id), 201);
    const b = ok<{ id: number }>(await offer(visit.id, { monthly_rent: 16500 }), 201);
    const listed = (await get('/api/visits/mine', buyer)).json().find((x: VisitView) => x.id === visit.id);
    expect(listed.offers.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [b.id, 'sent'],
      [a.id, 'withdrawn'],
    ]);
    refused(await post(`/api/rental-offers/${b.id}/withdraw`, owner2), 404, VISIT_MSG.offerNotFound);
    refused(await post(`/api/rental-offers/${b.id}/decline`, buyer2), 404, VISIT_MSG.offerNotFound);
    expect(ok(await post(`/api/rental-offers/${b.id}/withdraw`, owner)).status).toBe('withdrawn');
    refused(await post(`/api/rental-offers/${b.id}/withdraw`, owner), 409, VISIT_MSG.offerNotOpen);
    refused(await accept(b.id), 409, VISIT_MSG.offerNotOpen);
    const c = ok<{ id: number }>(await offer(visit.id), 201);
    expect(ok(await post(`/api/rental-offers/${c.id}/decline`, buyer)).status).toBe('declined');
    expect((await inbox('owner', owner.id)).join()).toContain('declined your rental offer');
  });

  it('declining or cancelling the visit withdraws the offer waiting on it', async () => {
    for (const [url, who] of [
      ['cancel', buyer],
      ['decline', owner],
    ] as const) {
      const { visit } = await confirmedVisit();
      const o = ok<{ id: number }>(await offer(visit.id), 201);
      ok(await post(`/api/visits/${visit.id}/${url}`, who));
      const [row] = await t.db.select().from(rentalOffers).where(eq(rentalOffers.id, o.id));
      expect(row?.status).toBe('withdrawn');
    }
  });

  it('accepting places an accepted rent line at the offer’s terms, pays the first month and deposit, and credits the owner nothing before the handover', async () => {
    const { product, visit } = await confirmedVisit(buyer2);
    const o = ok<{ id: number }>(await offer(visit.id), 201);
    refused(await accept(o.id, buyer), 404, VISIT_MSG.offerNotFound);
    expect((await accept(o.id, buyer2, { ...details, zip: '110001' })).statusCode).toBe(400);
    const { order, offer: taken } = ok<AcceptOfferResponse>(await accept(o.id, buyer2), 201);
    const moveIn = addDays(today, 10);
    expect(order).toMatchObject({ status: 'approved', total: 187000 + 34000, due_now: 51000, deposit: 34000, payment_status: 'success' });
    expect(order.cart_items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        type: 'rent',
        quantity: 1,
        months: 11,
        price: 17000,
        list_monthly: 18000,
        discount_percent: 0,
        deposit: 34000,
        total: 187000,
        start_date: moveIn,
        end_date: addMonths(moveIn, 11),
        delivery_slot: null,
        status: 'accepted',
      }),
    ]);
    expect(taken).toMatchObject({ id: o.id, status: 'accepted', order_id: order.order_id });
    const [pay] = await t.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(pay?.amountPaise).toBe(5_100_000);
    const itemId = order.cart_items[0]?.item_id as number;
    const credits = await t.db.select().from(walletTransactions).where(eq(walletTransactions.orderItemId, itemId));
    // The rent is credited month by month from the handover (docs/renting.md "The money").
    expect(credits).toEqual([]);
    // The buyer's first phone is saved, as at checkout; the owner sees the order accepted with its delivery details.
    const [acct] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, buyer2.id));
    expect(acct?.phone).toBe('9839055120');
    const row = (await get(`/api/orders/owner/${owner.id}`, owner)).json().find((r: { item_id: number }) => r.item_id === itemId);
    expect(row).toMatchObject({ status: 'accepted', delivery: { phone: '9839055120' } });
    expect((await inbox('user', buyer2.id)).join()).toContain(`Order #${order.order_id} placed`);
    expect((await inbox('owner', owner.id)).join()).toContain(`accepted your offer for “${product.title}”`);
    refused(await accept(o.id, buyer2), 409, VISIT_MSG.offerNotOpen);
    // An accepted offer keeps the phones shown, even once the visit is over.
    const over = ok(await post(`/api/visits/${visit.id}/cancel`, buyer2));
    expect(over).toMatchObject({ status: 'cancelled', owner: { phone: '9415123087' }, buyer: { phone: '9839055120' } });
    expect(over.offers[0]).toMatchObject({ status: 'accepted', order_id: order.order_id });
  });

  it('refuses an offer for dates the flat is already rented for, and writes nothing', async () => {
    const { visit } = await confirmedVisit();
    const p = visit.product.id as number;
    const other = ok(await ask(p, [slot(2)], buyer2), 201);
    ok(await post(`/api/visits/${other.id}/confirm`, owner, { slot: 0 }));
    const first = ok<{ id: number }>(await offer(other.id, { move_in: addDays(today, 20), months: 6 }), 201);
    const second = ok<{ id: number }>(await offer(visit.id, { move_in: addDays(today, 5), months: 1 }), 201);
    ok(await accept(first.id, buyer2), 201);
    const before = await Promise.all([countOf(orders), countOf(payments), countOf(walletTransactions)]);
    const res = await accept(second.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(RENT_MSG.notAvailable(visit.product.title));
    expect(await Promise.all([countOf(orders), countOf(payments), countOf(walletTransactions)])).toEqual(before);
    const [row] = await t.db.select().from(rentalOffers).where(eq(rentalOffers.id, second.id));
    expect(row?.status).toBe('sent');
  });

  it('refuses an offer whose move-in day has passed', async () => {
    const { visit } = await confirmedVisit();
    const o = ok<{ id: number }>(await offer(visit.id), 201);
    await t.db
      .update(rentalOffers)
      .set({ moveIn: addDays(today, -1) })
      .where(eq(rentalOffers.id, o.id));
    refused(await accept(o.id), 409, VISIT_MSG.offerExpired);
  });

  it('two accepts of one offer at once make one order', async () => {
    for (let round = 0; round < 3; round++) {
      const { product, visit } = await confirmedVisit();
      const o = ok<{ id: number }>(await offer(visit.id), 201);
      const results = await Promise.all([accept(o.id), accept(o.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
      expect(lines).toHaveLength(1);
    }
  });
});
