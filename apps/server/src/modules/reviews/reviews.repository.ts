import { REVIEW_LIMITS, type ReviewReportStatus, type ReviewSide } from '@kiraya/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ratingTotals, reviewReports, reviews } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

/** The only code that touches the reviews tables (docs/reviews.md). */

export interface LineParties {
  id: number;
  title: string;
  stage: string | null;
  status: string;
  ownerId: number | null;
  productId: number | null;
  buyerId: number;
}

/** The line with its buyer and owner; `lock` takes the line's row so the two sides' writes run one after the other. */
export async function findLine(db: Executor, itemId: number, lock = false): Promise<LineParties | null> {
  const result = await db.execute(sql`
    SELECT oi.id, oi.title, oi.stage, oi.status, oi.owner_id AS "ownerId", oi.product_id AS "productId", o.user_id AS "buyerId"
    FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.id = ${itemId}
    ${lock ? sql`FOR UPDATE OF oi` : sql``}`);
  return rowsOf<LineParties>(result)[0] ?? null;
}

/** Whether a review is shown to the other side: always decided in SQL from its timestamp. */
const revealedSql = sql<boolean>`(${reviews.revealAt} <= now())`;
/** The author's name: a buyer's review is by a user, an owner's by an owner. */
const authorNameSql = sql<string>`coalesce(CASE WHEN ${reviews.side} = 'buyer'
  THEN (SELECT u.name FROM users u WHERE u.id = ${reviews.authorId})
  ELSE (SELECT ow.name FROM owners ow WHERE ow.id = ${reviews.authorId}) END, '')`;
const subjectNameSql = sql<string>`coalesce(CASE WHEN ${reviews.side} = 'buyer'
  THEN (SELECT ow.name FROM owners ow WHERE ow.id = ${reviews.subjectId})
  ELSE (SELECT u.name FROM users u WHERE u.id = ${reviews.subjectId}) END, '')`;

const reviewColumns = {
  id: reviews.id,
  orderItemId: reviews.orderItemId,
  side: reviews.side,
  authorId: reviews.authorId,
  subjectId: reviews.subjectId,
  productId: reviews.productId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  revealAt: reviews.revealAt,
  countedAt: reviews.countedAt,
  hiddenAt: reviews.hiddenAt,
  revealed: revealedSql,
  authorName: authorNameSql,
};

export type ReviewRow = {
  id: number;
  orderItemId: number;
  side: ReviewSide;
  authorId: number;
  subjectId: number;
  productId: number | null;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  revealAt: Date;
  countedAt: Date | null;
  hiddenAt: Date | null;
  revealed: boolean;
  authorName: string;
};

export async function reviewsOfLine(db: Executor, itemId: number): Promise<ReviewRow[]> {
  return db.select(reviewColumns).from(reviews).where(eq(reviews.orderItemId, itemId)).orderBy(reviews.id);
}

export async function findReview(db: Executor, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/** The first review of a line is shown REVIEW_LIMITS.revealDays later (or when the other side writes theirs). */
export async function insertReview(
  tx: Executor,
  row: Pick<ReviewRow, 'orderItemId' | 'side' | 'authorId' | 'subjectId' | 'productId' | 'rating' | 'comment'>,
): Promise<{ id: number; revealAt: Date }> {
  const [inserted] = await tx
    .insert(reviews)
    .values({ ...row, revealAt: sql`now() + make_interval(days => ${REVIEW_LIMITS.revealDays})` })
    .returning({ id: reviews.id, revealAt: reviews.revealAt });
  if (!inserted) throw new Error('review insert returned nothing');
  return inserted;
}

/** Changes a review that is not yet revealed; false when it is (the edit is refused). */
export async function updateUnrevealed(tx: Executor, id: number, input: { rating: number; comment: string }): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), sql`${reviews.revealAt} > now()`))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Both sides are in: every review of the line still hidden is revealed now. */
export async function revealLineNow(tx: Executor, itemId: number): Promise<void> {
  await tx
    .update(reviews)
    .set({ revealAt: sql`now()` })
    .where(and(eq(reviews.orderItemId, itemId), sql`${reviews.revealAt} > now()`));
}

