import type { BuyerRefundKind } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { buyerRefunds } from '../../db/schema/index.js';

/**
 * The buyer's refunds ledger (docs/renting.md "The money"): every paisa that goes back to a buyer, one row per kind
 * and line, written in the transaction of the move that gives it back.
 */

/** Writes a refund to the buyer's ledger (one of each kind per line). */
export async function recordRefund(
  tx: Executor,
  refund: { userId: number | null; lineId: number; kind: BuyerRefundKind; amountPaise: number; description: string },
): Promise<void> {
  if (refund.amountPaise <= 0) return;
  await tx
    .insert(buyerRefunds)
    .values({
      userId: refund.userId,
      orderItemId: refund.lineId,
      kind: refund.kind,
      amountPaise: refund.amountPaise,
      description: refund.description,
    })
    .onConflictDoNothing();
}
