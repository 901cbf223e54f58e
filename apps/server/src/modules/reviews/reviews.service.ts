import {
  type AdminReviewReport,
  isReviewableStage,
  type LineReviews,
  type PublicReview,
  type RatingSummary,
  REVIEW_MSG,
  type ReviewReportStatus,
  type ReviewSide,
  type ReviewView,
  ratingAverage,
} from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../plugins/auth.js';
import { reviewReported, reviewsRevealed } from '../events/review-notices.js';
import { scheduleJob } from '../jobs/schedule.js';
import * as repo from './reviews.repository.js';

/**
 * Reviews both ways (docs/reviews.md). After a line is handed over, its buyer rates the owner and the item and its
 * owner rates the buyer. A review is hidden from the other side until both are in, or until REVIEW_LIMITS.revealDays
 * after the line's first review: `reviews.reveal_at <= now()` in SQL decides, so no process's memory does. Revealed
 * reviews are counted once into `rating_totals`, which cards and pages read by key.
 */

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const summary = (t: { count: number; sum: number } | undefined): RatingSummary => ({
  average: t ? ratingAverage(t.sum, t.count) : null,
  count: t?.count ?? 0,
});

function toView(r: repo.ReviewRow, withContent = true): ReviewView {
  const hiddenFromReader = !withContent;
  return {
    id: r.id,
    order_item_id: r.orderItemId,
    side: r.side,
    rating: hiddenFromReader ? 0 : r.rating,
    comment: hiddenFromReader ? '' : r.comment,
    author_name: r.authorName,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    reveal_at: r.revealAt.toISOString(),
    revealed: r.revealed,
    hidden: r.hiddenAt !== null,
  };
}

/** The caller's side of the line, or null when they are neither its buyer nor its owner. */
function sideOf(line: repo.LineParties, who: Principal): ReviewSide | null {
  if (who.role === 'user' && line.buyerId === who.id) return 'buyer';
  if (who.role === 'owner' && line.ownerId !== null && line.ownerId === who.id) return 'owner';
  return null;
}

/** GET /api/orders/items/:itemId/review: the caller's review and, once revealed, the other side's. */
export async function lineReviews(db: Db, who: Principal, itemId: number): Promise<LineReviews> {
  const line = await repo.findLine(db, itemId);
  if (!line) throw notFound(REVIEW_MSG.lineNotFound);
  const side = sideOf(line, who);
  if (side === null && who.role !== 'admin') throw forbidden(REVIEW_MSG.notYourLine);
  const rows = await repo.reviewsOfLine(db, itemId);
  const mine = side ? rows.find((r) => r.side === side) : undefined;
  const theirs = side ? rows.find((r) => r.side !== side) : undefined;
  const other = side === 'owner' ? { kind: 'user' as const, id: line.buyerId } : { kind: 'owner' as const, id: line.ownerId };
  const totals = other.id === null ? new Map() : await repo.totalsOf(db, other.kind, [other.id]);
  const revealAt = rows.length ? new Date(Math.min(...rows.map((r) => r.revealAt.getTime()))) : null;
  return {
    order_item_id: line.id,
    title: line.title,
    my_side: side,
    reviewable: line.ownerId !== null && isReviewableStage(line.stage),
    mine: mine ? toView(mine) : null,
    // Before it is revealed, the other side's review is never sent; a hidden one is sent without its words.
    theirs: theirs?.revealed ? toView(theirs, theirs.hiddenAt === null) : null,
    theirs_written: theirs !== undefined,
    reveal_at: revealAt ? revealAt.toISOString() : null,
    other_rating: summary(other.id === null ? undefined : totals.get(other.id)),
    ...(who.role === 'admin' ? { reviews: rows.map((r) => toView(r)) } : {}),
  };
}

/**
 * PUT /api/orders/items/:itemId/review: writes the caller's review of the line or changes it while it is hidden.
 * The line's row is locked first, so the two sides' writes run one after the other: the second one sees the first and
 * reveals both at once (counted into the ratings and told to both sides in the same transaction).
 */
export async function writeReview(
  db: Db,
  who: Principal,
  itemId: number,
  input: { rating: number; comment: string },
): Promise<{ created: boolean; review: LineReviews }> {
  let revealed = false;
  const created = await db.transaction(async (tx) => {
    const line = await repo.findLine(tx, itemId, true);
    if (!line) throw notFound(REVIEW_MSG.lineNotFound);
    const side = sideOf(line, who);
    if (side === null) throw forbidden(REVIEW_MSG.notYourLine);
    if (line.ownerId === null) throw conflict(REVIEW_MSG.onlyProducts);
    if (!isReviewableStage(line.stage)) throw conflict(REVIEW_MSG.notYet);
    const rows = await repo.reviewsOfLine(tx, itemId);
    const mine = rows.find((r) => r.side === side);
    if (mine) {
      if (!(await repo.updateUnrevealed(tx, mine.id, input))) throw conflict(REVIEW_MSG.alreadyRevealed);
      return false;
    }
    const subjectId = side === 'buyer' ? line.ownerId : line.buyerId;
    const written = await repo.insertReview(tx, {
      orderItemId: itemId,
      side,
      authorId: who.id,
      subjectId,
      productId: side === 'buyer' ? line.productId : null,
      rating: input.rating,
      comment: input.comment,
    });
    if (rows.length > 0) {
      // Both sides are in: both are shown now.
      await repo.revealLineNow(tx, itemId);
      revealed = (await repo.countRevealed(tx, itemId, null)).length > 0;
      await reviewsRevealed(tx, { id: line.id, title: line.title, buyerId: line.buyerId, ownerId: line.ownerId });
    } else {
      await scheduleJob(tx, 'review_reveal', itemId, written.revealAt);
    }
    return true;
  });
  if (revealed) await catalogueChanged(db);
  return { created, review: await lineReviews(db, who, itemId) };
}

