/** Buyers' feedback on order lines, and the ratings it makes: schemas. */
import { z } from 'zod';
import { idSchema, rowId } from '../ids.js';
import { LIMITS } from '../limits.js';
import { FEEDBACK_LIMITS, FEEDBACK_MSG } from './rules.js';

const orderItemId = idSchema(FEEDBACK_MSG.invalidLine);

export const feedbackRating = z
  .number({ error: FEEDBACK_MSG.invalidRating })
  .int(FEEDBACK_MSG.invalidRating)
  .min(LIMITS.ratingMin, FEEDBACK_MSG.invalidRating)
  .max(LIMITS.ratingMax, FEEDBACK_MSG.invalidRating);

export const feedbackMessage = z.string().trim().max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MSG.messageTooLong);

/** POST /api/feedbacks: the buyer rates one of their accepted product lines. */
export const feedbackInput = z.object({
  order_item_id: orderItemId,
  rating: feedbackRating,
  message: feedbackMessage.optional().default(''),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** The buyer's own feedback on one line (POST answer and GET /api/feedbacks/mine). */
export const myFeedback = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  rating: z.number().int(),
  message: z.string(),
  date: z.string(),
});
export type MyFeedback = z.infer<typeof myFeedback>;

/** GET /api/feedbacks/mine?item_ids=1,2,3: which of these lines the caller has rated. */
export const myFeedbackQuery = z.object({
  item_ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
    z
      .array(orderItemId, { error: FEEDBACK_MSG.invalidLine })
      .min(1, FEEDBACK_MSG.invalidLine)
      .max(FEEDBACK_LIMITS.idsMax, FEEDBACK_MSG.tooManyIds),
  ),
});

/** §3 Feedback, plus what was rated. */
export const adminFeedback = z.object({
  id: z.number().int(),
  userName: z.string(),
  message: z.string(),
  rating: z.number().int(),
  date: z.string(),
  /** The order line's title (kept even if the product was deleted). */
  product_title: z.string(),
  /** Null for a deleted product. */
  product_id: z.number().int().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

/** GET /api/admin/feedbacks/summary: over ALL feedback; average has one decimal, null when there is none. */
export const feedbackSummary = z.object({
  total: z.number().int(),
  average: z.number().nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

/** GET /api/products/:id/rating. */
export const productRating = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRating>;

/** :id of a report, a feedback or a product (bounded to PostgreSQL's integer, so a huge id is a 404, not a 500). */
export const engagementIdParam = z.object({ id: rowId });
