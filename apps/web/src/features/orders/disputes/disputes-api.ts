import type { DisputeRow } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs, apiUrl } from '../../../lib/api-client';
import { adminRoot } from '../../../lib/query-keys';

export interface DisputesParams {
  page: number;
  limit: number;
}

/** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
export const disputeKeys = {
  all: () => [...adminRoot, 'disputes'] as const,
  page: (params: DisputesParams) => [...disputeKeys.all(), params] as const,
};

export const DISPUTES_PAGE_SIZE = 10;

/** GET /api/admin/disputes: disputed lines, oldest first; total in X-Total-Count. */
export const disputesOptions = (params: DisputesParams) =>
  queryOptions({
    queryKey: disputeKeys.page(params),
    queryFn: ({ signal }) => apiGetPageAs<DisputeRow>('admin', apiUrl('/api/admin/disputes', { ...params }), signal),
    staleTime: 10_000,
  });

export function useDisputes(params: DisputesParams) {
  return useQuery(disputesOptions(params));
}

/** How many disputes wait (the sidebar's badge): one row asked for, the total read from its header. */
export function useDisputeCount() {
  return useQuery({ ...disputesOptions({ page: 1, limit: 1 }), refetchInterval: 60_000, select: (page) => page.total });
}
