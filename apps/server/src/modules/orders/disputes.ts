import { DISPUTE_AD_OWNER, DISPUTED_STAGES, type DisputeRow } from '@kiraya/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { depositHolds, orderItemEvents, orderItems, orders, owners, users } from '../../db/schema/index.js';

/**
 * The admin's dispute desk (docs/renting.md "Disputes"): the accepted lines whose buyer disputed a handover or a
 * return report, oldest dispute first, with what the admin needs to pick one up. The decision itself is the line's
 * `decide_dispute` move (lifecycle.service.ts).
 */

const disputed = and(eq(orderItems.status, 'accepted'), inArray(orderItems.stage, [...DISPUTED_STAGES]));

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

export async function listDisputes(db: Executor, page: number, limit: number): Promise<{ items: DisputeRow[]; total: number }> {
  const [totalRow] = await db.select({ n: count() }).from(orderItems).where(disputed);
  const rows = await db
    .select({
      line: orderItems,
      buyerName: users.name,
      orderName: orders.name,
      ownerName: owners.name,
      held: depositHolds.amountPaise,
      proposed: depositHolds.proposedDeductionPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(owners, eq(owners.id, orderItems.ownerId))
    .leftJoin(depositHolds, eq(depositHolds.orderItemId, orderItems.id))
    .where(disputed)
    .orderBy(asc(orderItems.stageAt), asc(orderItems.id))
    .limit(limit)
    .offset((page - 1) * limit);

  // The buyer's reason: the latest dispute in each line's history.
  const ids = rows.map((r) => r.line.id);
  const reasons = new Map<number, string>();
  if (ids.length > 0) {
    const events = await db
      .select({ itemId: orderItemEvents.orderItemId, details: orderItemEvents.details })
      .from(orderItemEvents)
      .where(and(inArray(orderItemEvents.orderItemId, ids), inArray(orderItemEvents.event, ['dispute_delivery', 'dispute_return'])))
      .orderBy(desc(orderItemEvents.id));
    for (const e of events) {
      const reason = (e.details as { reason?: unknown } | null)?.reason;
      if (!reasons.has(e.itemId) && typeof reason === 'string') reasons.set(e.itemId, reason);
    }
  }

  const items = rows.map(
    ({ line, buyerName, orderName, ownerName, held, proposed }): DisputeRow => ({
      order_id: line.orderId,
      item_id: line.id,
      title: line.title,
      kind: line.type === 'rent' ? 'rent' : 'sale',
      source: line.source,
      stage: line.stage as DisputeRow['stage'],
      stage_at: line.stageAt?.toISOString() ?? null,
      buyer_name: buyerName ?? orderName,
      owner_name: line.source === 'listings' ? DISPUTE_AD_OWNER : (ownerName ?? ''),
      deposit_held: rupees(held),
      proposed_deduction: rupees(proposed),
      reason: reasons.get(line.id) ?? null,
    }),
  );
  return { items, total: totalRow?.n ?? 0 };
}
