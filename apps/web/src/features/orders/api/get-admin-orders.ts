import type { AdminOrder } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type AdminOrdersParams, adminOrderKeys } from './admin-query-keys';

/** GET /api/admin/orders: every order newest first, filtered by derived status and IST dates; total in X-Total-Count. */
export function getAdminOrders(params: AdminOrdersParams, signal?: AbortSignal) {
  return apiGetPageAs<AdminOrder>('admin', apiPaths.adminOrders(params), signal);
}

export const adminOrdersOptions = (params: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminOrderKeys.ordersPage(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    staleTime: 10_000,
  });

/** `enabled: false` while the filters are invalid (from after to): the server would only answer 400. */
export function useAdminOrders(params: AdminOrdersParams, enabled = true) {
  return useQuery({ ...adminOrdersOptions(params), enabled });
}
