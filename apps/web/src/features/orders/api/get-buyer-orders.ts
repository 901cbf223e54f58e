import type { BuyerOrder } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { buyerOrderKeys } from './query-keys';

/** GET /api/orders/{userId} (own id only): the buyer's orders with their lines, newest first. */
export function getBuyerOrders(userId: number, page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<BuyerOrder>('user', apiPaths.buyerOrders(userId, { page, limit }), signal);
}

export const buyerOrdersOptions = (userId: number, page: number, limit: number) =>
  queryOptions({
    queryKey: buyerOrderKeys.page(userId, page, limit),
    queryFn: ({ signal }) => getBuyerOrders(userId, page, limit, signal),
    // Owners decide lines at any time: a buyer coming back to the list sees their decisions.
    staleTime: 5_000,
  });

export function useBuyerOrders(userId: number, page: number, limit: number) {
  return useQuery(buyerOrdersOptions(userId, page, limit));
}
