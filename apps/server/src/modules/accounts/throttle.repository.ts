import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

/** How one kind of key slows down: free failures, then a delay that doubles per further failure, up to a cap. */
export interface ThrottleRule {
  /** The failure that starts the delays (the first `threshold - 1` are free). */
  threshold: number;
  /** Delay after the threshold-th failure; each further failure doubles it. */
  baseMs: number;
  capMs: number;
  /** A key that has been quiet this long (no failure, and any block over for this long) starts again from zero. */
  quietMs: number;
}

/** The latest block among `keys`, if any still runs at `now`. */
export async function latestBlock(db: Executor, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ blockedUntil: sql<string>`max(${authThrottle.blockedUntil})` })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), sql`${authThrottle.blockedUntil} > ${now.toISOString()}::timestamptz`));
  const latest = rows[0]?.blockedUntil;
  return latest ? new Date(latest) : null;
}

/**
 * Counts one failure atomically (one upsert, so concurrent processes never lose a count) and sets the key's
 * block from the new count; returns the count and the block.
 */
export async function recordFailure(db: Executor, key: string, rule: ThrottleRule, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const quiet = sql`coalesce(${authThrottle.blockedUntil}, ${authThrottle.updatedAt}) < ${new Date(now.getTime() - rule.quietMs).toISOString()}::timestamptz`;
  const failures = sql`(case when ${quiet} then 1 else ${authThrottle.failures} + 1 end)`;
  const blockFor = (n: SQL) =>
    sql`case when ${n} >= ${rule.threshold} then ${at} + least(${rule.baseMs}::float8 * power(2, least(${n} - ${rule.threshold}, 40)), ${rule.capMs}::float8) * interval '1 millisecond' end`;
  const [row] = await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: rule.threshold <= 1 ? new Date(now.getTime() + rule.baseMs) : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${quiet} then ${at} else ${authThrottle.windowStartedAt} end`,
        blockedUntil: blockFor(failures),
        updatedAt: now,
      },
    })
    .returning({ failures: authThrottle.failures, blockedUntil: authThrottle.blockedUntil });
  return row as { failures: number; blockedUntil: Date | null };
}

export async function forget(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [key]));
}

/** Deletes rows quiet for longer than `olderThanMs` (they would start from zero anyway). */
export async function prune(db: Executor, now: Date, olderThanMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const rows = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.updatedAt, cutoff),
        sql`coalesce(${authThrottle.blockedUntil}, ${authThrottle.updatedAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ key: authThrottle.key });
  return rows.length;
}
