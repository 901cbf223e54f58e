import {
  type AdminFeedback,
  FEEDBACK_MSG,
  type FeedbackSummary,
  type feedbackInput,
  type MyFeedback,
  type ProductRating,
} from '@kiraya/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { getProduct } from '../catalogue/catalogue.service.js';
import * as events from '../events/events.service.js';
import * as repo from './feedback.repository.js';

type ParsedInput = z.output<typeof feedbackInput>;

const toMine = (f: repo.FeedbackRow): MyFeedback => ({
  id: f.id,
  order_item_id: f.orderItemId,
  rating: f.rating,
  message: f.message,
  date: f.createdAt.toISOString(),
});

/**
 * The buyer rates one of their own product lines, once it is accepted, once. The unique index on order_item_id
 * settles a double submit: the second insert writes nothing and gets the 409.
 */
export async function giveFeedback(db: Db, buyerId: number, input: ParsedInput): Promise<MyFeedback> {
  try {
    return await db.transaction(async (tx) => {
      const line = await repo.findLine(tx, input.order_item_id);
      if (!line) throw notFound(FEEDBACK_MSG.lineNotFound);
      if (line.buyerId !== buyerId) throw forbidden(FEEDBACK_MSG.notYourLine);
      // Ads are decided by admins and have no product page to show a rating on.
      if (line.source !== 'products') throw badRequest(FEEDBACK_MSG.onlyProducts);
      if (line.status !== 'accepted') throw conflict(FEEDBACK_MSG.notAccepted);
      const row = await repo.insertFeedback(tx, {
        userId: buyerId,
        orderItemId: line.id,
        productId: line.productId,
        rating: input.rating,
        message: input.message,
      });
      if (!row) throw conflict(FEEDBACK_MSG.duplicate);
      await events.feedbackGiven(tx, { title: line.title, rating: row.rating }, buyerId);
      return toMine(row);
    });
  } catch (error) {
    // Belt and braces: a driver that reports the race as a unique violation still answers 409.
    if (isUniqueViolation(error)) throw conflict(FEEDBACK_MSG.duplicate);
    throw error;
  }
}

/** Which of these lines the caller has rated (other buyers' feedback is never returned). */
export async function myFeedback(db: Db, buyerId: number, orderItemIds: number[]): Promise<MyFeedback[]> {
  return (await repo.userFeedbackOnLines(db, buyerId, [...new Set(orderItemIds)])).map(toMine);
}

export async function listFeedbacks(db: Db, page: number, limit: number) {
  const { rows, total } = await repo.listFeedbacks(db, page, limit);
  const items: AdminFeedback[] = rows.map((r) => ({
    id: r.feedback.id,
    userName: r.userName,
    message: r.feedback.message,
    rating: r.feedback.rating,
    date: r.feedback.createdAt.toISOString(),
    product_title: r.title,
    product_id: r.productId,
  }));
  return { items, total };
}

export async function feedbackSummary(db: Db): Promise<FeedbackSummary> {
  const s = await repo.summary(db);
  return { total: s.count, average: s.average };
}

export async function deleteFeedback(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteFeedback(db, id))) throw notFound(FEEDBACK_MSG.notFound);
}

/** A public product's average rating (one decimal) and count; 404 'Product not found' if it is not public. */
export async function productRating(db: Db, productId: number): Promise<ProductRating> {
  await getProduct(db, productId);
  const s = await repo.productStats(db, productId);
  return { average: s.average, count: s.count };
}
