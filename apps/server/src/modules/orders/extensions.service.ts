import {
  coded,
  DAY_MS,
  EXTENDABLE_STAGE,
  EXTENSION_MSG,
  type ExtensionQuote,
  type ExtensionView,
  extendedEndDate,
  extensionMaxMonths,
  extensionPrice,
  LINE_MSG,
  LINE_REMINDER_DAYS,
  RENT_MSG,
  todayInIndia,
} from '@kiraya/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { lineExtensions, orderItemEvents, orderItems, orders } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import type { Principal } from '../../plugins/auth.js';
import { extensionNotice } from '../events/extension-notices.js';
import { closeExtension, type ExtensionRow, extensionsOfLine, findExtension, toExtensionView } from './extensions.repository.js';
import { actorsOf, endInstant, type Found, findOrThrow, scheduleEndOf, stageOf } from './lifecycle.service.js';
import { lockProductForRental } from './orders.service.js';
import { unitsShort } from './pricing.js';

/**
 * Extending a running rental (docs/renting.md "Extending a rental"; contract renting/extensions.ts). The buyer asks
 * for `months` more, priced here from the line itself; the owner (an admin for an ad's line) accepts or declines; the
 * buyer may withdraw a waiting request. Accepting moves the line's end date, months and total and the clock's jobs,
 * under the same locks as accepting a line (the product's row, then the line's), so it counts every other rental of
 * the same units and they count it.
 */

type Line = Found['line'];

/** The line as the buyer's request needs it: a running rental with its dates, or 409. */
function extendable(line: Line, today: string): { startDate: string; endDate: string; months: number } {
  const { startDate, endDate, months } = line;
  if (line.status !== 'accepted' || line.type !== 'rent' || !startDate || !endDate || months === null)
    throw conflict(EXTENSION_MSG.notExtendable);
  if (stageOf(line) !== EXTENDABLE_STAGE || today >= endDate) throw conflict(EXTENSION_MSG.notExtendable);
  if (extensionMaxMonths(months) < 1) throw conflict(EXTENSION_MSG.atMaximum);
  return { startDate, endDate, months };
}

/** What `months` more cost and where they end, or 400 when the rental cannot take that many (409 when none). */
function priceOf(line: Line, months: number, today: string) {
  const rental = extendable(line, today);
  const max = extensionMaxMonths(rental.months);
  if (months > max) {
    const message = coded(EXTENSION_MSG.tooManyMonths, max);
    throw badRequest(message, { months: [message.text] });
  }
  const price = extensionPrice({ monthlyPaise: line.unitPricePaise, quantity: line.quantity }, months);
  return { ...price, max, fromEndDate: rental.endDate, toEndDate: extendedEndDate(rental.startDate, rental.months, months) };
}

/** The buyer's side of the line, or 403 (strangers get 403 from actorsOf). */
function asBuyer(found: Found, who: Principal): void {
  if (!actorsOf(found, who).includes('buyer')) throw forbidden(LINE_MSG.notYourMove);
}

/** The owner's side: the product's owner, or an admin for an ad's line. */
function asOwner(found: Found, who: Principal): 'owner' | 'admin' {
  if (!actorsOf(found, who).includes('owner')) throw forbidden(LINE_MSG.notYourMove);
  return who.role === 'admin' ? 'admin' : 'owner';
}

const noticeLine = (found: Found) => ({
  orderId: found.line.orderId,
  title: found.line.title,
  buyerId: found.userId,
  ownerId: found.line.source === 'products' ? found.line.ownerId : null,
});

/** Locks the line's row and reads it again: every move of the line and every answer to an extension waits here. */
async function lockLine(tx: Executor, itemId: number): Promise<Line> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).for('update');
  if (!line) throw notFound(LINE_MSG.lineNotFound);
  return line;
}

/** GET …/extensions/quote?months=: what the buyer would pay and until when, before asking. */
export async function quoteExtension(db: Db, who: Principal, itemId: number, months: number): Promise<ExtensionQuote> {
  const found = await findOrThrow(db, itemId);
  asBuyer(found, who);
  const q = priceOf(found.line, months, todayInIndia());
  return {
    months,
    quantity: found.line.quantity,
    monthly_price: paiseToRupees(q.monthly),
    total: paiseToRupees(q.total),
    from_end_date: q.fromEndDate,
    to_end_date: q.toEndDate,
    max_months: q.max,
  };
}

/** POST …/extensions: the buyer asks; one waiting request per line (409 `alreadyOpen`). */
export async function requestExtension(db: Db, who: Principal, itemId: number, months: number): Promise<ExtensionView> {
  try {
    return await db.transaction(async (tx) => {
      const found = await findOrThrow(tx, itemId);
      asBuyer(found, who);
      const line = await lockLine(tx, itemId);
      const q = priceOf(line, months, todayInIndia());
      const waiting = (await extensionsOfLine(tx, itemId)).some((e) => e.status === 'requested');
      if (waiting) throw conflict(EXTENSION_MSG.alreadyOpen);
      const [row] = await tx
        .insert(lineExtensions)
        .values({
          orderItemId: itemId,
          months,
          monthlyPricePaise: q.monthly,
          totalPaise: q.total,
          fromEndDate: q.fromEndDate,
          toEndDate: q.toEndDate,
        })
        .returning();
      const created = row as ExtensionRow;
      await extensionNotice(tx, 'requested', noticeLine(found), created);
      return toExtensionView(created);
    });
  } catch (error) {
    // The partial unique index: another request of the same line committed first.
    if (isUniqueViolation(error)) throw conflict(EXTENSION_MSG.alreadyOpen);
    throw error;
  }
}

