import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { testDbKind } from '../../test/harness.js';
import { startCheckout } from './checkout.repository.js';

/**
 * What PostgreSQL does with checkout's prepared statements (bench/README.md "Checkout"). A statement the planner
 * prefers to plan for each call's values (a "custom plan") is planned again on every checkout: the catalogue read
 * took 0.63 ms to plan and 0.13 ms to run at 20k rows. And the claim must find a buyer's key by all four columns of
 * the key's unique index, or its cost grows with every key the window keeps.
 */
describe.runIf(testDbKind === 'postgres')("checkout's statements on PostgreSQL", () => {
  let t: TestContext;
  let buyer: TestAccount;
  beforeAll(async () => {
    ({ t, buyer } = await openTestApp({ buyer: 'user' }));
  });
  afterAll(async () => t.close());

  type Prepared = { name: string; statement: string; generic_plans: number; custom_plans: number; parameter_types: string };
  const ROLLED_BACK = new Error('rolled back');

  /** Runs the opening statement (claim and cart) `times` times on one connection; calls `inspect` on that connection. */
  async function onOneConnection(times: number, inspect: (tx: typeof t.db, prepared: Prepared[]) => Promise<void>) {
    const [p1, p2, l1] = [await createProduct(t.db), await createProduct(t.db), await createListing(t.db)];
    await t.db
      .transaction(async (tx) => {
        for (let i = 0; i < times; i++) {
          const key = { key: `plans-${i}`, requestHash: 'h', windowSeconds: 86_400 };
          const ids = i % 2 === 0 ? [p1.id] : [p1.id, p2.id];
          const start = await startCheckout(tx, buyer.id, key, { productIds: ids, listingIds: [l1.id], today: '2026-11-29' });
          expect(start.account?.status).toBe('active');
          expect(start.catalogue?.products).toHaveLength(ids.length);
        }
        const prepared = rowsOf<Prepared>(
          await tx.execute(sql`
            SELECT name, statement, generic_plans::int, custom_plans::int, parameter_types::text
            FROM pg_prepared_statements WHERE name LIKE 'kiraya_%'`),
        );
        await inspect(tx, prepared);
        throw ROLLED_BACK;
      })
      .catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
  }

  it('the opening statement (claim and cart) is planned once per connection, not on every checkout', async () => {
    await onOneConnection(9, async (_tx, prepared) => {
      const claim = prepared.find((p) => p.statement.includes('INSERT INTO idempotency_keys'));
      expect(claim?.statement).toContain('owners_locked');
      for (const [what, statement] of [['claim and cart', claim]] as const) {
        expect(statement, what).toBeDefined();
        // The pool's connections force generic plans (db/client.ts): one plan, made once, for all nine calls. On
        // PostgreSQL's `auto`, the first five would each be planned for their values.
        expect({ what, custom: statement?.custom_plans, generic: statement?.generic_plans }).toEqual({
          what,
          custom: 0,
          generic: 9,
        });
      }
    });
  });

  it("the claim reads the buyer's key by scope, role, buyer and key, whatever keys other buyers hold", async () => {
    await onOneConnection(6, async (tx, prepared) => {
      const claim = prepared.find((p) => p.statement.includes('INSERT INTO idempotency_keys'));
      // Values by type: the buyer's id, a key, a day, no ids, and the window for its number.
      const byType: Record<string, string> = { integer: String(buyer.id), text: `'plans-x'`, date: `'2026-11-29'`, 'integer[]': `'{}'` };
      const values = (claim?.parameter_types ?? '{}')
        .slice(1, -1)
        .split(',')
        .map((type) => byType[type.replace(/"/g, '')] ?? '86400');
      const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${claim?.name}(${values.join(', ')})`)),
      );
      const keyScans: { cond: string; filter?: string }[] = [];
      const walk = (node: Record<string, unknown>) => {
        if (node['Index Name'] === 'idempotency_keys_uq' && node['Relation Name'] === 'idempotency_keys' && node.Alias === 'k')
          keyScans.push({ cond: String(node['Index Cond']), filter: node['Join Filter'] as string | undefined });
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk(((plan?.['QUERY PLAN'] ?? []) as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
      expect(keyScans).toHaveLength(1);
      expect(keyScans[0]?.cond).toMatch(/principal_id/);
      expect(keyScans[0]?.cond).toMatch(/key/);
    });
  });
});
