import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, approvalActions, approvalFromVerified, approvalStatusesMovableTo, canMoveApproval } from './rules.js';

describe('approval transitions', () => {
  it('let a reviewer decide a pending item once, and nothing else', () => {
    expect(approvalStatusesMovableTo('approved', 'reviewer')).toEqual(['pending']);
    expect(approvalStatusesMovableTo('rejected', 'reviewer')).toEqual(['pending']);
    expect(approvalStatusesMovableTo('pending', 'reviewer')).toEqual([]);
    expect(approvalActions('pending')).toEqual(['approved', 'rejected']);
    expect(approvalActions('approved')).toEqual([]);
    expect(approvalActions('rejected')).toEqual([]);
  });

  it("send a reviewed product back to pending on its owner's edit, never publish it", () => {
    expect(approvalStatusesMovableTo('pending', 'owner')).toEqual(['approved', 'rejected']);
    for (const from of APPROVAL_STATUSES) {
      expect(canMoveApproval(from, 'approved', 'owner')).toBe(false);
      expect(canMoveApproval(from, 'rejected', 'owner')).toBe(false);
    }
  });

  it("follow the admin tables' verified switch from any status", () => {
    expect(approvalFromVerified(1)).toBe('approved');
    expect(approvalFromVerified(0)).toBe('pending');
    expect(approvalStatusesMovableTo('approved', 'editor')).toEqual(['pending', 'rejected']);
    expect(approvalStatusesMovableTo('pending', 'editor')).toEqual(['approved', 'rejected']);
    expect(approvalStatusesMovableTo('rejected', 'editor')).toEqual([]);
  });
});