/** The request could not be claimed: 404 when it is not this line's, 409 when it was already answered. */
async function notClaimed(tx: Executor, itemId: number, extensionId: number): Promise<never> {
  if (!(await findExtension(tx, itemId, extensionId))) throw notFound(EXTENSION_MSG.notFound);
  throw conflict(EXTENSION_MSG.notOpen);
}

/**
 * POST …/extensions/:id/accept: in one transaction, under the product's lock then the line's (the order every
 * rental decision takes them): the request is claimed from `requested`; the line must still be running and end where
 * the request started (409 `lineMovedOn`); the units must be free over [old end, new end) against every other
 * accepted rental and sale (409 `RENT_MSG.clash`). Then the line's end date, months and total move, the order's total
 * with it, the history records `extend`, the clock is set for the new end date (the old end's jobs find the end moved
 * and do nothing) and the buyer is told. The owner's rent is not credited here: the months are credited as every
 * other month of the rental is.
 */
export async function acceptExtension(db: Db, who: Principal, itemId: number, extensionId: number): Promise<ExtensionView> {
  const view = await db.transaction(async (tx) => {
    const found = await findOrThrow(tx, itemId);
    const actor = asOwner(found, who);
    const product = found.line.productId === null ? null : await lockProductForRental(tx, found.line.productId);
    const line = await lockLine(tx, itemId);
    const now = new Date();
    const ext = (await closeExtension(tx, itemId, extensionId, 'accepted', who.id, now)) ?? (await notClaimed(tx, itemId, extensionId));
    if (line.status !== 'accepted' || stageOf(line) !== EXTENDABLE_STAGE || line.endDate !== ext.fromEndDate || line.months === null)
      throw conflict(EXTENSION_MSG.lineMovedOn);
    if (product && line.productId !== null) {
      const period = { productId: line.productId, quantity: line.quantity, startDate: ext.fromEndDate, endDate: ext.toEndDate };
      if ((await unitsShort(tx, period, product, line.id)) > 0) throw new AppError('UNITS_TAKEN', 409, RENT_MSG.clash);
    }
    await tx
      .update(orderItems)
      .set({
        months: line.months + ext.months,
        endDate: ext.toEndDate,
        totalPaise: sql`${orderItems.totalPaise} + ${ext.totalPaise}`,
      })
      .where(eq(orderItems.id, itemId));
    await tx
      .update(orders)
      .set({ totalPaise: sql`${orders.totalPaise} + ${ext.totalPaise}` })
      .where(eq(orders.id, line.orderId));
    await tx.insert(orderItemEvents).values({
      orderItemId: itemId,
      event: 'extend',
      fromStage: EXTENDABLE_STAGE,
      toStage: EXTENDABLE_STAGE,
      actor,
      actorId: who.id,
      details: {
        extension_id: ext.id,
        months: ext.months,
        from_end_date: ext.fromEndDate,
        to_end_date: ext.toEndDate,
        total: paiseToRupees(ext.totalPaise),
      },
    });
    await scheduleEndOf(tx, itemId, ext.toEndDate, now);
    await extensionNotice(tx, 'accepted', noticeLine(found), ext);
    return toExtensionView(ext);
  });
  // The units are held longer: the catalogue's availability changed.
  await catalogueChanged(db);
  return view;
}

/** POST …/extensions/:id/decline: the owner says no; the rental ends as agreed. */
export async function declineExtension(db: Db, who: Principal, itemId: number, extensionId: number): Promise<ExtensionView> {
  return db.transaction(async (tx) => {
    const found = await findOrThrow(tx, itemId);
    asOwner(found, who);
    const ext =
      (await closeExtension(tx, itemId, extensionId, 'declined', who.id, new Date())) ?? (await notClaimed(tx, itemId, extensionId));
    await extensionNotice(tx, 'declined', noticeLine(found), ext);
    return toExtensionView(ext);
  });
}

/** POST …/extensions/:id/withdraw: the buyer takes a waiting request back. */
export async function withdrawExtension(db: Db, who: Principal, itemId: number, extensionId: number): Promise<ExtensionView> {
  return db.transaction(async (tx) => {
    const found = await findOrThrow(tx, itemId);
    asBuyer(found, who);
    const ext =
      (await closeExtension(tx, itemId, extensionId, 'withdrawn', who.id, new Date())) ?? (await notClaimed(tx, itemId, extensionId));
    await extensionNotice(tx, 'withdrawn', noticeLine(found), ext);
    return toExtensionView(ext);
  });
}

/* ───────────── the clock, after an end date moved ───────────── */

async function endDateOf(tx: Executor, itemId: number): Promise<string | null | undefined> {
  const [row] = await tx.select({ endDate: orderItems.endDate }).from(orderItems).where(eq(orderItems.id, itemId));
  return row?.endDate;
}

/**
 * For the `line_return_due` job: whether the line's end date (as it is now) has come. A job scheduled for an end date
 * an extension moved runs before the new one and does nothing; a retried job still acts once the end has come.
 */
export async function lineEndHasCome(tx: Executor, itemId: number, now: Date): Promise<boolean> {
  const end = await endDateOf(tx, itemId);
  return end === undefined || end === null || now >= endInstant(end);
}

/**
 * For the `line_ends_soon` job: whether the line's end date (as it is now) is within the reminders' window (the
 * longest reminder, 7 days). A reminder for an end date an extension moved (at least a month further) does nothing.
 */
export async function lineEndIsNear(tx: Executor, itemId: number, now: Date): Promise<boolean> {
  const end = await endDateOf(tx, itemId);
  if (end === undefined || end === null) return true;
  const left = endInstant(end).getTime() - now.getTime();
  return left > 0 && left <= Math.max(...LINE_REMINDER_DAYS) * DAY_MS;
}
