import { type ApprovalStatus, approvalFromVerified, canMoveApproval } from '@kiraya/contract';

/**
 * The columns an admin's `verified` switch (Products and Listings tables) sets, by the contract's approval machine:
 * 1 publishes the item and clears a rejection reason, 0 takes it back to the queue. Nothing when the switch is absent.
 */
export function verifiedColumns(verified: 0 | 1 | undefined): { approvalStatus?: ApprovalStatus; rejectionReason?: null } {
  if (verified === undefined) return {};
  const approvalStatus = approvalFromVerified(verified);
  return approvalStatus === 'approved' ? { approvalStatus, rejectionReason: null } : { approvalStatus };
}

/** Whether an owner's edit of a reviewed field (or picture) sends an item in `status` back to the approval queue. */
export const ownerEditReturnsToReview = (status: ApprovalStatus): boolean => canMoveApproval(status, 'pending', 'owner');
