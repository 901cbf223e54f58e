/** Reviews both ways (issue 15): schemas. */
import { z } from 'zod';
import { pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { LIMITS } from '../limits.js';
import { REVIEW_LIMITS, REVIEW_MSG, REVIEW_REPORT_STATUSES, REVIEW_SIDES } from './rules.js';

export const reviewRating = z
  .number({ error: REVIEW_MSG.invalidRating })
  .int(REVIEW_MSG.invalidRating)
  .min(LIMITS.ratingMin, REVIEW_MSG.invalidRating)
  .max(LIMITS.ratingMax, REVIEW_MSG.invalidRating);

/** PUT /api/orders/items/:itemId/review: write or change the caller's review of the line (until it is revealed). */
export const reviewInput = z.object({
  rating: reviewRating,
  comment: z
    .string({ error: REVIEW_MSG.commentTooShort })
    .trim()
    .min(REVIEW_LIMITS.commentMin, REVIEW_MSG.commentTooShort)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MSG.commentTooLong),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** An average (one decimal; null without reviews) and the number of revealed, shown reviews. */
export const ratingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

/** One review as its author, the other side once revealed, and admins see it. */
export const reviewView = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  side: z.enum(REVIEW_SIDES),
  rating: z.number().int(),
  comment: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it is (or was) shown to the other side. */
  reveal_at: z.string(),
  revealed: z.boolean(),
  /** Hidden by an admin after a report. */
  hidden: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewView>;

/**
 * GET /api/orders/items/:itemId/review: the line's reviews as the caller may see them. `theirs` is null until
 * revealed (only `theirs_written` says the other side wrote one); an admin sees both.
 */
export const lineReviews = z.object({
  order_item_id: z.number().int(),
  title: z.string(),
  /** The caller's side; null for an admin. */
  my_side: z.enum(REVIEW_SIDES).nullable(),
  reviewable: z.boolean(),
  mine: reviewView.nullable(),
  theirs: reviewView.nullable(),
  theirs_written: z.boolean(),
  /** When the line's reviews are (or were) revealed; null before the first one. */
  reveal_at: z.string().nullable(),
  /** The other side's rating summary: the owner's for a buyer, the buyer's for an owner. */
  other_rating: ratingSummary,
  /** Admin only: both reviews. */
  reviews: z.array(reviewView).optional(),
});
export type LineReviews = z.infer<typeof lineReviews>;

/** A revealed review as anyone sees it (an item's or an owner's reviews). */
export const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  /** The author's first name. */
  author_name: z.string(),
  /** The item reviewed, as the order line names it. */
  title: z.string(),
  product_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewIdParam = z.object({ id: rowId });

/** POST /api/reviews/:id/report */
export const reviewReportInput = z.object({
  reason: z
    .string({ error: REVIEW_MSG.reasonTooShort })
    .trim()
    .min(REVIEW_LIMITS.reportReasonMin, REVIEW_MSG.reasonTooShort)
    .max(REVIEW_LIMITS.reportReasonMax, REVIEW_MSG.reasonTooLong),
});
export type ReviewReportInput = z.input<typeof reviewReportInput>;

/** POST /api/admin/review-reports/:id/hide|dismiss */
export const reviewDecisionInput = z.object({
  note: z.string().trim().max(REVIEW_LIMITS.decisionNoteMax, REVIEW_MSG.noteTooLong).optional().default(''),
});
export type ReviewDecisionInput = z.input<typeof reviewDecisionInput>;

export const reviewReportsQuery = pagination.extend({ status: z.enum(REVIEW_REPORT_STATUSES).optional() });

/** An admin's view of a reported review. */
export const adminReviewReport = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  reason: z.string(),
  reporter_role: z.enum(['user', 'owner']),
  reporter_name: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  review: reviewView.extend({ title: z.string(), subject_name: z.string() }),
});
export type AdminReviewReport = z.infer<typeof adminReviewReport>;
