import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { depositHolds } from '../../db/schema/index.js';
import { insertEntry } from '../wallet/wallet.repository.js';
import type { LineRow } from './orders.repository.js';
import { recordRefund } from './refunds.js';

/**
 * The deposit of a rental line (docs/renting.md "The deposit"): held from acceptance, never in the owner's
 * withdrawable balance; at the end refunded to the buyer but for the deduction, which is credited to the owner's
 * wallet. Every function runs in the caller's transaction, beside the move of the line that calls for it.
 */

export type DepositRow = typeof depositHolds.$inferSelect;

/** Holds an accepted rental's deposit (a sale, an ad line or a rental without deposit holds nothing). */
export async function holdDeposit(tx: Executor, line: LineRow, buyerId: number): Promise<void> {
  if (line.type !== 'rent' || line.source !== 'products' || line.depositPaise <= 0) return;
  await tx
    .insert(depositHolds)
    .values({ orderItemId: line.id, userId: buyerId, ownerId: line.ownerId, amountPaise: line.depositPaise })
    .onConflictDoNothing();
}

export async function depositOf(tx: Executor, lineId: number): Promise<DepositRow | null> {
  const [row] = await tx.select().from(depositHolds).where(eq(depositHolds.orderItemId, lineId));
  return row ?? null;
}

/** The owner's proposal at the return: at most the deposit held (the caller checked). */
export async function proposeDeduction(tx: Executor, lineId: number, paise: number, reason: string | null): Promise<void> {
  await tx.update(depositHolds).set({ proposedDeductionPaise: paise, deductionReason: reason }).where(eq(depositHolds.orderItemId, lineId));
}

/**
 * Settles a held deposit: `deductedPaise` (capped at what is held) to the owner's wallet as a completed credit, the
 * rest refunded to the buyer. A deposit already settled is left as it is (the line's move is what runs once).
 */
export async function settleDeposit(tx: Executor, line: LineRow, held: DepositRow, deductedPaise: number, now: Date): Promise<void> {
  if (held.status !== 'held') return;
  const deducted = Math.max(0, Math.min(held.amountPaise, Math.round(deductedPaise)));
  await tx
    .update(depositHolds)
    .set({ status: 'settled', deductedPaise: deducted, refundedPaise: held.amountPaise - deducted, settledAt: now })
    .where(eq(depositHolds.id, held.id));
  await recordRefund(tx, {
    userId: held.userId,
    lineId: line.id,
    kind: 'deposit',
    amountPaise: held.amountPaise - deducted,
    description: `Deposit refund · Order #${line.orderId} · ${line.title}`,
  });
  if (deducted > 0 && held.ownerId !== null) {
    await insertEntry(tx, {
      ownerId: held.ownerId,
      type: 'credit',
      amountPaise: deducted,
      description: `Deposit deduction · Order #${line.orderId} · ${line.title}`,
      status: 'completed',
      orderItemId: null,
    });
  }
}
