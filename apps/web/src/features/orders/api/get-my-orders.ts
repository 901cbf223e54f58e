import type { MyOrderRow } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { ownerOrderKeys } from './owner-query-keys';

/** GET /api/orders/my-orders: one page of the caller's accepted lines (what was sold or rented out), newest first. */
export function getMyOrders(page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<MyOrderRow>('owner', apiPaths.ownerSales({ page, limit }), signal);
}

// The endpoint reads the caller from the token; the owner id is in the key so another owner's rows are never shown.
export const myOrdersOptions = (ownerId: number, page: number, limit: number) =>
  queryOptions({
    queryKey: ownerOrderKeys.salesPage(ownerId, page, limit),
    queryFn: ({ signal }) => getMyOrders(page, limit, signal),
    staleTime: 10_000,
  });

export function useMyOrders(ownerId: number, page: number, limit: number) {
  return useQuery(myOrdersOptions(ownerId, page, limit));
}
