import {
  DAY_MS,
  extensionActionsFor,
  extensionMaxMonths,
  FIRST_LINE_STAGE,
  LINE_CONFIRM_HOURS,
  LINE_MSG,
  LINE_REMINDER_DAYS,
  type LineActor,
  type LineEvent,
  type LineKind,
  type LineLifecycle,
  type LineMoveInput,
  type LineStage,
  lineEventsFor,
  lineStagesFor,
  todayInIndia,
} from '@kiraya/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { orderItemEvents, orderItems } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { Principal } from '../../plugins/auth.js';
import { lineEndsSoon, lineMoved } from '../events/line-notices.js';
import { scheduleJob } from '../jobs/schedule.js';
import { type DepositRow, depositOf, proposeDeduction, settleDeposit } from './deposits.js';
import { extensionsOfLine, toExtensionView } from './extensions.repository.js';
import * as repo from './orders.repository.js';
import { cancelMoney, creditRentMonths, refundUnusedMonths } from './rent-money.js';
import { attachReportPhotos, linePhotoUrls } from './report-photos.repository.js';

/**
 * The life of an accepted line (contract renting/lifecycle.ts): who may move it, each move under the line's row lock
 * (of two concurrent moves one wins, the other finds the line moved on: 409), and its history, written in the same
 * transaction as the move.
 */

export type Found = NonNullable<Awaited<ReturnType<typeof repo.findLine>>>;

export const kindOf = (line: Found['line']): LineKind => (line.type === 'rent' ? 'rent' : 'sale');
/** Lines accepted by hand-written rows (tests, older data) have no stage yet: they wait for their handover. */
export const stageOf = (line: Found['line']): LineStage => line.stage ?? FIRST_LINE_STAGE;

/**
 * The sides the caller plays on this line, or 403: its buyer; its owner (for a listing line, which has no owner
 * account, an admin acts as the owner); an admin also decides disputes.
 */
export function actorsOf(found: Found, who: Principal): LineActor[] {
  const { line } = found;
  if (who.role === 'user' && found.userId === who.id) return ['buyer'];
  if (who.role === 'owner' && line.source === 'products' && line.ownerId === who.id) return ['owner'];
  if (who.role === 'admin') return line.source === 'listings' ? ['admin', 'owner'] : ['admin'];
  throw forbidden(LINE_MSG.notYourLine);
}

export async function findOrThrow(db: Executor, itemId: number): Promise<Found> {
  const found = await repo.findLine(db, itemId);
  if (!found) throw notFound(LINE_MSG.lineNotFound);
  return found;
}

/** What the caller may do next on the line, from where it is now. */
export function nextFor(found: Found, actors: LineActor[]) {
  if (found.line.status !== 'accepted') return [];
  return [...new Set(actors.flatMap((actor) => lineEventsFor(stageOf(found.line), actor, kindOf(found.line))))];
}

