import { addMonths, DAY_MS, LINE_REMINDER_DAYS, type LineStage, type MyRentals, todayInIndia } from '@kiraya/contract';
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyerRefunds, depositHolds, orderItems, orders, walletTransactions } from '../../db/schema/index.js';
import { paiseToRupees } from '../../lib/money.js';

/**
 * "My rentals" on the buyer's dashboard (GET /api/me/rentals): the rentals that have not ended, the deposits held, and
 * the refunds ledger. Everything is read for the caller's own id only.
 */

const RUNNING: readonly LineStage[] = ['active', 'return_requested'];
const ENDED: LineStage[] = ['closed', 'cancelled'];
const REFUNDS_SHOWN = 50;

/** A day `days` before `day` (YYYY-MM-DD, calendar arithmetic). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export async function myRentals(db: Db, userId: number, now: Date = new Date()): Promise<MyRentals> {
  const today = todayInIndia(now);
  const lines = await db
    .select({ line: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.type, 'rent'),
        eq(orderItems.status, 'accepted'),
        notInArray(sql`coalesce(${orderItems.stage}, 'awaiting_delivery')`, ENDED),
      ),
    )
    .orderBy(orderItems.startDate, orderItems.id);
  const ids = lines.map((r) => r.line.id);
  // Months credited per line; a line credited whole before monthly credits counts every month.
  const credits = ids.length
    ? await db
        .select({
          id: walletTransactions.orderItemId,
          months: sql<number>`count(${walletTransactions.rentMonth})`.mapWith(Number),
          whole: sql<boolean>`bool_or(${walletTransactions.rentMonth} IS NULL)`,
        })
        .from(walletTransactions)
        .where(and(inArray(walletTransactions.orderItemId, ids), eq(walletTransactions.type, 'credit')))
        .groupBy(walletTransactions.orderItemId)
    : [];
  const byLine = new Map(credits.map((c) => [c.id, c]));
  const rentals = lines.map(({ line }) => {
    const months = line.months ?? 1;
    const credit = byLine.get(line.id);
    const begun = credit?.whole ? months : (credit?.months ?? 0);
    const stage = line.stage ?? 'awaiting_delivery';
    const running = RUNNING.includes(stage);
    const reminder =
      stage === 'active' && line.endDate
        ? (LINE_REMINDER_DAYS.map((d) => daysBefore(line.endDate as string, d))
            .filter((d) => d >= today)
            .sort()[0] ?? null)
        : null;
    return {
      item_id: line.id,
      order_id: line.orderId,
      title: line.title,
      stage,
      start_date: line.startDate,
      end_date: line.endDate,
      months: line.months,
      quantity: line.quantity,
      monthly_rent: paiseToRupees(line.unitPricePaise * line.quantity),
      months_begun: begun,
      next_month: running && line.startDate && begun < months ? addMonths(line.startDate, begun) : null,
      next_reminder: reminder,
    };
  });

  const deposits = await db
    .select({ hold: depositHolds, orderId: orderItems.orderId, title: orderItems.title })
    .from(depositHolds)
    .leftJoin(orderItems, eq(orderItems.id, depositHolds.orderItemId))
    .where(and(eq(depositHolds.userId, userId), eq(depositHolds.status, 'held')))
    .orderBy(depositHolds.id);

  const refunds = await db
    .select({ refund: buyerRefunds, orderId: orderItems.orderId, title: orderItems.title })
    .from(buyerRefunds)
    .leftJoin(orderItems, eq(orderItems.id, buyerRefunds.orderItemId))
    .where(eq(buyerRefunds.userId, userId))
    .orderBy(desc(buyerRefunds.createdAt), desc(buyerRefunds.id))
    .limit(REFUNDS_SHOWN);
  const [refunded] = await db
    .select({ paise: sql<number>`coalesce(sum(${buyerRefunds.amountPaise}), 0)`.mapWith(Number) })
    .from(buyerRefunds)
    .where(and(eq(buyerRefunds.userId, userId), isNotNull(buyerRefunds.amountPaise)));

  const heldPaise = deposits.reduce((sum, d) => sum + d.hold.amountPaise, 0);
  const monthlyPaise = lines
    .filter(({ line }) => RUNNING.includes(line.stage ?? 'awaiting_delivery'))
    .reduce((sum, { line }) => sum + line.unitPricePaise * line.quantity, 0);
  return {
    rentals,
    deposits: deposits.map((d) => ({
      item_id: d.hold.orderItemId,
      order_id: d.orderId,
      title: d.title ?? '',
      amount: paiseToRupees(d.hold.amountPaise),
      status: d.hold.status,
    })),
    refunds: refunds.map((r) => ({
      id: r.refund.id,
      item_id: r.refund.orderItemId,
      order_id: r.orderId,
      title: r.title,
      kind: r.refund.kind,
      amount: paiseToRupees(r.refund.amountPaise),
      description: r.refund.description,
      date: r.refund.createdAt.toISOString(),
    })),
    totals: {
      monthly_rent: paiseToRupees(monthlyPaise),
      deposits_held: paiseToRupees(heldPaise),
      refunded: paiseToRupees(refunded?.paise ?? 0),
    },
  };
}
