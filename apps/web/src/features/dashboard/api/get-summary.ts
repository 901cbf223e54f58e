import type { DashboardSummary } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** GET /api/admins/summary (admin bearer): the card counts, the 10 newest activities and the 30-day chart. */
export function getSummary(signal?: AbortSignal) {
  return apiSend<DashboardSummary>('GET', apiPaths.adminSummary(), { role: 'admin', signal });
}

export const summaryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getSummary(signal),
    // The numbers move while the admin watches: read again each minute and on return to the tab.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useSummary() {
  return useQuery(summaryOptions());
}
