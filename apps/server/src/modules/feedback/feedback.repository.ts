import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { feedbacks, orderItems, orders, users } from '../../db/schema/index.js';

export type FeedbackRow = typeof feedbacks.$inferSelect;

/** An order line with its buyer, as much as rating it needs. */
export async function findLine(db: Executor, itemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      buyerId: orders.userId,
      status: orderItems.status,
      source: orderItems.source,
      productId: orderItems.productId,
      title: orderItems.title,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  return row ?? null;
}

/** Inserts unless the line already has feedback (unique order_item_id): null means it had, even under a race. */
export async function insertFeedback(db: Executor, row: typeof feedbacks.$inferInsert): Promise<FeedbackRow | null> {
  const [created] = await db.insert(feedbacks).values(row).onConflictDoNothing({ target: feedbacks.orderItemId }).returning();
  return created ?? null;
}

export async function userFeedbackOnLines(db: Executor, userId: number, orderItemIds: number[]): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.userId, userId), inArray(feedbacks.orderItemId, orderItemIds)))
    .orderBy(feedbacks.orderItemId);
}

/** Every feedback, newest first, with the buyer's name and the rated line's title. */
export async function listFeedbacks(db: Executor, page: number, limit: number) {
  return paged(
    db
      .select({ feedback: feedbacks, userName: users.name, title: orderItems.title, productId: orderItems.productId })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .innerJoin(orderItems, eq(orderItems.id, feedbacks.orderItemId))
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .$dynamic(),
    db.select({ n: count() }).from(feedbacks),
    page,
    limit,
  );
}

/** Count and average rounded to one decimal by the database (numeric rounding: 4.25 → 4.3); average null when empty. */
async function ratingStats(db: Executor, where?: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      n: count(),
      average: sql<string | null>`round(avg(${feedbacks.rating}), 1)`,
    })
    .from(feedbacks)
    .where(where);
  return { count: row?.n ?? 0, average: row?.average == null ? null : Number(row.average) };
}

export const summary = (db: Executor) => ratingStats(db);
export const productStats = (db: Executor, productId: number) => ratingStats(db, eq(feedbacks.productId, productId));

export async function deleteFeedback(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(feedbacks).where(eq(feedbacks.id, id)).returning({ id: feedbacks.id });
  return rows.length > 0;
}
