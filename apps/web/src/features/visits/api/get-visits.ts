import type { VisitView } from '@kiraya/contract/visits/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type VisitListFilter, visitKeys } from './query-keys';

/** GET /api/visits/mine: one page of the buyer's visits, newest first; the total in X-Total-Count. */
export function getMyVisits(filter: VisitListFilter, signal?: AbortSignal) {
  return apiGetPageAs<VisitView>('user', apiPaths.visits('mine', filter), signal);
}

/** GET /api/visits/owner: one page of the visits to the owner's properties. */
export function getOwnerVisits(filter: VisitListFilter, signal?: AbortSignal) {
  return apiGetPageAs<VisitView>('owner', apiPaths.visits('owner', filter), signal);
}

export const myVisitsOptions = (userId: number, filter: VisitListFilter) =>
  queryOptions({
    queryKey: visitKeys.minePage(userId, filter),
    queryFn: ({ signal }) => getMyVisits(filter, signal),
    // The owner answers at any time: coming back after a while reads the list again.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const ownerVisitsOptions = (ownerId: number, filter: VisitListFilter) =>
  queryOptions({
    queryKey: visitKeys.ownerPage(ownerId, filter),
    queryFn: ({ signal }) => getOwnerVisits(filter, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useMyVisits = (userId: number, filter: VisitListFilter) => useQuery(myVisitsOptions(userId, filter));
export const useOwnerVisits = (ownerId: number, filter: VisitListFilter) => useQuery(ownerVisitsOptions(ownerId, filter));
