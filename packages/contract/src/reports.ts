/** Reports on ads and products, and buyers' feedback on order lines: schemas, constants and messages. */
import { z } from 'zod';
import { idSchema, pagination, rowId } from './common.js';
import { LIMITS, SOURCES } from './constants.js';
import { FEEDBACK_LIMITS, FEEDBACK_MSG, REPORT_LIMITS, REPORT_MSG, REPORT_STATUSES } from './report-rules.js';

/* ───────────────────────── Reports ───────────────────────── */

/** open: waiting for an admin; ignored / deleted: dealt with, kept in the table (never hard-deleted). */

const itemId = idSchema(REPORT_MSG.invalidItem);

/** The reason of a report, trimmed: also used by the client form. */
export const reportReason = z
  .string({ error: REPORT_MSG.reasonRequired })
  .trim()
  .min(1, REPORT_MSG.reasonRequired)
  .min(REPORT_LIMITS.reasonMin, REPORT_MSG.reasonTooShort)
  .max(REPORT_LIMITS.reasonMax, REPORT_MSG.reasonTooLong);

/** POST /api/reports. */
export const reportInput = z.object({
  type: z.enum(SOURCES, { error: REPORT_MSG.invalidType }),
  item_id: itemId,
  reason: reportReason,
});
export type ReportInput = z.infer<typeof reportInput>;

/** §3 Report, plus the item and the report's status. */
export const report = z.object({
  id: z.number().int(),
  type: z.enum(SOURCES),
  /** The reporter's name. */
  reporter: z.string(),
  reporter_role: z.enum(['user', 'owner', 'admin']),
  reason: z.string(),
  /** ISO date-time the report was filed. */
  date: z.string(),
  item_id: z.number().int(),
  /** Null once the item was deleted. */
  item_title: z.string().nullable(),
  /** Whether the item is still public (its page opens). */
  item_public: z.boolean(),
  status: z.enum(REPORT_STATUSES),
});
export type Report = z.infer<typeof report>;

/** GET /api/admin/reports: open reports unless `status` says otherwise. */
export const adminReportsQuery = pagination.extend({
  status: z.enum(REPORT_STATUSES, { error: 'Status must be open, ignored or deleted.' }).default('open'),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

/* ───────────────────────── Feedback ───────────────────────── */

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
    z.array(orderItemId, { error: FEEDBACK_MSG.invalidLine }).min(1, FEEDBACK_MSG.invalidLine).max(100, FEEDBACK_MSG.tooManyIds),
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

/* ───────────────────────── Params ───────────────────────── */

/** :id of a report, a feedback or a product (bounded to PostgreSQL's integer, so a huge id is a 404, not a 500). */
export const engagementIdParam = z.object({ id: rowId });
