import type { ApprovalRequest } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { adminKeys } from './query-keys';

/** Products and ads waiting for approval, oldest first; X-Total-Count is the whole queue. */
export function getApprovalRequests(params: { page: number; limit: number }, signal?: AbortSignal) {
  return apiGetPageAs<ApprovalRequest>('admin', apiPaths.approvalRequests(params), signal);
}

export const approvalRequestsOptions = (params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: adminKeys.requestsPage(params),
    queryFn: ({ signal }) => getApprovalRequests(params, signal),
    staleTime: 10_000,
  });

export function useApprovalRequests(params: { page: number; limit: number }) {
  return useQuery(approvalRequestsOptions(params));
}
