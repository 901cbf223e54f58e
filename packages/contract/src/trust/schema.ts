import { z } from 'zod';
import { LOCALITY_SLUGS } from '../catalogue/localities.js';
import { catalogueItem, productPhoto } from '../catalogue/schema.js';
import { rowId } from '../ids.js';
import { approvalRequest } from '../moderation/schema.js';
import { ratingSummary } from '../reviews/schema.js';
import { OWNER_VERIFICATION_ACTIONS, REVOKE_REASON_MIN, TRUST_MSG, VERIFICATION_DOCUMENTS, VERIFICATION_NOTE_MAX } from './rules.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An admin grants "Verified owner": which documents they saw, the day they saw them, and a note. */
export const grantVerificationInput = z.object({
  documents: z
    .array(z.enum(VERIFICATION_DOCUMENTS, { error: TRUST_MSG.documentsInvalid }), { error: TRUST_MSG.documentsRequired })
    .min(1, TRUST_MSG.documentsRequired)
    .max(VERIFICATION_DOCUMENTS.length, TRUST_MSG.documentsRepeated)
    .refine((list) => new Set(list).size === list.length, TRUST_MSG.documentsRepeated),
  /** The day the documents were checked (India), not after today; the server checks the upper bound. */
  checked_on: z.string({ error: TRUST_MSG.checkedOnRequired }).trim().refine(validDay, TRUST_MSG.checkedOnRequired),
  note: z.string().trim().max(VERIFICATION_NOTE_MAX, TRUST_MSG.noteTooLong).optional().default(''),
});
export type GrantVerificationInput = z.input<typeof grantVerificationInput>;

/** An admin takes the status back, saying why. */
export const revokeVerificationInput = z.object({
  reason: z
    .string({ error: TRUST_MSG.reasonRequired })
    .trim()
    .min(REVOKE_REASON_MIN, TRUST_MSG.reasonRequired)
    .max(VERIFICATION_NOTE_MAX, TRUST_MSG.reasonTooLong),
});
export type RevokeVerificationInput = z.input<typeof revokeVerificationInput>;

/** One grant or revocation as admins see it. */
export const verificationRecord = z.object({
  id: z.number().int(),
  action: z.enum(OWNER_VERIFICATION_ACTIONS),
  documents: z.array(z.enum(VERIFICATION_DOCUMENTS)),
  note: z.string(),
  checked_on: z.string().nullable(),
  admin_name: z.string().nullable(),
  created_at: z.string(),
});
export type VerificationRecord = z.infer<typeof verificationRecord>;

/** An owner's verification for admins: the current status (the spec's `verified`, 0/1) and its whole history, newest first. */
export const ownerVerification = z.object({
  owner_id: z.number().int(),
  name: z.string(),
  verified: z.union([z.literal(0), z.literal(1)]),
  history: z.array(verificationRecord),
});
export type OwnerVerification = z.infer<typeof ownerVerification>;

/** What the owner sees of their own status: verified or not, since when, and what was checked (no admin names). */
export const myVerification = z.object({
  verified: z.boolean(),
  verified_since: z.string().nullable(),
  documents: z.array(z.enum(VERIFICATION_DOCUMENTS)),
  checked_on: z.string().nullable(),
});
export type MyVerification = z.infer<typeof myVerification>;

export const ownerProfileParam = z.object({ id: rowId });

/**
 * A public owner profile. Never an e-mail address or a phone number. `rating` is what buyers said in revealed reviews
 * (docs/reviews.md); `responseRate` and `typicalReplyMinutes` come from conversations, null while there are none.
 */
export const ownerProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where most of the owner's available items are; null when none is listed. */
  locality: z.enum(LOCALITY_SLUGS).nullable(),
  member_since: z.string(),
  verified: z.boolean(),
  verified_since: z.string().nullable(),
  rating: ratingSummary,
  responseRate: z.number().nullable(),
  typicalReplyMinutes: z.number().nullable(),
  /** The owner's available, approved items: one page of them (`page`, `limit`), and how many there are. */
  items: z.array(catalogueItem),
  total_items: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OwnerProfile = z.infer<typeof ownerProfile>;

/** Who posted an item under review, and how their earlier items and orders went. */
export const submitterHistory = z.object({
  /** 'owner' for a product, 'user' for a buyer's ad. */
  kind: z.enum(['owner', 'user']),
  id: z.number().int(),
  name: z.string(),
  member_since: z.string(),
  /** Owners only: the "Verified owner" status; null for a buyer's ad. */
  verified: z.boolean().nullable(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Order lines closed (handed over and settled); null for a buyer's ad. */
  orders_completed: z.number().int().nullable(),
});
export type SubmitterHistory = z.infer<typeof submitterHistory>;

/** One request of the queue in full: every photo, the description, the place, and who posted it. */
export const approvalRequestDetail = approvalRequest.extend({
  description: z.string(),
  location: z.string(),
  city: z.string(),
  locality: z.enum(LOCALITY_SLUGS),
  condition: z.string().nullable(),
  photos: z.array(productPhoto),
  submitter: submitterHistory.nullable(),
});
export type ApprovalRequestDetail = z.infer<typeof approvalRequestDetail>;

/** Approve's answer: the spec's message, and until when (ISO) the approval can be undone. */
export const approveResponse = z.object({ message: z.string(), undo_until: z.string() });
export type ApproveResponse = z.infer<typeof approveResponse>;
