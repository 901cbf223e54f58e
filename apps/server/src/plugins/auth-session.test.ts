import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { rowsOf } from '../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../test/accounts.js';
import { type TestContext, testDbKind } from '../test/harness.js';
import { sessionState } from './auth.js';

/**
 * The session read runs on every authenticated request. As a plain query PostgreSQL planned it again each time (29 µs of
 * planning for 6 µs of execution under the checkout load); as a named statement each connection plans it once.
 */
describe("the session read's statement", () => {
  let t: TestContext;
  let buyer: TestAccount;
  let owner: TestAccount;
  beforeAll(async () => {
    ({ t, buyer, owner } = await openTestApp({ buyer: 'user', owner: 'owner' }));
  });
  afterAll(async () => t.close());

  it('tells a standing session from an ended one, by role', async () => {
    expect(await sessionState(t.db, { role: 'user', id: buyer.id, sv: 0 })).toBe('ok');
    expect(await sessionState(t.db, { role: 'user', id: buyer.id, sv: 1 })).toBe('ended');
    expect(await sessionState(t.db, { role: 'owner', id: owner.id, sv: 0 })).toBe('ok');
    // The buyer's id read as an owner's is another account (or none).
    expect(await sessionState(t.db, { role: 'owner', id: 2_000_000_000, sv: 0 })).toBe('gone');
  });

  it.runIf(testDbKind === 'postgres')('is prepared once per connection and reused, not planned for every request', async () => {
    const ROLLED_BACK = new Error('rolled back');
    await t.db
      .transaction(async (tx) => {
        // This connection's prepared session reads (the pool may have used it for the first test already).
        const plans = async () =>
          rowsOf<{ name: string; plans: number }>(
            await tx.execute(
              sql`SELECT name, (generic_plans + custom_plans)::int AS plans FROM pg_prepared_statements WHERE name = 'session_state_user'`,
            ),
          )[0]?.plans ?? 0;
        const before = await plans();
        for (let i = 0; i < 7; i++) expect(await sessionState(tx as unknown as Db, { role: 'user', id: buyer.id, sv: 0 })).toBe('ok');
        expect(await plans()).toBe(before + 7);
        throw ROLLED_BACK;
      })
      .catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
  });
});
