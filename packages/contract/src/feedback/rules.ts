import { LIMITS } from '../limits.js';

// The rules and messages of buyers' feedback (ratings), free of zod: product pages show the rating.

export const FEEDBACK_LIMITS = { messageMax: 1000, idsMax: 100 } as const;

export const FEEDBACK_MSG = {
  invalidRating: `Choose a rating from ${LIMITS.ratingMin} to ${LIMITS.ratingMax} stars.`,
  messageTooLong: `Please keep your comment under ${FEEDBACK_LIMITS.messageMax} characters.`,
  invalidLine: 'Unknown order item.',
  lineNotFound: 'Order item not found',
  notYourLine: 'You can only rate items you ordered.',
  notAccepted: 'You can rate an item once its owner has accepted it.',
  onlyProducts: 'Only products can be rated.',
  duplicate: 'You have already rated this item.',
  sent: 'Thank you for your feedback!',
  notFound: 'Feedback not found',
  confirmDelete: 'Are you sure you want to delete this feedback?',
  deleted: 'Feedback deleted.',
  empty: 'No feedback yet.',
  tooManyIds: `Ask for at most ${FEEDBACK_LIMITS.idsMax} order items at a time.`,
} as const;

/** A rating to one decimal, as §9 shows it (4.25 → "4.3"). */
export const formatRating = (average: number): string => average.toFixed(1);
