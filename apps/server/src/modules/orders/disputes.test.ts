import { DISPUTE_AD_OWNER, type DisputeRow, LINE_MSG, type LineLifecycle, TOTAL_COUNT_HEADER } from '@kiraya/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, walletTransactions } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { acceptedRental, acceptLine, lidCrackedReturn, placedLine } from '../../test/orders.js';

// The admin's dispute desk (docs/renting.md "Disputes"): the queue of disputed lines, oldest first, and the decision
// that closes one: a note always, a deduction only on a disputed return and never above the deposit, the deposit
// settled with it, both sides told, and of two admins deciding at once only one.

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount, admin2: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner, admin, admin2 } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    owner: ['owner', 'Neha Awasthi'],
    admin: ['admin', 'Admin'],
    admin2: ['admin', 'Second Admin'],
  }));
});
afterAll(() => t.close());

const report = { condition: 'good', note: 'Drum clean' };
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const queue = (who: TestAccount | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/disputes${query}`, headers: who?.headers ?? {} });

/** A rental (deposit ₹1,500) whose buyer disputed the handover report. */
async function disputedHandover(title = 'Fridge'): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title, depositPaise: 150_000 });
  expect((await move(itemId, owner, { event: 'deliver', report })).statusCode).toBe(200);
  const res = await move(itemId, buyer, { event: 'dispute_delivery', reason: 'The door seal is torn, not as written' });
  expect(res.statusCode, res.body).toBe(200);
  return itemId;
}

/** A rental (deposit ₹1,500) returned with ₹600 kept, whose buyer disputed the deduction. */
async function disputedReturn(title = 'Washing machine'): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title, depositPaise: 150_000 });
  await move(itemId, owner, { event: 'deliver', report });
  await move(itemId, buyer, { event: 'confirm_delivery' });
  const returned = await move(itemId, owner, lidCrackedReturn(600));
  expect(returned.statusCode, returned.body).toBe(200);
  const res = await move(itemId, buyer, { event: 'dispute_return', reason: 'The lid was cracked at the handover already' });
  expect(res.statusCode, res.body).toBe(200);
  return itemId;
}

describe('the dispute queue', () => {
  it('lists disputed lines oldest first, with the parties, the deposit and the reason; pages with a total', async () => {
    const first = await disputedHandover('Fridge');
    const second = await disputedReturn('Washing machine');
    // Not disputed: not in the queue.
    await acceptedRental(t, buyer, owner, { title: 'Cooler', depositPaise: 50_000 });

    const res = await queue(admin, '?page=1&limit=10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const rows = res.json() as DisputeRow[];
    expect(rows.map((r) => r.item_id)).toEqual([first, second]);
    expect(rows[0]).toMatchObject({
      item_id: first,
      kind: 'rent',
      source: 'products',
      stage: 'delivery_disputed',
      buyer_name: 'Aarav Mishra',
      owner_name: 'Neha Awasthi',
      deposit_held: 1500,
      proposed_deduction: null,
      reason: 'The door seal is torn, not as written',
    });
    expect(rows[0]?.title).toMatch(/^Fridge /);
    expect(rows[0]?.order_id).toBeTypeOf('number');
    expect(rows[1]).toMatchObject({
      stage: 'return_disputed',
      deposit_held: 1500,
      proposed_deduction: 600,
      reason: 'The lid was cracked at the handover already',
    });
    expect(Date.parse(rows[0]?.stage_at ?? '')).toBeLessThanOrEqual(Date.parse(rows[1]?.stage_at ?? ''));

    const page2 = await queue(admin, '?page=2&limit=1');
    expect(page2.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect((page2.json() as DisputeRow[]).map((r) => r.item_id)).toEqual([second]);
    expect((await queue(admin, '?page=0')).statusCode).toBe(400);

    // Decided lines leave the queue.
    expect((await move(first, admin, { event: 'decide_dispute', note: 'The seal is a wear part, the rental runs' })).statusCode).toBe(200);
    expect((await move(second, admin, { event: 'decide_dispute', note: 'The photos show the crack, ₹600 stands' })).statusCode).toBe(200);
    const after = await queue(admin);
    expect(after.headers[TOTAL_COUNT_HEADER]).toBe('0');
    expect(after.json()).toEqual([]);
  });

  it('is for admins only: 401 without a token, 403 for a buyer or an owner', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(buyer)).statusCode).toBe(403);
    expect((await queue(owner)).statusCode).toBe(403);
  });

  it('names Kiraya as the owner of an ad line', async () => {
    const ad = await createListing(t.db);
    const itemId = await placedLine(t, buyer, [{ source: 'listings', product_id: ad.id, months: 2 }]);
    expect((await acceptLine(t, admin, itemId)).statusCode).toBe(200);
    expect((await move(itemId, admin, { event: 'deliver', report })).statusCode).toBe(200);
    expect((await move(itemId, buyer, { event: 'dispute_delivery', reason: 'Nobody came to hand it over at all' })).statusCode).toBe(200);
    const rows = (await queue(admin)).json() as DisputeRow[];
    expect(rows.find((r) => r.item_id === itemId)).toMatchObject({ source: 'listings', owner_name: DISPUTE_AD_OWNER });
    await move(itemId, admin, { event: 'decide_dispute', note: 'Handover confirmed by phone with both' });
  });
});

describe('the decision', () => {
  it('needs a note of 10 characters or more', async () => {
    const itemId = await disputedReturn();
    for (const payload of [{ event: 'decide_dispute' }, { event: 'decide_dispute', note: 'ok fine' }]) {
      const res = await move(itemId, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(LINE_MSG.decisionNoteRequired);
    }
    expect(
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: admin.headers })
        ).json() as LineLifecycle
      ).stage,
    ).toBe('return_disputed');
  });

  it('keeps a deduction for a disputed return, never above the deposit; a disputed handover takes a note only', async () => {
    const handover = await disputedHandover();
    for (const deduction of [0, 200]) {
      const res = await move(handover, admin, { event: 'decide_dispute', deduction, note: 'Keep something for the seal' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(LINE_MSG.deductionOnlyOnReturn);
    }
    const ran = await move(handover, admin, { event: 'decide_dispute', note: 'The seal is a wear part, the rental runs' });
    expect(ran.json()).toMatchObject({ stage: 'active', deposit: { status: 'held', held: 1500 } });

    const ret = await disputedReturn();
    const tooMuch = await move(ret, admin, { event: 'decide_dispute', deduction: 1500.01, note: 'Everything is to be kept' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain(LINE_MSG.deductionTooLarge);
  });

  it("without a deduction the owner's proposal stands: the deposit is settled, the owner credited, both sides told with the note", async () => {
    const itemId = await disputedReturn('Geyser');
    const decided = await move(itemId, admin, { event: 'decide_dispute', note: 'The photos show the crack, ₹600 stands' });
    expect(decided.statusCode, decided.body).toBe(200);
    const life = decided.json() as LineLifecycle;
    expect(life).toMatchObject({ stage: 'closed', deposit: { status: 'settled', held: 1500, refunded: 900, deducted: 600 } });
    expect(life.history.at(-1)).toMatchObject({
      event: 'decide_dispute',
      actor: 'admin',
      from_stage: 'return_disputed',
      to_stage: 'closed',
      details: { note: 'The photos show the crack, ₹600 stands', deduction: null },
    });
    const credits = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.ownerId, owner.id), like(walletTransactions.description, 'Deposit deduction%Geyser%')));
    expect(credits.map((c) => c.amountPaise)).toEqual([60_000]);
    const told = await t.db.select().from(notifications).where(eq(notifications.code, 'LINE_DISPUTE_DECIDED'));
    const about = told.filter((n) => (n.params as { title?: string }).title?.startsWith('Geyser'));
    expect(about.map((n) => `${n.recipientRole}:${n.recipientId}`).sort()).toEqual([`owner:${owner.id}`, `user:${buyer.id}`]);
    expect(about[0]?.params).toMatchObject({ note: ': “The photos show the crack, ₹600 stands”' });
  });
});

describe.runIf(testDbKind === 'postgres')('two admins deciding at once (PostgreSQL)', () => {
  it('one wins, the other gets 409; the deposit is settled once and the owner credited once', async () => {
    const itemId = await disputedReturn('Inverter');
    const both = await Promise.all([
      move(itemId, admin, { event: 'decide_dispute', deduction: 100, note: 'Only a scratch, keep ₹100' }),
      move(itemId, admin2, { event: 'decide_dispute', deduction: 500, note: 'The lid needs replacing, keep ₹500' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(LINE_MSG.notNow);
    const winner = both.find((r) => r.statusCode === 200)?.json() as LineLifecycle;
    const deducted = winner.deposit?.deducted;
    expect([100, 500]).toContain(deducted);
    expect(winner.deposit).toMatchObject({ status: 'settled', refunded: 1500 - (deducted ?? 0) });
    expect(winner.history.filter((h) => h.event === 'decide_dispute')).toHaveLength(1);
    const credits = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.ownerId, owner.id), like(walletTransactions.description, 'Deposit deduction%Inverter%')));
    expect(credits.map((c) => c.amountPaise)).toEqual([(deducted ?? 0) * 100]);
  });
});
