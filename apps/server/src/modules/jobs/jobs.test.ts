import type { LineLifecycle } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { type TestContext, testDbKind } from '../../test/harness.js';
import { acceptedRental } from '../../test/orders.js';
import { LINE_JOB_KINDS, runDueJobs } from './jobs.runner.js';

// The clock's work (docs/decisions/0007-scheduled-jobs.md): the tests run the jobs with a clock they move, so two
// days of silence and the three months of a rental pass in milliseconds.

let t: TestContext, buyer: TestAccount, owner: TestAccount;
beforeAll(async () => {
  ({ t, buyer, owner } = await openTestApp({ buyer: ['user', 'Aarav Mishra'], owner: ['owner', 'Neha Awasthi'] }));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function deliveredRental(): Promise<number> {
  const itemId = await acceptedRental(t, buyer, owner, { title: 'Cooler', monthly: 500 });
  const delivered = await move(itemId, owner, { event: 'deliver', report: { condition: 'good' } });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return itemId;
}
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const lifecycle = async (itemId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: buyer.headers })).json() as LineLifecycle;
const jobsOf = (itemId: number) => t.db.select().from(scheduledJobs).where(eq(scheduledJobs.refId, itemId));

describe('the clock', () => {
  it('confirms a handover the buyer left unanswered for 48 hours, not before', async () => {
    const itemId = await deliveredRental();
    await runDueJobs(t.db, later(47));
    expect((await lifecycle(itemId)).stage).toBe('delivered');
    await runDueJobs(t.db, later(48.1));
    const after = await lifecycle(itemId);
    expect(after.stage).toBe('active');
    expect(after.history.at(-1)).toMatchObject({ event: 'confirm_delivery', actor: 'clock', from_stage: 'delivered' });
    const [job] = (await jobsOf(itemId)).filter((j) => j.kind === 'line_confirm_delivery');
    expect(job?.doneAt).not.toBeNull();
  });

  it("keeps to one line's jobs when asked (a browser test moves one line's clock on a shared server)", async () => {
    const mine = await deliveredRental();
    const other = await deliveredRental();
    await runDueJobs(t.db, later(48.1), 20, {}, { refId: mine });
    expect((await lifecycle(mine)).stage).toBe('active');
    expect((await lifecycle(other)).stage).toBe('delivered');
    await runDueJobs(t.db, later(48.1));
    expect((await lifecycle(other)).stage).toBe('active');
  });

  it("keeps to the kinds asked for: a mail or a product numbered as the line is not the line's", async () => {
    const mine = await deliveredRental();
    // A product's saved-search matching that happens to carry the line's number, due long before.
    await t.db.insert(scheduledJobs).values({ kind: 'saved_search_product', refId: mine, runAt: later(-1) });
    await runDueJobs(t.db, later(48.1), 20, {}, { refId: mine, kinds: LINE_JOB_KINDS });
    expect((await lifecycle(mine)).stage).toBe('active');
    const kinds = (await jobsOf(mine)).filter((j) => j.doneAt === null).map((j) => j.kind);
    expect(kinds).toContain('saved_search_product');
    expect(kinds).not.toContain('line_confirm_delivery');
  });

  it('does nothing when the buyer answered in time, and runs a job once however often it polls', async () => {
    const itemId = await deliveredRental();
    await move(itemId, buyer, { event: 'dispute_delivery', reason: 'The cooler pump does not work at all' });
    await runDueJobs(t.db, later(49));
    await runDueJobs(t.db, later(50));
    const after = await lifecycle(itemId);
    expect(after.stage).toBe('delivery_disputed');
    expect(after.history.map((h) => h.actor)).toEqual(['owner', 'buyer']);
  });

  it("asks for a rental's return when its end date comes", async () => {
    const itemId = await deliveredRental();
    await move(itemId, buyer, { event: 'confirm_delivery' });
    const { end_date } = await lifecycle(itemId);
    expect(end_date).not.toBeNull();
    const due = (await jobsOf(itemId)).find((j) => j.kind === 'line_return_due');
    if (!due) throw new Error('no return job scheduled');
    expect(due.runAt.toISOString()).toBe(new Date(`${end_date}T00:00:00+05:30`).toISOString());
    await runDueJobs(t.db, new Date(due.runAt.getTime() - 60_000));
    expect((await lifecycle(itemId)).stage).toBe('active');
    await runDueJobs(t.db, new Date(due.runAt.getTime() + 60_000));
    const after = await lifecycle(itemId);
    expect(after.stage).toBe('return_requested');
    expect(after.history.at(-1)).toMatchObject({ event: 'request_return', actor: 'clock' });
  });
});

describe('reminders and notices', () => {
  it('tells the buyer of a handover to answer, and reminds them 7 days and 1 day before the end date', async () => {
    const notices = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: buyer.headers })).json() as {
          code: string;
          message: string;
        }[]
      ).map((n) => n.code);
    const itemId = await deliveredRental();
    expect(await notices()).toContain('LINE_DELIVERED');
    await move(itemId, buyer, { event: 'confirm_delivery' });
    const reminders = (await jobsOf(itemId)).filter((j) => j.kind === 'line_ends_soon').map((j) => j.runAt.getTime());
    const { end_date } = await lifecycle(itemId);
    const end = new Date(`${end_date}T00:00:00+05:30`).getTime();
    expect(reminders.sort()).toEqual([end - 7 * 86_400_000, end - 86_400_000]);
    const before = (await notices()).filter((c) => c === 'LINE_ENDS_SOON').length;
    await runDueJobs(t.db, new Date(end - 7 * 86_400_000 + 60_000));
    expect((await notices()).filter((c) => c === 'LINE_ENDS_SOON').length).toBe(before + 1);
  });
});

describe.runIf(testDbKind === 'postgres')('several processes polling at once (PostgreSQL)', () => {
  it('each due job runs once: the batches skip the jobs another poll holds', async () => {
    const ids = await Promise.all([deliveredRental(), deliveredRental(), deliveredRental()]);
    const at = later(49);
    const runs = await Promise.all([runDueJobs(t.db, at, 2), runDueJobs(t.db, at, 2), runDueJobs(t.db, at, 2)]);
    await runDueJobs(t.db, at);
    for (const id of ids) {
      const history = (await lifecycle(id)).history.filter((h) => h.actor === 'clock');
      expect(history, `line ${id}`).toHaveLength(1);
    }
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
  });
});
