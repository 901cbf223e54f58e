import type { LineStage } from '../renting/lifecycle.js';

// Reviews both ways (issue 15), free of zod: item cards and pages show ratings, so visitor pages read these.
//
// After an order line is handed over, its buyer rates the owner and the item and its owner rates the buyer: 1–5 stars
// and a comment, one review per line and side. A review stays hidden from the other side until both are in, or
// REVIEW_LIMITS.revealDays after the line's first review was written, whichever comes first (docs/reviews.md).

export const REVIEW_LIMITS = {
  commentMin: 3,
  commentMax: 1000,
  reportReasonMin: 10,
  reportReasonMax: 500,
  decisionNoteMax: 500,
  /** Days after the first review of a line when both are shown even if the other side never wrote one. */
  revealDays: 14,
} as const;

/** The side that writes a review: the buyer rates the owner and the item, the owner rates the buyer. */
export const REVIEW_SIDES = ['buyer', 'owner'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/**
 * The stages in which a line can be reviewed: a rental from the confirmed handover on (it runs, is being returned, or
 * is closed), a sale once closed (its handover confirmed). Nothing before the handover is confirmed, nothing cancelled.
 */
export const REVIEWABLE_STAGES = [
  'active',
  'return_requested',
  'returned',
  'return_disputed',
  'closed',
] as const satisfies readonly LineStage[];

export const isReviewableStage = (stage: string | null | undefined): boolean =>
  stage != null && (REVIEWABLE_STAGES as readonly string[]).includes(stage);

/** Reports of a revealed review: open until an admin hides the review or dismisses the report. */
export const REVIEW_REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

export const REVIEW_MSG = {
  invalidRating: 'Choose from 1 to 5 stars.',
  commentTooShort: `Write at least ${REVIEW_LIMITS.commentMin} characters.`,
  commentTooLong: `Please keep your review under ${REVIEW_LIMITS.commentMax} characters.`,
  lineNotFound: 'Order item not found',
  notYourLine: 'Only the buyer and the owner of this order can review it.',
  onlyProducts: 'Only items with an owner on Kiraya can be reviewed.',
  notYet: 'You can review this once the item has been handed over.',
  alreadyRevealed: 'This review has been revealed and can no longer be changed.',
  notFound: 'Review not found',
  notRevealed: 'Only a revealed review can be reported.',
  cannotReport: 'Only the two sides of this order can report its reviews.',
  reasonTooShort: `Say in at least ${REVIEW_LIMITS.reportReasonMin} characters what is wrong.`,
  reasonTooLong: `Please keep the reason under ${REVIEW_LIMITS.reportReasonMax} characters.`,
  noteTooLong: `Please keep the note under ${REVIEW_LIMITS.decisionNoteMax} characters.`,
  alreadyReported: 'You have already reported this review.',
  reported: 'Thank you. An admin will look at this review.',
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been dealt with.',
  hidden: 'The review is hidden.',
  dismissed: 'The report is dismissed; the review stays.',
  ownerNotFound: 'Owner not found',
} as const;

/** An average to one decimal, null without reviews. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
