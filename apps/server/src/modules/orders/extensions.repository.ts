import type { ExtensionView } from '@kiraya/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lineExtensions } from '../../db/schema/index.js';
import { paiseToRupees } from '../../lib/money.js';

export type ExtensionRow = typeof lineExtensions.$inferSelect;

export const toExtensionView = (e: ExtensionRow): ExtensionView => ({
  id: e.id,
  item_id: e.orderItemId,
  months: e.months,
  monthly_price: paiseToRupees(e.monthlyPricePaise),
  total: paiseToRupees(e.totalPaise),
  status: e.status,
  from_end_date: e.fromEndDate,
  to_end_date: e.toEndDate,
  requested_at: e.requestedAt.toISOString(),
  decided_at: e.decidedAt?.toISOString() ?? null,
});

/** A line's extension requests, newest first. */
export async function extensionsOfLine(db: Executor, itemId: number): Promise<ExtensionRow[]> {
  return db.select().from(lineExtensions).where(eq(lineExtensions.orderItemId, itemId)).orderBy(desc(lineExtensions.id));
}

export async function findExtension(db: Executor, itemId: number, extensionId: number): Promise<ExtensionRow | null> {
  const rows = await db
    .select()
    .from(lineExtensions)
    .where(and(eq(lineExtensions.id, extensionId), eq(lineExtensions.orderItemId, itemId)));
  return rows[0] ?? null;
}

/**
 * Answers a waiting request: one conditional UPDATE from `requested`, so of two answers at once (two accepts, an
 * accept and a withdrawal) exactly one changes the row; the other waits for its lock, re-reads it and matches nothing.
 */
export async function closeExtension(
  tx: Executor,
  itemId: number,
  extensionId: number,
  to: 'accepted' | 'declined' | 'withdrawn',
  by: number,
  now: Date,
): Promise<ExtensionRow | null> {
  const [row] = await tx
    .update(lineExtensions)
    .set({ status: to, decidedAt: now, decidedBy: by })
    .where(and(eq(lineExtensions.id, extensionId), eq(lineExtensions.orderItemId, itemId), eq(lineExtensions.status, 'requested')))
    .returning();
  return row ?? null;
}