/**
 * The `review_reveal` job, REVIEW_LIMITS.revealDays after a line's first review: counts what is revealed by `now` and
 * tells both sides. A line whose reviews were revealed earlier (both in) has nothing left to count and is told nothing.
 */
export async function revealDue(tx: Executor, itemId: number, now: Date): Promise<void> {
  const counted = await repo.countRevealed(tx, itemId, now);
  if (counted.length === 0) return;
  const line = await repo.findLine(tx, itemId);
  if (line) await reviewsRevealed(tx, { id: line.id, title: line.title, buyerId: line.buyerId, ownerId: line.ownerId });
  await catalogueChanged(tx);
}

/* ───────────── ratings ───────────── */

/** An owner's rating over the revealed, shown reviews of all their items (for the public owner profile). */
export async function ownerRating(db: Executor, ownerId: number): Promise<RatingSummary> {
  return summary((await repo.totalsOf(db, 'owner', [ownerId])).get(ownerId));
}

export async function itemRating(db: Executor, productId: number): Promise<RatingSummary> {
  return summary((await repo.totalsOf(db, 'item', [productId])).get(productId));
}

/** What owners said of each line's buyer, for an owner's order requests (one query for the page). */
export async function buyerRatingsOfLines(db: Executor, lineIds: readonly number[]): Promise<Map<number, RatingSummary>> {
  const buyers = await repo.buyersOfLines(db, lineIds);
  const totals = await repo.totalsOf(db, 'user', [...buyers.values()]);
  return new Map([...buyers].map(([lineId, buyerId]) => [lineId, summary(totals.get(buyerId))]));
}

const toPublic = (r: repo.PublicRow): PublicReview => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  author_name: firstName(r.authorName),
  title: r.title,
  product_id: r.productId,
  created_at: r.revealAt.toISOString(),
});

export async function ownerReviews(db: Db, ownerId: number, page: number, limit: number) {
  if (!(await repo.ownerExists(db, ownerId))) throw notFound(REVIEW_MSG.ownerNotFound);
  const { rows, total } = await repo.ownerReviews(db, ownerId, page, limit);
  return { items: rows.map(toPublic), total };
}

export async function productReviews(db: Db, productId: number, page: number, limit: number, notFoundMessage: string) {
  if (!(await repo.approvedProductExists(db, productId))) throw notFound(notFoundMessage);
  const { rows, total } = await repo.productReviews(db, productId, page, limit);
  return { items: rows.map(toPublic), total };
}

/* ───────────── reports ───────────── */

/** Either side of the line (the author or the reviewed party) reports a revealed review; admins are told. */
export async function reportReview(db: Db, who: Principal, reviewId: number, reason: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const review = await repo.findReview(tx, reviewId);
    const line = review ? await repo.findLine(tx, review.orderItemId) : null;
    if (!review || !line) throw notFound(REVIEW_MSG.notFound);
    const side = sideOf(line, who);
    if (side === null || (who.role !== 'user' && who.role !== 'owner')) throw forbidden(REVIEW_MSG.cannotReport);
    // The other side's review is not even known to exist to them until revealed: same answer as a missing one.
    if (!review.revealed) {
      if (review.side !== side) throw notFound(REVIEW_MSG.notFound);
      throw conflict(REVIEW_MSG.notRevealed);
    }
    if (review.hiddenAt !== null) throw conflict(REVIEW_MSG.reportClosed);
    const id = await repo.insertReport(tx, { reviewId, reporterRole: who.role, reporterId: who.id, reason });
    if (id === null) throw conflict(REVIEW_MSG.alreadyReported);
    await reviewReported(tx, { title: line.title, reporter: { role: who.role, id: who.id } });
    return { message: REVIEW_MSG.reported };
  });
}

export async function listReports(db: Db, status: ReviewReportStatus | undefined, page: number, limit: number) {
  const { rows, total } = await repo.listReports(db, status, page, limit);
  const items: AdminReviewReport[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    reporter_role: r.reporterRole,
    reporter_name: r.reporterName,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    decision_note: r.decisionNote,
    review: { ...toView(r.review as repo.ReviewRow), title: r.title, subject_name: r.review.subjectName },
  }));
  return { items, total };
}

/** An admin hides the reported review (recorded on it, its ratings taken back) or dismisses the report. */
export async function decideReport(
  db: Db,
  adminId: number,
  reportId: number,
  to: 'hidden' | 'dismissed',
  note: string,
): Promise<{ message: string }> {
  let changed = false;
  await db.transaction(async (tx) => {
    const closed = await repo.closeReport(tx, reportId, to, adminId, note);
    if (!closed) {
      if (await repo.reportExists(tx, reportId)) throw conflict(REVIEW_MSG.reportClosed);
      throw notFound(REVIEW_MSG.reportNotFound);
    }
    if (to === 'hidden') {
      const hidden = await repo.hideReview(tx, closed.reviewId, adminId, note);
      if (hidden?.countedAt) {
        await repo.addToTotals(tx, hidden, -1);
        changed = true;
      }
    }
  });
  if (changed) await catalogueChanged(db);
  return { message: to === 'hidden' ? REVIEW_MSG.hidden : REVIEW_MSG.dismissed };
}