export interface CountedReview {
  side: ReviewSide;
  subjectId: number;
  productId: number | null;
  rating: number;
}

/**
 * Claims the line's revealed reviews not yet in the ratings (`at`: the clock of the job; the statement's own time
 * otherwise) and adds them: each review is counted exactly once, whoever gets there first.
 */
export async function countRevealed(tx: Executor, itemId: number, at: Date | null): Promise<CountedReview[]> {
  const counted = await tx
    .update(reviews)
    .set({ countedAt: sql`now()` })
    .where(
      and(
        eq(reviews.orderItemId, itemId),
        sql`${reviews.countedAt} IS NULL AND ${reviews.hiddenAt} IS NULL`,
        at ? sql`${reviews.revealAt} <= ${at.toISOString()}::timestamptz` : sql`${reviews.revealAt} <= now()`,
      ),
    )
    .returning({ side: reviews.side, subjectId: reviews.subjectId, productId: reviews.productId, rating: reviews.rating });
  for (const r of counted) await addToTotals(tx, r, 1);
  return counted;
}

/** Adds (sign 1) or removes (sign −1) one review in its subjects' totals. */
export async function addToTotals(tx: Executor, r: CountedReview, sign: 1 | -1): Promise<void> {
  const subjects: { kind: 'item' | 'owner' | 'user'; id: number }[] =
    r.side === 'buyer'
      ? [{ kind: 'owner', id: r.subjectId }, ...(r.productId === null ? [] : [{ kind: 'item' as const, id: r.productId }])]
      : [{ kind: 'user', id: r.subjectId }];
  for (const s of subjects) {
    await tx
      .insert(ratingTotals)
      .values({ subjectKind: s.kind, subjectId: s.id, reviewCount: sign, ratingSum: sign * r.rating })
      .onConflictDoUpdate({
        target: [ratingTotals.subjectKind, ratingTotals.subjectId],
        set: {
          reviewCount: sql`${ratingTotals.reviewCount} + ${sign}`,
          ratingSum: sql`${ratingTotals.ratingSum} + ${sign * r.rating}`,
        },
      });
  }
}

export async function totalsOf(
  db: Executor,
  kind: 'item' | 'owner' | 'user',
  ids: readonly number[],
): Promise<Map<number, { count: number; sum: number }>> {
  const out = new Map<number, { count: number; sum: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: ratingTotals.subjectId, count: ratingTotals.reviewCount, sum: ratingTotals.ratingSum })
    .from(ratingTotals)
    .where(and(eq(ratingTotals.subjectKind, kind), inArray(ratingTotals.subjectId, [...new Set(ids)])));
  for (const r of rows) out.set(r.id, { count: r.count, sum: r.sum });
  return out;
}

/** The buyers of these lines, for their ratings on the owner's order requests. */
export async function buyersOfLines(db: Executor, lineIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (lineIds.length === 0) return out;
  const result = await db.execute(sql`
    SELECT oi.id, o.user_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.id IN (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const r of rowsOf<{ id: number; user_id: number }>(result)) out.set(r.id, r.user_id);
  return out;
}

/* ───────────── public lists ───────────── */

export interface PublicRow {
  id: number;
  rating: number;
  comment: string;
  authorName: string;
  title: string;
  productId: number | null;
  revealAt: Date;
}

async function publicPage(db: Executor, where: ReturnType<typeof sql>, page: number, limit: number) {
  const shown = and(eq(reviews.side, 'buyer'), sql`${reviews.hiddenAt} IS NULL AND ${reviews.revealAt} <= now()`, where);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        authorName: authorNameSql,
        title: sql<string>`(SELECT oi.title FROM order_items oi WHERE oi.id = ${reviews.orderItemId})`,
        productId: reviews.productId,
        revealAt: reviews.revealAt,
      })
      .from(reviews)
      .where(shown)
      .orderBy(desc(reviews.revealAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(shown),
  ]);
  return { rows: rows as PublicRow[], total: count?.n ?? 0 };
}

export const ownerReviews = (db: Executor, ownerId: number, page: number, limit: number) =>
  publicPage(db, sql`${reviews.subjectId} = ${ownerId}`, page, limit);

export const productReviews = (db: Executor, productId: number, page: number, limit: number) =>
  publicPage(db, sql`${reviews.productId} = ${productId}`, page, limit);

export async function ownerExists(db: Executor, ownerId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM owners WHERE id = ${ownerId}`);
  return rowsOf(result).length > 0;
}

