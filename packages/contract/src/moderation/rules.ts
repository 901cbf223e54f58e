import { capitalisedLabels } from '../labels.js';
import { REJECTION_REASON_MAX } from '../limits.js';

// Item approval (zod-free): the statuses of products and ads, who may move them, and the queue's texts.
// The server's conditional updates and the web's buttons read the same table.

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_LABELS = capitalisedLabels(APPROVAL_STATUSES);

/**
 * Who moves an item between statuses:
 * - `reviewer`: an admin deciding a request in the Approval Requests queue (approve or reject, once);
 * - `owner`: the product's owner, whose edit of a reviewed field (REVIEWED_PRODUCT_FIELDS) or of the picture sends
 *   a reviewed product back to the queue;
 * - `editor`: an admin in the Products or Listings table, whose `verified` switch publishes the item (1) or takes it
 *   back to the queue (0), from any status.
 */
export const APPROVAL_ACTORS = ['reviewer', 'owner', 'editor'] as const;
export type ApprovalActor = (typeof APPROVAL_ACTORS)[number];

/** from → to → who may make that move. Every other move is refused (the reviewer's gets a 409). */
export const APPROVAL_TRANSITIONS = {
  pending: { approved: ['reviewer', 'editor'], rejected: ['reviewer'] },
  approved: { pending: ['owner', 'editor'] },
  rejected: { approved: ['editor'], pending: ['owner', 'editor'] },
} as const satisfies Record<ApprovalStatus, Partial<Record<ApprovalStatus, readonly ApprovalActor[]>>>;

/** Whether `actor` may move an item from `from` to `to`: the server enforces it, the client uses it for buttons. */
export function canMoveApproval(from: ApprovalStatus, to: ApprovalStatus, actor: ApprovalActor): boolean {
  const moves: Partial<Record<ApprovalStatus, readonly ApprovalActor[]>> = APPROVAL_TRANSITIONS[from];
  return moves[to]?.includes(actor) ?? false;
}

/** The statuses from which `actor` may move an item to `to` (the server's conditional UPDATE uses exactly these). */
export function approvalStatusesMovableTo(to: ApprovalStatus, actor: ApprovalActor): ApprovalStatus[] {
  return APPROVAL_STATUSES.filter((from) => canMoveApproval(from, to, actor));
}

/** The decisions of the Approval Requests queue: approve or reject. */
export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The decisions a reviewer can still make on an item in `status` (the queue's Approve / Reject buttons). */
export function approvalActions(status: ApprovalStatus): ApprovalDecision[] {
  return APPROVAL_DECISIONS.filter((to) => canMoveApproval(status, to, 'reviewer'));
}

/** The status an admin's `verified` switch (Products and Listings tables) sets. */
export const approvalFromVerified = (verified: 0 | 1): ApprovalStatus => (verified === 1 ? 'approved' : 'pending');

export const MODERATION_MSG = {
  noPending: 'No pending requests found.',
  requestNotFound: 'Request not found',
  alreadyHandled: 'This request has already been handled.',
  unknownRequestId: 'Unknown request id.',
  reasonTooLong: `Keep the reason under ${REJECTION_REASON_MAX} characters.`,
  approved: (title: string) => `Approved “${title}”.`,
  rejected: (title: string) => `Rejected “${title}”.`,
  approveFailed: 'Failed to approve the request.',
  rejectFailed: 'Failed to reject the request.',
} as const;