/** The photo ids a history entry's report lists (none for an entry without a report). */
function reportPhotoIds(details: unknown): string[] | null {
  const report = (details as { report?: { photos?: unknown } } | null)?.report;
  if (!report || typeof report !== 'object') return null;
  return Array.isArray(report.photos) ? report.photos.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * A line's stage and history as `who` sees it (its buyer, its owner, or an admin); report photos come with URLs
 * signed for a short while (lib/picture-urls.ts).
 */
export async function lineLifecycle(db: Db, who: Principal, itemId: number, pictures: PictureUrls): Promise<LineLifecycle> {
  const found = await findOrThrow(db, itemId);
  const actors = actorsOf(found, who);
  if (found.line.status !== 'accepted' && found.line.stage === null) throw conflict(LINE_MSG.notAccepted);
  const history = await db.select().from(orderItemEvents).where(eq(orderItemEvents.orderItemId, itemId)).orderBy(asc(orderItemEvents.id));
  const { line } = found;
  const deposit = await depositOf(db, itemId);
  const photos = await linePhotoUrls(db, itemId, pictures);
  // extensions: the requests, and what the caller may do about them (the buyer asks or withdraws, the owner answers).
  const extensions = await extensionsOfLine(db, itemId);
  const open = extensions.some((e) => e.status === 'requested');
  const extensionState = { stage: stageOf(line), endDate: line.endDate, months: line.months, today: todayInIndia(), open };
  const extensionNext =
    line.status === 'accepted' && line.type === 'rent'
      ? (['buyer', 'owner'] as const).flatMap((side) => (actors.includes(side) ? extensionActionsFor(side, extensionState) : []))
      : [];
  const rupees = (paise: number | null) => (paise === null ? null : paise / 100);
  return {
    item_id: line.id,
    kind: kindOf(line),
    stage: stageOf(line),
    stage_at: (line.stageAt ?? line.decidedAt)?.toISOString() ?? null,
    start_date: line.startDate,
    end_date: line.endDate,
    next: [...nextFor(found, actors), ...extensionNext],
    deposit: deposit && {
      status: deposit.status,
      held: deposit.amountPaise / 100,
      proposed_deduction: rupees(deposit.proposedDeductionPaise),
      deduction_reason: deposit.deductionReason,
      refunded: rupees(deposit.refundedPaise),
      deducted: rupees(deposit.deductedPaise),
    },
    history: history.map((h) => {
      const ids = reportPhotoIds(h.details);
      return {
        event: h.event,
        from_stage: h.fromStage,
        to_stage: h.toStage,
        actor: h.actor,
        details: (h.details as Record<string, unknown> | null) ?? null,
        at: h.createdAt.toISOString(),
        ...(ids ? { photos: ids.flatMap((id) => photos.get(id) ?? []) } : {}),
      };
    }),
    extensions: extensions.map(toExtensionView),
    extension_max_months: line.type === 'rent' && line.months !== null ? extensionMaxMonths(line.months) : null,
  };
}

/** What a move carries into the history: the report, the reason, the deduction. */
function detailsOf(input: LineMoveInput): Record<string, unknown> | null {
  switch (input.event) {
    case 'deliver':
      return { report: input.report };
    case 'record_return':
      return { report: input.report, deduction: input.deduction ?? 0, deduction_reason: input.deduction_reason ?? null };
    case 'dispute_delivery':
    case 'dispute_return':
      return { reason: input.reason };
    case 'decide_dispute':
      return { deduction: input.deduction ?? null, note: input.note };
    case 'cancel':
      return input.reason ? { reason: input.reason } : null;
    default:
      return null;
  }
}

/** A deduction asked for, in paise, checked against the deposit held (400 when it is more). */
async function deductionPaise(tx: Executor, itemId: number, rupees: number | undefined): Promise<number | undefined> {
  if (rupees === undefined) return undefined;
  const paise = Math.round(rupees * 100);
  const held = await depositOf(tx, itemId);
  if (paise > (held?.amountPaise ?? 0)) throw badRequest(LINE_MSG.deductionTooLarge, { deduction: [LINE_MSG.deductionTooLarge] });
  return paise;
}

/**
 * The money that goes with a move: a return records the owner's proposed deduction; a rental that closes settles its
 * deposit with the proposal, or with the admin's decision on a disputed return.
 */
async function moneyAfter(
  tx: Executor,
  line: Found['line'],
  to: LineStage,
  event: LineEvent,
  money: { deduction?: number; reason?: string },
  now: Date,
  buyerId: number,
): Promise<DepositRow | null> {
  // rent money: month 1 is the owner's at the confirmed handover; a cancel gives everything back.
  if (to === 'active') await creditRentMonths(tx, line.id, now);
  if (to === 'cancelled') return cancelMoney(tx, line, buyerId, now);
  if (to === 'closed' && line.type === 'rent') await refundUnusedMonths(tx, line, buyerId);
  if (event === 'record_return') await proposeDeduction(tx, line.id, money.deduction ?? 0, money.reason ?? null);
  const deposit = await depositOf(tx, line.id);
  if (!deposit || to !== 'closed' || line.type !== 'rent') return deposit;
  await settleDeposit(tx, line, deposit, money.deduction ?? deposit.proposedDeductionPaise ?? 0, now);
  // The row as settled, for the notices.
  return depositOf(tx, line.id);
}

/** Where the clock goes next after a move: 48 hours for the buyer to answer a report, the end date of a rental. */
async function scheduleAfter(tx: Executor, line: Found['line'], to: LineStage, now: Date): Promise<void> {
  const answerBy = new Date(now.getTime() + LINE_CONFIRM_HOURS * 3_600_000);
  if (to === 'delivered') await scheduleJob(tx, 'line_confirm_delivery', line.id, answerBy);
  if (to === 'returned') await scheduleJob(tx, 'line_confirm_return', line.id, answerBy);
  if (to === 'active' && line.endDate) await scheduleEndOf(tx, line.id, line.endDate, now);
}

/** The moment a rental's end date comes: the first day after the rental, midnight in Lucknow. */
export const endInstant = (endDate: string): Date => new Date(`${endDate}T00:00:00+05:30`);

/** The clock's work at a rental's end date: the return asked for then, and the buyer's reminders before it. */
export async function scheduleEndOf(tx: Executor, lineId: number, endDate: string, now: Date): Promise<void> {
  const end = endInstant(endDate);
  await scheduleJob(tx, 'line_return_due', lineId, end);
  for (const days of LINE_REMINDER_DAYS) {
    const at = new Date(end.getTime() - days * DAY_MS);
    if (at > now) await scheduleJob(tx, 'line_ends_soon', lineId, at);
  }
}

/**
 * Moves the line under its row lock: the row is locked before it is read, so a concurrent second move waits, then
 * reads where the first left it. Returns false when the line is not in a stage `moves` start from.
 */
async function applyMove(
  tx: Executor,
  found: Found,
  moves: { from: LineStage; to: LineStage }[],
  record: { event: LineEvent; actor: LineActor; actorId: number | null; details: Record<string, unknown> | null },
  now: Date,
  money: { deduction?: number; reason?: string } = {},
): Promise<'moved' | 'not-accepted' | 'elsewhere'> {
  const { line } = found;
  const [locked] = await tx
    .select({ status: orderItems.status, stage: orderItems.stage })
    .from(orderItems)
    .where(eq(orderItems.id, line.id))
    .for('update');
  if (!locked || locked.status !== 'accepted') return 'not-accepted';
  const stage = locked.stage ?? FIRST_LINE_STAGE;
  const to = moves.find((m) => m.from === stage)?.to;
  if (!to) return 'elsewhere';
  // disputes desk: an admin keeps part of the deposit only when deciding a disputed return.
  if (record.event === 'decide_dispute' && money.deduction !== undefined && stage !== 'return_disputed')
    throw badRequest(LINE_MSG.deductionOnlyOnReturn, { deduction: [LINE_MSG.deductionOnlyOnReturn] });
  // A line cancelled before its handover leaves the accepted lines too (its units are free again).
  const status = to === 'cancelled' ? { status: 'cancelled' as const } : {};
  await tx
    .update(orderItems)
    .set({ stage: to, stageAt: now, ...status })
    .where(eq(orderItems.id, line.id));
  await tx.insert(orderItemEvents).values({ orderItemId: line.id, fromStage: stage, toStage: to, ...record });
  await scheduleAfter(tx, line, to, now);
  const deposit = await moneyAfter(tx, line, to, record.event, money, now, found.userId);
  await lineMoved(tx, {
    event: record.event,
    orderId: line.orderId,
    title: line.title,
    buyerId: found.userId,
    ownerId: line.source === 'products' ? line.ownerId : null,
    deposit: deposit && {
      proposedPaise: deposit.proposedDeductionPaise,
      refundedPaise: deposit.refundedPaise,
      deductedPaise: deposit.deductedPaise,
      settled: deposit.status === 'settled',
    },
    reason: typeof record.details?.reason === 'string' ? record.details.reason : undefined,
    note: typeof record.details?.note === 'string' ? record.details.note : undefined,
    actor: record.actor,
  });
  return 'moved';
}

/**
 * Moves the line by `input.event` for the caller: 403 when the caller is not a side of the line or may never make
 * this move, 409 when the line is not where the move starts (another move came first, or it is not accepted).
 */
export async function moveLineStage(
  db: Db,
  who: Principal,
  itemId: number,
  input: LineMoveInput,
  pictures: PictureUrls,
): Promise<LineLifecycle> {
  await db.transaction(async (tx) => {
    const found = await findOrThrow(tx, itemId);
    const actors = actorsOf(found, who);
    const kind = kindOf(found.line);
    // The first side the caller plays that may make this move at all (an admin on an ad line acts as its owner).
    const actor = actors.find((a) => lineStagesFor(input.event, a, kind).length > 0);
    if (!actor) throw forbidden(LINE_MSG.notYourMove);
    const record = { event: input.event, actor, actorId: who.id, details: detailsOf(input) };
    // The report's photos are the owner side's, uploaded for this line and in no report yet (400 otherwise).
    if ('report' in input && input.report.photos) await attachReportPhotos(tx, itemId, 'owner', input.report.photos);
    const asked = 'deduction' in input ? input.deduction : undefined;
    // A deduction on a disputed handover says so before its amount is checked against a deposit (checked again under the lock).
    if (input.event === 'decide_dispute' && asked !== undefined && found.line.stage === 'delivery_disputed')
      throw badRequest(LINE_MSG.deductionOnlyOnReturn, { deduction: [LINE_MSG.deductionOnlyOnReturn] });
    const money = {
      deduction: await deductionPaise(tx, itemId, asked),
      reason: input.event === 'record_return' ? input.deduction_reason : undefined,
    };
    const result = await applyMove(tx, found, lineStagesFor(input.event, actor, kind), record, new Date(), money);
    if (result === 'not-accepted') throw conflict(LINE_MSG.notAccepted);
    if (result === 'elsewhere') throw conflict(LINE_MSG.notNow);
  });
  // A cancelled line's units are free again.
  if (input.event === 'cancel') await catalogueChanged(db);
  return lineLifecycle(db, who, itemId, pictures);
}

/**
 * The clock's move (a scheduled job): made when the line is still where the move starts, and a no-op otherwise (the
 * buyer answered in time, or the line moved on).
 */
export async function clockMove(tx: Executor, itemId: number, event: LineEvent, now: Date): Promise<boolean> {
  const found = await repo.findLine(tx, itemId);
  if (!found) return false;
  const moves = lineStagesFor(event, 'clock', kindOf(found.line));
  if (moves.length === 0) return false;
  return (await applyMove(tx, found, moves, { event, actor: 'clock', actorId: null, details: null }, now)) === 'moved';
}

/** The reminder job: a rental still running near its end date tells its buyer (a line moved on is left alone). */
export async function remindLineEnd(tx: Executor, itemId: number): Promise<boolean> {
  const found = await repo.findLine(tx, itemId);
  if (!found || found.line.status !== 'accepted' || found.line.stage !== 'active' || !found.line.endDate) return false;
  await lineEndsSoon(tx, { orderId: found.line.orderId, title: found.line.title, buyerId: found.userId, endDate: found.line.endDate });
  return true;
}
