import type { Report } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type AdminReportsParams, reportKeys } from './query-keys';

/** GET /api/admin/reports: reports in one status (open by default), newest first; total in X-Total-Count. */
export function getAdminReports(params: AdminReportsParams, signal?: AbortSignal) {
  return apiGetPageAs<Report>('admin', apiPaths.adminReports(params), signal);
}

export const adminReportsOptions = (params: AdminReportsParams) =>
  queryOptions({
    queryKey: reportKeys.adminPage(params),
    queryFn: ({ signal }) => getAdminReports(params, signal),
    staleTime: 10_000,
  });

export function useAdminReports(params: AdminReportsParams) {
  return useQuery(adminReportsOptions(params));
}
