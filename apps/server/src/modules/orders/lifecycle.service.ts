import {
  FIRST_LINE_STAGE,
  LINE_MSG,
  type LineActor,
  type LineKind,
  type LineLifecycle,
  type LineMoveInput,
  type LineStage,
  lineEventsFor,
  lineStagesFor,
} from '@kiraya/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderItemEvents, orderItems } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import * as repo from './orders.repository.js';

/**
 * The life of an accepted line (contract renting/lifecycle.ts): who may move it, each move under the line's row lock
 * (of two concurrent moves one wins, the other finds the line moved on: 409), and its history, written in the same
 * transaction as the move.
 */

type Found = NonNullable<Awaited<ReturnType<typeof repo.findLine>>>;

const kindOf = (line: Found['line']): LineKind => (line.type === 'rent' ? 'rent' : 'sale');
/** Lines accepted by hand-written rows (tests, older data) have no stage yet: they wait for their handover. */
const stageOf = (line: Found['line']): LineStage => line.stage ?? FIRST_LINE_STAGE;

/**
 * The sides the caller plays on this line, or 403: its buyer; its owner (for a listing line, which has no owner
 * account, an admin acts as the owner); an admin also decides disputes.
 */
function actorsOf(found: Found, who: Principal): LineActor[] {
  const { line } = found;
  if (who.role === 'user' && found.userId === who.id) return ['buyer'];
  if (who.role === 'owner' && line.source === 'products' && line.ownerId === who.id) return ['owner'];
  if (who.role === 'admin') return line.source === 'listings' ? ['admin', 'owner'] : ['admin'];
  throw forbidden(LINE_MSG.notYourLine);
}

async function findOrThrow(db: Executor, itemId: number): Promise<Found> {
  const found = await repo.findLine(db, itemId);
  if (!found) throw notFound(LINE_MSG.lineNotFound);
  return found;
}

/** What the caller may do next on the line, from where it is now. */
function nextFor(found: Found, actors: LineActor[]) {
  if (found.line.status !== 'accepted') return [];
  return [...new Set(actors.flatMap((actor) => lineEventsFor(stageOf(found.line), actor, kindOf(found.line))))];
}

/** A line's stage and history as `who` sees it (its buyer, its owner, or an admin). */
export async function lineLifecycle(db: Db, who: Principal, itemId: number): Promise<LineLifecycle> {
  const found = await findOrThrow(db, itemId);
  const actors = actorsOf(found, who);
  if (found.line.status !== 'accepted' && found.line.stage === null) throw conflict(LINE_MSG.notAccepted);
  const history = await db.select().from(orderItemEvents).where(eq(orderItemEvents.orderItemId, itemId)).orderBy(asc(orderItemEvents.id));
  const { line } = found;
  return {
    item_id: line.id,
    kind: kindOf(line),
    stage: stageOf(line),
    stage_at: (line.stageAt ?? line.decidedAt)?.toISOString() ?? null,
    start_date: line.startDate,
    end_date: line.endDate,
    next: nextFor(found, actors),
    history: history.map((h) => ({
      event: h.event,
      from_stage: h.fromStage,
      to_stage: h.toStage,
      actor: h.actor,
      details: (h.details as Record<string, unknown> | null) ?? null,
      at: h.createdAt.toISOString(),
    })),
  };
}

/** What a move carries into the history: the report, or the reason. */
function detailsOf(input: LineMoveInput): Record<string, unknown> | null {
  if (input.event === 'deliver') return { report: input.report };
  if (input.event === 'dispute_delivery') return { reason: input.reason };
  return null;
}

/**
 * Moves the line by `input.event` for the caller: 403 when the caller is not a side of the line or may never make
 * this move, 409 when the line is not where the move starts (another move came first, or it is not accepted).
 */
export async function moveLineStage(db: Db, who: Principal, itemId: number, input: LineMoveInput): Promise<LineLifecycle> {
  await db.transaction(async (tx) => {
    const found = await findOrThrow(tx, itemId);
    const actors = actorsOf(found, who);
    const kind = kindOf(found.line);
    // The first side the caller plays that may make this move at all (an admin on an ad line acts as its owner).
    const actor = actors.find((a) => lineStagesFor(input.event, a, kind).length > 0);
    if (!actor) throw forbidden(LINE_MSG.notYourMove);
    const moves = lineStagesFor(input.event, actor, kind);
    const from = moves.map((m) => m.from);
    const to = moves[0]?.to as LineStage;
    // The row is locked before it is read: a concurrent second move waits here, then reads where the first left it.
    const [locked] = await tx
      .select({ status: orderItems.status, stage: orderItems.stage })
      .from(orderItems)
      .where(eq(orderItems.id, itemId))
      .for('update');
    if (!locked || locked.status !== 'accepted') throw conflict(LINE_MSG.notAccepted);
    const stage = locked.stage ?? FIRST_LINE_STAGE;
    if (!from.includes(stage)) throw conflict(LINE_MSG.notNow);
    await tx.update(orderItems).set({ stage: to, stageAt: new Date() }).where(eq(orderItems.id, itemId));
    await tx.insert(orderItemEvents).values({
      orderItemId: itemId,
      event: input.event,
      fromStage: stage,
      toStage: to,
      actor,
      actorId: who.id,
      details: detailsOf(input),
    });
  });
  return lineLifecycle(db, who, itemId);
}
