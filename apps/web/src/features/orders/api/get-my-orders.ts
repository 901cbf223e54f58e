import type { MyOrderRow } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { ownerOrderKeys } from './owner-query-keys';

/**
 * GET /api/orders/my-orders: one page of the caller's accepted lines (what was sold or rented out), newest first.
 * The endpoint reads the caller from the token; the owner id is in the key so another owner's rows are never shown.
 */
export const myOrdersOptions = (ownerId: number, page: number, limit: number) =>
  pageQueryOptions<MyOrderRow>(ownerOrderKeys.salesPage(ownerId, page, limit), 'owner', apiPaths.ownerSales({ page, limit }), 10_000);

export const useMyOrders = (ownerId: number, page: number, limit: number) => useQuery(myOrdersOptions(ownerId, page, limit));
