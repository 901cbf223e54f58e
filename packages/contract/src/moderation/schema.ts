import { z } from 'zod';
import { REJECTION_REASON_MAX } from '../limits.js';
import { offerView } from '../renting/schema.js';
import { MODERATION_MSG } from './rules.js';

/** A product or listing waiting for approval (§3 Approval request). */
export const approvalRequest = z.object({
  /** `product-12` or `listing-7`: the two sources share one queue. */
  id: z.string(),
  source: z.enum(['products', 'listings']),
  item_id: z.number().int(),
  image: z.string(),
  title: z.string(),
  ownerName: z.string(),
  type: z.string(),
  category: z.string(),
  price: z.number(),
  date: z.string(),
  /** The offer the reviewer approves (the spec's price alone does not say rent or sale, deposit or minimum). */
  offer: offerView,
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
/** An approval request id as the list gives it (`product-12`, `listing-3`); any other id names no request (404). */
export const requestIdParam = z.object({ id: z.string().min(1).max(100, MODERATION_MSG.unknownRequestId) });
export const rejectInput = z
  .object({ reason: z.string().trim().max(REJECTION_REASON_MAX, MODERATION_MSG.reasonTooLong).optional() })
  .nullish();
