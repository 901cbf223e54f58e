import { LINE_EVENTS, type LineEvent } from '@kiraya/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRefunds, depositHolds, orderItems, walletTransactions } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { acceptedRental } from '../../test/orders.js';
import { runDueJobs } from '../jobs/jobs.runner.js';

// Deposit money is conserved whatever happens to the lines (issue 13): random sequences of moves by random sides,
// with deductions inside and outside the deposit and the clock running, never leave a paisa unaccounted for.

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    owner: ['owner', 'Neha Awasthi'],
    admin: ['admin', 'Admin'],
  }));
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const rental = (depositRupees: number, months = 1) =>
  acceptedRental(t, buyer, owner, { title: 'Inverter', monthly: 800, depositPaise: depositRupees * 100, months });

describe('deposit money is conserved', () => {
  it('over random sequences of moves, deductions and the clock', async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? 20261125);
    const next = random(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
    // Rentals of one to three months, so the clock's months and early returns are walked too.
    const lines = await Promise.all([700, 1500, 2000, 999].map((d, i) => rental(d, [1, 3, 2, 3][i])));
    const sides = [buyer, owner, admin];
    let hour = 0;
    for (let step = 0; step < 120; step++) {
      const itemId = pick(lines);
      const side = pick(sides);
      // Mostly a move this side may make now (so lines get to their end), sometimes any move at all.
      const view = await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: side.headers });
      const allowed = view.statusCode === 200 ? (view.json().next as LineEvent[]) : [];
      const event: LineEvent = allowed.length > 0 && next() < 0.8 ? pick(allowed) : pick(LINE_EVENTS);
      const deduction = next() < 0.5 ? undefined : Math.round(next() * 2500 * 100) / 100;
      const payload: Record<string, unknown> = { event };
      if (event === 'deliver' || event === 'record_return') payload.report = { condition: pick(['as_new', 'good', 'fair', 'damaged']) };
      if (event === 'record_return' && deduction !== undefined)
        Object.assign(payload, { deduction, deduction_reason: 'Random wear found' });
      if (event === 'dispute_delivery' || event === 'dispute_return') payload.reason = 'Random dispute, seen differently';
      if (event === 'decide_dispute') Object.assign(payload, { deduction, note: 'Random decision by the admin' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/items/${itemId}/lifecycle`,
        headers: pick(sides).headers,
        payload,
      });
      expect([200, 400, 403, 409], `${seed}/${step}: ${res.body}`).toContain(res.statusCode);
      if (next() < 0.2) {
        hour += 50;
        await runDueJobs(t.db, new Date(Date.now() + hour * 3_600_000));
      }
    }
    const holds = await t.db.select().from(depositHolds).where(inArray(depositHolds.orderItemId, lines));
    expect(holds).toHaveLength(lines.length);
    let deducted = 0;
    for (const h of holds) {
      if (h.status === 'settled') {
        expect((h.refundedPaise ?? -1) + (h.deductedPaise ?? -1)).toBe(h.amountPaise);
        deducted += h.deductedPaise ?? 0;
      } else {
        expect([h.refundedPaise, h.deductedPaise]).toEqual([null, null]);
      }
    }
    const [credited] = await t.db
      .select({ paise: sql<number>`coalesce(sum(${walletTransactions.amountPaise}), 0)::int` })
      .from(walletTransactions)
      .where(sql`${eq(walletTransactions.ownerId, owner.id)} AND ${like(walletTransactions.description, 'Deposit deduction%')}`);
    expect(credited?.paise).toBe(deducted);
    // Every refund of a deposit is in the buyer's ledger, paisa for paisa.
    const refunds = await t.db.select().from(buyerRefunds).where(inArray(buyerRefunds.orderItemId, lines));
    for (const h of holds) {
      const refunded = refunds
        .filter((r) => r.orderItemId === h.orderItemId && r.kind === 'deposit')
        .reduce((s, r) => s + r.amountPaise, 0);
      expect(refunded, `deposit of line ${h.orderItemId}`).toBe(h.refundedPaise ?? 0);
    }
    // Rent (rent money): the owner's rent credits less what a cancel took back, plus the buyer's rent refunds, never
    // exceed the rent of the line, and equal what the buyer paid once the line is closed or cancelled: the first month
    // at checkout, and each later month as it began (when it was credited).
    const rows = await t.db.select().from(orderItems).where(inArray(orderItems.id, lines));
    const entries = await t.db.select().from(walletTransactions).where(inArray(walletTransactions.orderItemId, lines));
    for (const line of rows) {
      const mine = entries.filter((e) => e.orderItemId === line.id);
      const net = mine.reduce((s, e) => s + (e.type === 'credit' ? e.amountPaise : -e.amountPaise), 0);
      const back = refunds
        .filter((r) => r.orderItemId === line.id && (r.kind === 'unused_months' || r.kind === 'cancellation'))
        .reduce((s, r) => s + r.amountPaise, 0);
      expect(net, `line ${line.id}`).toBeGreaterThanOrEqual(0);
      expect(net + back, `line ${line.id} (${line.stage})`).toBeLessThanOrEqual(line.totalPaise);
      const firstMonth = Math.min(line.totalPaise, line.unitPricePaise * line.quantity);
      if (line.stage === 'closed' || line.stage === 'cancelled')
        expect(net + back, `line ${line.id} (${line.stage})`).toBe(Math.max(firstMonth, net));
    }
    // The walk reached the end for some lines, so settlement itself was exercised.
    expect(holds.filter((h) => h.status === 'settled').length, `seed ${seed}`).toBeGreaterThan(0);
  });
});
