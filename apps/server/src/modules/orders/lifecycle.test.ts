import { LINE_MSG, type LineLifecycle } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { acceptLine, lidCrackedReturn, placedLine } from '../../test/orders.js';

// The life of an accepted line (docs/renting.md "After the handover"): the owner records the handover with a report,
// the buyer confirms or disputes it, the buyer asks to return a rental; who may do what, and of two concurrent moves
// only one.

let t: TestContext, buyer: TestAccount, stranger: TestAccount, owner: TestAccount, otherOwner: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, stranger, owner, otherOwner, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    stranger: ['user', 'Saanvi Tripathi'],
    owner: ['owner', 'Neha Awasthi'],
    otherOwner: ['owner', 'Ravi Verma'],
    admin: ['admin', 'Admin'],
  }));
});
afterAll(() => t.close());

/** An accepted line: a washing machine rented for 3 months, or bought. */
async function acceptedLine(mode: 'rent' | 'buy'): Promise<number> {
  const p = await createProduct(t.db, {
    ownerId: owner.id,
    title: `LG washing machine ${Math.random().toString(36).slice(2, 7)}`,
    type: mode === 'rent' ? 'rent' : 'sale',
    price: mode === 'rent' ? 700 : 9000,
    depositPaise: mode === 'rent' ? 150_000 : 0,
  });
  const line = { source: 'products', product_id: p.id, mode, quantity: 1, ...(mode === 'rent' ? { months: 3 } : {}) };
  const itemId = await placedLine(t, buyer, [line]);
  const accepted = await acceptLine(t, owner, itemId);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return itemId;
}

const report = { condition: 'good', note: 'Drum clean, minor scratch on the lid', accessories: ['inlet pipe', 'outlet pipe'] };
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const view = (itemId: number, who: TestAccount) =>
  t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers });

describe('a rental after acceptance', () => {
  it('waits for its handover; the owner records it, the buyer confirms, the rental runs, the buyer asks to return', async () => {
    const itemId = await acceptedLine('rent');
    const first = (await view(itemId, buyer)).json() as LineLifecycle;
    expect(first).toMatchObject({ kind: 'rent', stage: 'awaiting_delivery', history: [], next: ['cancel'] });
    expect(((await view(itemId, owner)).json() as LineLifecycle).next).toEqual(['deliver', 'cancel']);

    const delivered = await move(itemId, owner, { event: 'deliver', report });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ stage: 'delivered', next: [] });
    const seen = (await view(itemId, buyer)).json() as LineLifecycle;
    expect(seen.next).toEqual(['confirm_delivery', 'dispute_delivery']);
    expect(seen.history).toEqual([
      expect.objectContaining({
        event: 'deliver',
        from_stage: 'awaiting_delivery',
        to_stage: 'delivered',
        actor: 'owner',
        details: { report },
      }),
    ]);

    expect((await move(itemId, buyer, { event: 'confirm_delivery' })).json()).toMatchObject({
      stage: 'active',
      next: ['request_return', 'request_extension'],
    });
    const asked = await move(itemId, buyer, { event: 'request_return' });
    expect(asked.json()).toMatchObject({ stage: 'return_requested' });
    expect((asked.json() as LineLifecycle).history.map((h) => `${h.actor}:${h.event}`)).toEqual([
      'owner:deliver',
      'buyer:confirm_delivery',
      'buyer:request_return',
    ]);
    // The admin sees the same history.
    expect(((await view(itemId, admin)).json() as LineLifecycle).history).toHaveLength(3);
  });

  it('the buyer may dispute the handover report, with a reason', async () => {
    const itemId = await acceptedLine('rent');
    await move(itemId, owner, { event: 'deliver', report });
    const short = await move(itemId, buyer, { event: 'dispute_delivery', reason: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(LINE_MSG.reasonRequired);
    const disputed = await move(itemId, buyer, { event: 'dispute_delivery', reason: 'The drum was rusty, not clean as written' });
    expect(disputed.json()).toMatchObject({ stage: 'delivery_disputed', next: [] });
  });

  it('a sale closes when its handover is confirmed', async () => {
    const itemId = await acceptedLine('buy');
    await move(itemId, owner, { event: 'deliver', report: { condition: 'as_new' } });
    const closed = await move(itemId, buyer, { event: 'confirm_delivery' });
    expect(closed.json()).toMatchObject({ kind: 'sale', stage: 'closed', next: [] });
    // A sale is never returned.
    const asked = await move(itemId, buyer, { event: 'request_return' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(LINE_MSG.notYourMove);
  });
});

describe('who may move a line, and when', () => {
  it('only its owner records the handover; only its buyer confirms; strangers and other owners are refused', async () => {
    const itemId = await acceptedLine('rent');
    for (const who of [buyer, admin]) {
      const res = await move(itemId, who, { event: 'deliver', report });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(LINE_MSG.notYourMove);
    }
    for (const who of [stranger, otherOwner]) {
      expect((await move(itemId, who, { event: 'deliver', report })).json().message).toBe(LINE_MSG.notYourLine);
      expect((await view(itemId, who)).statusCode).toBe(403);
    }
    expect((await move(itemId, owner, { event: 'confirm_delivery' })).statusCode).toBe(403);
    const unauthenticated = await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle` });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('a move from the wrong stage is a 409 that says the line moved on; the stage is unchanged', async () => {
    const itemId = await acceptedLine('rent');
    const early = await move(itemId, buyer, { event: 'confirm_delivery' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(LINE_MSG.notNow);
    await move(itemId, owner, { event: 'deliver', report });
    const twice = await move(itemId, owner, { event: 'deliver', report });
    expect(twice.statusCode).toBe(409);
    expect(((await view(itemId, owner)).json() as LineLifecycle).history).toHaveLength(1);
  });

  it('a pending line has no life yet (409), an unknown line is a 404, and a report needs a condition from the list', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, title: 'Pending cooler', type: 'sale', price: 4000 });
    const pending = await placedLine(t, buyer, [{ source: 'products', product_id: p.id, mode: 'buy', quantity: 1 }]);
    const res = await move(pending, owner, { event: 'deliver', report });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LINE_MSG.notAccepted);
    expect((await view(99_999_999, buyer)).statusCode).toBe(404);
    const itemId = await acceptedLine('rent');
    const bad = await move(itemId, owner, { event: 'deliver', report: { condition: 'broken-ish' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(LINE_MSG.conditionInvalid);
    expect((await move(itemId, owner, { event: 'deliver' })).statusCode).toBe(400);
    expect((await move(itemId, owner, { event: 'teleport' })).statusCode).toBe(400);
  });
});

describe.runIf(testDbKind === 'postgres')('concurrent moves (PostgreSQL)', () => {
  it('of two handovers recorded at once, and of a confirmation racing a dispute, exactly one wins; the other gets 409', async () => {
    const itemId = await acceptedLine('rent');
    const both = await Promise.all([move(itemId, owner, { event: 'deliver', report }), move(itemId, owner, { event: 'deliver', report })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const race = await Promise.all([
      move(itemId, buyer, { event: 'confirm_delivery' }),
      move(itemId, buyer, { event: 'dispute_delivery', reason: 'The lid does not close properly at all' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = (await view(itemId, buyer)).json() as LineLifecycle;
    expect(final.history).toHaveLength(2);
    expect(['active', 'delivery_disputed']).toContain(final.stage);
  });
});

describe('the deposit', () => {
  const wallet = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet?limit=50', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { balance: number; transactions: { amount: number; description: string }[] };
  };
  /** A rental (deposit ₹1,500) handed over, confirmed and asked back. */
  async function returningLine(): Promise<number> {
    const itemId = await acceptedLine('rent');
    await move(itemId, owner, { event: 'deliver', report });
    await move(itemId, buyer, { event: 'confirm_delivery' });
    await move(itemId, buyer, { event: 'request_return' });
    return itemId;
  }

  it('is held from acceptance; the return proposes a deduction; the buyer accepts: refund and deduction add up to it', async () => {
    const itemId = await returningLine();
    expect(((await view(itemId, buyer)).json() as LineLifecycle).deposit).toEqual({
      status: 'held',
      held: 1500,
      proposed_deduction: null,
      deduction_reason: null,
      refunded: null,
      deducted: null,
    });
    const before = (await wallet()).balance;
    const returned = await move(itemId, owner, lidCrackedReturn(400));
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ stage: 'returned', deposit: { status: 'held', proposed_deduction: 400 } });
    const closed = await move(itemId, buyer, { event: 'confirm_return' });
    expect(closed.json()).toMatchObject({ stage: 'closed', deposit: { status: 'settled', held: 1500, refunded: 1100, deducted: 400 } });
    const after = await wallet();
    expect(after.balance).toBe(before + 400);
    expect(after.transactions.some((tx) => tx.amount === 400 && tx.description.startsWith('Deposit deduction'))).toBe(true);
  });

  it('a disputed return is decided by an admin, whose deduction settles it', async () => {
    const itemId = await returningLine();
    await move(itemId, owner, {
      event: 'record_return',
      report: { condition: 'damaged' },
      deduction: 1500,
      deduction_reason: 'Motor burnt out, repair costs more',
    });
    const disputed = await move(itemId, buyer, { event: 'dispute_return', reason: 'It worked when I handed it back, see the video' });
    expect(disputed.json()).toMatchObject({ stage: 'return_disputed' });
    expect((await move(itemId, owner, { event: 'decide_dispute', note: 'I decide for myself here' })).statusCode).toBe(403);
    const decided = await move(itemId, admin, {
      event: 'decide_dispute',
      deduction: 250,
      note: 'Only the cracked lid is shown in the photos',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ stage: 'closed', deposit: { status: 'settled', refunded: 1250, deducted: 250 } });
  });

  it('a deduction is at most the deposit, needs a reason, and a line without a deposit keeps nothing', async () => {
    const itemId = await returningLine();
    const tooMuch = await move(itemId, owner, {
      event: 'record_return',
      report,
      deduction: 1500.5,
      deduction_reason: 'Everything is broken',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain(LINE_MSG.deductionTooLarge);
    const noReason = await move(itemId, owner, { event: 'record_return', report, deduction: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(LINE_MSG.deductionReasonRequired);
    expect(((await view(itemId, owner)).json() as LineLifecycle).stage).toBe('return_requested');
    // Nothing kept: the whole deposit goes back.
    await move(itemId, owner, { event: 'record_return', report });
    expect((await move(itemId, buyer, { event: 'confirm_return' })).json()).toMatchObject({
      deposit: { status: 'settled', refunded: 1500, deducted: 0 },
    });
    const sale = await acceptedLine('buy');
    expect(((await view(sale, buyer)).json() as LineLifecycle).deposit).toBeNull();
  });
});