export async function approvedProductExists(db: Executor, productId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM products WHERE id = ${productId} AND approval_status = 'approved'`);
  return rowsOf(result).length > 0;
}

/* ───────────── reports ───────────── */

/** null when this reporter already reported the review (the unique index decides, so a double submit is one report). */
export async function insertReport(
  tx: Executor,
  row: { reviewId: number; reporterRole: 'user' | 'owner'; reporterId: number; reason: string },
): Promise<number | null> {
  const [inserted] = await tx.insert(reviewReports).values(row).onConflictDoNothing().returning({ id: reviewReports.id });
  return inserted?.id ?? null;
}

export async function listReports(db: Executor, status: ReviewReportStatus | undefined, page: number, limit: number) {
  const where = status ? eq(reviewReports.status, status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reviewReports.id,
        status: reviewReports.status,
        reason: reviewReports.reason,
        reporterRole: reviewReports.reporterRole,
        reporterName: sql<string>`coalesce(CASE WHEN ${reviewReports.reporterRole} = 'user'
          THEN (SELECT u.name FROM users u WHERE u.id = ${reviewReports.reporterId})
          ELSE (SELECT ow.name FROM owners ow WHERE ow.id = ${reviewReports.reporterId}) END, '')`,
        createdAt: reviewReports.createdAt,
        decidedAt: reviewReports.decidedAt,
        decisionNote: reviewReports.decisionNote,
        review: { ...reviewColumns, subjectName: subjectNameSql },
        title: sql<string>`(SELECT oi.title FROM order_items oi WHERE oi.id = ${reviews.orderItemId})`,
      })
      .from(reviewReports)
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .where(where)
      .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(reviewReports).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Closes an open report; null when it is not open (or does not exist: the caller tells them apart). */
export async function closeReport(
  tx: Executor,
  id: number,
  to: 'hidden' | 'dismissed',
  adminId: number,
  note: string,
): Promise<{ reviewId: number } | null> {
  const [row] = await tx
    .update(reviewReports)
    .set({ status: to, decidedAt: sql`now()`, decidedBy: adminId, decisionNote: note || null })
    .where(and(eq(reviewReports.id, id), eq(reviewReports.status, 'open')))
    .returning({ reviewId: reviewReports.reviewId });
  return row ?? null;
}

export async function reportExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: reviewReports.id }).from(reviewReports).where(eq(reviewReports.id, id));
  return rows.length > 0;
}

/** Hides a review (recorded: when, by whom, why) and closes its other open reports the same way. */
export async function hideReview(tx: Executor, reviewId: number, adminId: number, note: string) {
  const [hidden] = await tx
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenBy: adminId, hiddenNote: note || null })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} IS NULL`))
    .returning({
      side: reviews.side,
      subjectId: reviews.subjectId,
      productId: reviews.productId,
      rating: reviews.rating,
      countedAt: reviews.countedAt,
    });
  await tx
    .update(reviewReports)
    .set({ status: 'hidden', decidedAt: sql`now()`, decidedBy: adminId, decisionNote: note || null })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')));
  return hidden ?? null;
}
