import type { VisitStatus } from '@kiraya/contract/visits/rules';

export interface VisitListFilter {
  status?: VisitStatus;
  page: number;
  limit: number;
}

/** Keys of both sides' visit lists under one root: any move or offer refreshes every visit view. */
export const visitKeys = {
  all: ['visits'] as const,
  mine: (userId: number) => [...visitKeys.all, 'mine', userId] as const,
  minePage: (userId: number, filter: VisitListFilter) => [...visitKeys.mine(userId), filter] as const,
  owner: (ownerId: number) => [...visitKeys.all, 'owner', ownerId] as const,
  ownerPage: (ownerId: number, filter: VisitListFilter) => [...visitKeys.owner(ownerId), filter] as const,
};

/** Visits per page on /visits and /owner-visits (cards are tall). */
export const VISITS_PAGE_SIZE = 5;
