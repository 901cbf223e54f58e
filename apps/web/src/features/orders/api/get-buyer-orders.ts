import type { BuyerOrder } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { buyerOrderKeys } from './query-keys';

/**
 * GET /api/orders/{userId} (own id only): the buyer's orders with their lines, newest first. Owners decide lines at
 * any time: a buyer coming back to the list sees their decisions (fresh for 5 s).
 */
export const buyerOrdersOptions = (userId: number, page: number, limit: number) =>
  pageQueryOptions<BuyerOrder>(buyerOrderKeys.page(userId, page, limit), 'user', apiPaths.buyerOrders(userId, { page, limit }), 5_000);

export const useBuyerOrders = (userId: number, page: number, limit: number) => useQuery(buyerOrdersOptions(userId, page, limit));
