import { addMonths, type LineStage } from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, walletTransactions } from '../../db/schema/index.js';
import { scheduleJob } from '../jobs/schedule.js';
import { insertEntryOnce } from '../wallet/wallet.repository.js';
import { type DepositRow, depositOf, settleDeposit } from './deposits.js';
import * as repo from './orders.repository.js';
import { recordRefund } from './refunds.js';

/**
 * The money of a rental line (docs/renting.md "The money"): its rent is credited to the owner one month at a time, as
 * each month begins; a rental that closes before all its months began gives the buyer back the rent of the others; a
 * line cancelled before its handover gives back everything and takes back what the owner was credited. Every function
 * runs in the caller's transaction, beside the move (or the job) that calls for it.
 */

/** Stages in which a rental runs: a month that begins then is the owner's. */
const RUNNING: readonly LineStage[] = ['active', 'return_requested'];

/** Midnight in Lucknow on the day month `k` (1-based) of a rental starting `startDate` begins. */
export const monthBegins = (startDate: string, k: number): Date => new Date(`${addMonths(startDate, k - 1)}T00:00:00+05:30`);

/**
 * The rent of month `k` of `months`: the discounted monthly rent times the units (the arithmetic of quoteRent's
 * totalRent), the last month taking what is left of the line's total so the months add up to it exactly.
 */
export function rentOfMonth(line: Pick<repo.LineRow, 'unitPricePaise' | 'quantity' | 'totalPaise'>, k: number, months: number): number {
  const monthly = line.unitPricePaise * line.quantity;
  if (k < months) return monthly;
  return Math.max(0, line.totalPaise - monthly * (months - 1));
}

/** How many of the line's months have begun at `now`: the first at the confirmed handover, the k-th at start + k−1 months. */
export function monthsBegun(startDate: string, months: number, now: Date): number {
  let k = 1;
  while (k < months && monthBegins(startDate, k + 1) <= now) k++;
  return k;
}

/** The rent credited to the owner for a line so far: each month's credit, or one whole credit (lines accepted before). */
export async function rentCredited(tx: Executor, lineId: number): Promise<{ whole: boolean; months: Set<number>; paise: number }> {
  const rows = await tx
    .select({ month: walletTransactions.rentMonth, paise: walletTransactions.amountPaise })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.orderItemId, lineId), eq(walletTransactions.type, 'credit')));
  return {
    whole: rows.some((r) => r.month === null),
    months: new Set(rows.flatMap((r) => (r.month === null ? [] : [r.month]))),
    paise: rows.reduce((sum, r) => sum + r.paise, 0),
  };
}

/**
 * What the buyer has paid for a line by now (docs/orders.md "What is paid when"): a sale in full at checkout; a rental
 * its first month at checkout (the deposit is counted apart), then each later month as it begins, which is when it is
 * credited to the owner. Orders placed before the checkout charged only `due_now` were charged their whole total.
 */
export async function paidForLine(tx: Executor, line: repo.LineRow, creditedPaise: number): Promise<number> {
  if (line.type !== 'rent') return line.totalPaise;
  const [order] = await tx.select({ dueNowPaise: orders.dueNowPaise }).from(orders).where(eq(orders.id, line.orderId));
  const upfront = order?.dueNowPaise == null ? line.totalPaise : Math.min(line.totalPaise, rentOfMonth(line, 1, line.months ?? 1));
  return Math.max(upfront, creditedPaise);
}

async function lockLine(tx: Executor, lineId: number): Promise<repo.LineRow | null> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, lineId)).for('update');
  return line ?? null;
}

/**
 * Credits the owner every month of a running rental that has begun by `now` and is not credited yet, then schedules
 * the job for the next month (or, after the last, for the end date: a rental extended meanwhile goes on from there).
 * Reads the line's months and stage as they are now, under its row lock: an extension's new months are credited in
 * turn, a rental returned early stops. A line credited whole at its acceptance (before monthly credits) gets nothing
 * more. Returns how many months it credited; running it twice credits nothing the second time.
 */
export async function creditRentMonths(tx: Executor, lineId: number, now: Date): Promise<number> {
  const line = await lockLine(tx, lineId);
  if (!line || line.status !== 'accepted' || line.type !== 'rent' || line.source !== 'products') return 0;
  if (line.ownerId === null || !line.months || !line.startDate || !RUNNING.includes(line.stage ?? 'awaiting_delivery')) return 0;
  const credited = await rentCredited(tx, line.id);
  if (credited.whole) return 0;
  const begun = monthsBegun(line.startDate, line.months, now);
  let count = 0;
  for (let k = 1; k <= begun; k++) {
    if (credited.months.has(k)) continue;
    const amountPaise = rentOfMonth(line, k, line.months);
    if (amountPaise <= 0) continue;
    const entry = await insertEntryOnce(tx, {
      ownerId: line.ownerId,
      type: 'credit',
      amountPaise,
      description: `Rent · month ${k} of ${line.months} · Order #${line.orderId} · ${line.title}`,
      status: 'completed',
      orderItemId: line.id,
      rentMonth: k,
    });
    if (entry) count++;
  }
  await scheduleJob(tx, 'line_rent_month', line.id, monthBegins(line.startDate, begun + 1));
  return count;
}

/**
 * A rental closes: what the buyer paid and the owner was not credited goes back to the buyer (the first month, paid at
 * checkout, when the rental closed before its handover was confirmed; the unused months of an order that was charged
 * its whole total). Months that never began were never paid, so nothing of theirs is refunded. The owner's credits and
 * the buyer's refund add up to what the buyer paid.
 */
export async function refundUnusedMonths(tx: Executor, line: repo.LineRow, buyerId: number): Promise<number> {
  if (line.type !== 'rent' || line.source !== 'products') return 0;
  const credited = await rentCredited(tx, line.id);
  const unused = (await paidForLine(tx, line, credited.paise)) - credited.paise;
  await recordRefund(tx, {
    userId: buyerId,
    lineId: line.id,
    kind: 'unused_months',
    amountPaise: unused,
    description: `Rent of the months not used · Order #${line.orderId} · ${line.title}`,
  });
  return Math.max(0, unused);
}

/**
 * A line cancelled before its handover (its status and stage already moved by the caller): a sale's units are
 * unsold, whatever the owner was credited for it is debited back, the deposit is settled as a full refund and what
 * the buyer paid for the line (a sale's price, a rental's first month) is refunded.
 */
export async function cancelMoney(tx: Executor, line: repo.LineRow, buyerId: number, now: Date): Promise<DepositRow | null> {
  if (line.type === 'sale' && line.source === 'products' && line.productId !== null) {
    await repo.removeUnitsSold(tx, line.productId, line.quantity);
  }
  const credited = await rentCredited(tx, line.id);
  if (credited.paise > 0 && line.ownerId !== null) {
    await insertEntryOnce(tx, {
      ownerId: line.ownerId,
      type: 'debit',
      amountPaise: credited.paise,
      description: `Cancelled · Order #${line.orderId} · ${line.title}`,
      status: 'completed',
      orderItemId: line.id,
    });
  }
  await recordRefund(tx, {
    userId: buyerId,
    lineId: line.id,
    kind: 'cancellation',
    // What was paid for it: a sale's price, a rental's first month (the deposit is settled below).
    amountPaise: await paidForLine(tx, line, credited.paise),
    description: `Cancelled · Order #${line.orderId} · ${line.title}`,
  });
  const deposit = await depositOf(tx, line.id);
  if (!deposit) return null;
  await settleDeposit(tx, line, deposit, 0, now);
  return depositOf(tx, line.id);
}
