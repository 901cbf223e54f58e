import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { createAccount, type TestAccount } from './accounts.js';
import { applicationName, startTestCluster, type TestCluster } from './cluster.js';
import { testDbKind } from './harness.js';
import { acceptedRental } from './orders.js';
import { openSse } from './sse.js';

// Three real server processes behind nginx on one fresh PostgreSQL database (issue 14; the harness is in cluster.ts).
// One cluster for the whole file: each test makes its own accounts and rows.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

describe.runIf(testDbKind === 'postgres')('three processes behind nginx on one PostgreSQL', () => {
  let c: TestCluster;
  beforeAll(async () => {
    c = await startTestCluster({ processes: 3 });
  }, 120_000);
  afterAll(() => c?.stop(), 60_000);

  it('started together on an empty database, they migrated it once', async () => {
    const { readFileSync } = await import('node:fs');
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
    const applied = await c.sql<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id');
    expect(applied.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
    for (const p of c.processes) {
      expect(p.starts, p.name).toBe(1);
      expect((await fetch(`${p.url}/api/health`)).status, p.name).toBe(200);
    }
  });

  it('spreads requests through the front over all three, and passes a request id', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${c.url}/api/health`);
      expect(res.status).toBe(200);
      served.add(c.servedBy(res) ?? 'none');
    }
    expect([...served].sort()).toEqual(['p1', 'p2', 'p3']);
    const direct = await fetch(`${c.process(1).url}/api/health`);
    expect(c.servedBy(direct)).toBe('p2');

    const traced = await fetch(`${c.url}/api/health`, { headers: { 'x-request-id': 'trace-from-the-client-42' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-from-the-client-42');
    const fresh = await fetch(`${c.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16,}$/);
  });

  it('opens live streams through the front and on each process, and keeps them open', async () => {
    const buyer = await createAccount(c.t, 'user', 'Stream Buyer');
    for (const url of [c.url, ...c.processes.map((p) => p.url)]) {
      const stream = await openSse(`${url}/api/user/messages/${buyer.id}/stream`, buyer.headers);
      try {
        expect(stream.status, url).toBe(200);
        // Still open a moment later: neither nginx nor the process closed it.
        await expect(stream.ended(300)).rejects.toThrow();
      } finally {
        stream.close();
      }
    }
  });

  it('throttles ten wrong passwords spread over the three processes exactly as ten on one', async () => {
    const register = async (email: string) => {
      const res = await fetch(`${c.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Throttle Test', email, password: 'the-right-password' }),
      });
      expect(res.status, await res.text()).toBe(201);
    };
    // The processes trust the loopback front (TRUST_PROXY=loopback), so X-Forwarded-For is the client's address.
    const attempt = (base: string, email: string, password: string, from: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      });
    const tenWrong = async (email: string, from: string, base: (i: number) => string) => {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await attempt(base(i), email, `wrong-${i}`, from);
        await res.arrayBuffer();
        codes.push(res.status);
      }
      // Then the right password, from the same address, on the process that saw the fewest of them.
      const right = await attempt(base(10), email, 'the-right-password', from);
      await right.arrayBuffer();
      return { codes, right: right.status };
    };
    await register('spread@example.in');
    await register('single@example.in');
    await register('front@example.in');
    const spread = await tenWrong('spread@example.in', '203.0.113.10', (i) => c.process(i % 3).url);
    const single = await tenWrong('single@example.in', '203.0.113.11', () => c.process(0).url);
    const front = await tenWrong('front@example.in', '203.0.113.12', () => c.url);
    const expected = { codes: [401, 401, 401, 401, 401, 429, 429, 429, 429, 429], right: 429 };
    expect(single).toEqual(expected);
    expect(spread).toEqual(expected);
    expect(front).toEqual(expected);
  });

  describe('scheduled jobs', () => {
    let buyer: TestAccount, owner: TestAccount;
    beforeAll(async () => {
      buyer = await createAccount(c.t, 'user', 'Jobs Buyer');
      owner = await createAccount(c.t, 'owner', 'Jobs Owner');
    });

    /** A running rental (delivered, confirmed) with its two end-of-rental reminders scheduled; returns its line. */
    async function activeRental(who: TestAccount): Promise<number> {
      const itemId = await acceptedRental(c.t, who, owner, { title: 'Cooler', monthly: 500 });
      for (const [by, payload] of [
        [owner, { event: 'deliver', report: { condition: 'good' } }],
        [who, { event: 'confirm_delivery' }],
      ] as const) {
        const res = await fetch(`${c.url}/api/orders/items/${itemId}/lifecycle`, {
          method: 'POST',
          headers: { ...by.headers, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        expect(res.status, await res.text()).toBe(200);
      }
      return itemId;
    }

    /**
     * Moves the line's end date three days ahead and makes its first end-of-rental reminder due now (the processes poll
     * every 100 ms); returns the job's id.
     */
    async function makeReminderDue(itemId: number): Promise<number> {
      await c.sql(`UPDATE order_items SET end_date = (now() AT TIME ZONE 'Asia/Kolkata')::date + 3 WHERE id = $1`, [itemId]);
      const [job] = await c.sql<{ id: number }>(
        `UPDATE scheduled_jobs SET run_at = now() WHERE id = (
           SELECT id FROM scheduled_jobs WHERE kind = 'line_ends_soon' AND ref_id = $1 ORDER BY run_at LIMIT 1)
         RETURNING id`,
        [itemId],
      );
      if (!job) throw new Error(`line ${itemId} has no reminder job`);
      return job.id;
    }

    const job = async (id: number) =>
      (
        await c.sql<{ done_at: Date | null; attempts: number; last_error: string | null }>(
          'SELECT done_at, attempts, last_error FROM scheduled_jobs WHERE id = $1',
          [id],
        )
      )[0];
    // A reminder is a notification each time its job runs: a job run twice would show as two.
    const reminders = async (buyerId: number) =>
      Number(
        (
          await c.sql<{ n: string }>(`SELECT count(*) AS n FROM notifications WHERE code = 'LINE_ENDS_SOON' AND recipient_id = $1`, [
            buyerId,
          ])
        )[0]?.n,
      );

    it('runs each due job exactly once while three processes poll together', async () => {
      const buyers = await Promise.all([1, 2, 3, 4].map((n) => createAccount(c.t, 'user', `Jobs Buyer ${n}`)));
      const lines = await Promise.all(buyers.map((b) => activeRental(b)));
      for (const b of buyers) expect(await reminders(b.id)).toBe(0);
      const jobs = await Promise.all(lines.map(makeReminderDue));
      await eventually(async () => ((await Promise.all(jobs.map(job))).every((j) => j?.done_at) ? true : undefined), 10_000, 'the jobs');
      // Several more polls of every process: nothing runs again.
      await sleep(500);
      for (const [i, b] of buyers.entries()) expect(await reminders(b.id), `buyer ${i + 1}`).toBe(1);
      for (const id of jobs) expect(await job(id)).toMatchObject({ attempts: 0, last_error: null });
    });

    it('runs a job once when the process that claimed it is killed mid-job', async () => {
      const itemId = await activeRental(buyer);
      // Holding the notifications table makes the claimed job's work wait inside its transaction.
      const holder = await c.connect();
      let released = false;
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE notifications IN EXCLUSIVE MODE');
        const jobId = await makeReminderDue(itemId);
        const waiting = await eventually(
          async () =>
            (
              await c.sql<{ application_name: string }>(
                `SELECT application_name FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name LIKE 'kiraya-cluster-p%'`,
              )
            )[0]?.application_name,
          10_000,
          'a process to claim the job and wait on the lock',
        );
        const victim = c.processes.findIndex((_, i) => applicationName(i) === waiting);
        expect(victim).toBeGreaterThanOrEqual(0);
        await c.kill(victim, 'SIGKILL');
        await holder.query('ROLLBACK');
        released = true;
        // The killed process's transaction rolls back with its connection; another process claims the job and runs it.
        const done = await eventually(
          async () => ((await job(jobId))?.done_at ? await job(jobId) : undefined),
          15_000,
          'the job to be run',
        );
        expect(done).toMatchObject({ attempts: 0, last_error: null });
        await sleep(500);
        expect(await reminders(buyer.id)).toBe(1);
        // The survivors ran it: the killed process is down until restarted.
        expect(c.process(victim).child).toBeNull();
      } finally {
        if (!released) await holder.query('ROLLBACK').catch(() => {});
        holder.release();
      }
      const victim = c.processes.findIndex((p) => p.child === null);
      await c.restart(victim);
      const res = await fetch(`${c.process(victim).url}/api/health`);
      expect(res.status).toBe(200);
      expect(c.servedBy(res)).toBe(c.process(victim).name);
    }, 60_000);
  });
});
