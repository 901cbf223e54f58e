import type { OrderItemStatus, OwnerOrderRow } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { ownerOrderKeys } from './owner-query-keys';

export interface OrderRequestsFilter {
  status?: OrderItemStatus;
  page: number;
  limit: number;
}

/** GET /api/orders/owner/{ownerId}: one page of the lines of the owner's products, newest first; total in X-Total-Count. */
export function getOrderRequests(ownerId: number, filter: OrderRequestsFilter, signal?: AbortSignal) {
  return apiGetPageAs<OwnerOrderRow>('owner', apiPaths.ownerOrders(ownerId, filter), signal);
}

export const orderRequestsOptions = (ownerId: number, filter: OrderRequestsFilter) =>
  queryOptions({
    queryKey: ownerOrderKeys.requestPage(ownerId, filter),
    queryFn: ({ signal }) => getOrderRequests(ownerId, filter, signal),
    // Buyers place and cancel orders at any time: a visit after a while reads the list again.
    staleTime: 10_000,
  });

export function useOrderRequests(ownerId: number, filter: OrderRequestsFilter) {
  return useQuery(orderRequestsOptions(ownerId, filter));
}

/** How many requests wait for a decision: the same endpoint, one row, and its X-Total-Count. */
export function usePendingRequestCount(ownerId: number) {
  return useQuery({
    ...orderRequestsOptions(ownerId, { status: 'pending', page: 1, limit: 1 }),
    select: (page) => page.total,
  });
}
