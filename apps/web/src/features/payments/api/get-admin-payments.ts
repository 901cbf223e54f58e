import type { Payment } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type AdminPaymentsParams, adminPaymentKeys } from './query-keys';

/** GET /api/admin/payments: checkout payments and owner withdrawals, newest first; total in X-Total-Count. */
export function getAdminPayments(params: AdminPaymentsParams, signal?: AbortSignal) {
  return apiGetPageAs<Payment>('admin', apiPaths.adminPayments(params), signal);
}

export const adminPaymentsOptions = (params: AdminPaymentsParams) =>
  queryOptions({
    queryKey: adminPaymentKeys.paymentsPage(params),
    queryFn: ({ signal }) => getAdminPayments(params, signal),
    staleTime: 10_000,
  });

export function useAdminPayments(params: AdminPaymentsParams) {
  return useQuery(adminPaymentsOptions(params));
}
