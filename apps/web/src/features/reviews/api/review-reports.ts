import type { AdminReviewReport, ReviewReportStatus } from '@kiraya/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPageAs, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { REVIEW_REPORTS_PAGE_SIZE, reviewKeys } from './query-keys';

/** GET /api/admin/review-reports: reported reviews in one status, newest first. */
export function useReviewReports(status: ReviewReportStatus, page: number) {
  return useQuery({
    queryKey: reviewKeys.reportsPage(status, page),
    queryFn: ({ signal }) =>
      apiGetPageAs<AdminReviewReport>('admin', apiPaths.adminReviewReports({ status, page, limit: REVIEW_REPORTS_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/review-reports/:id/hide|dismiss */
export function useDecideReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: 'hide' | 'dismiss'; note: string }) =>
      apiSend<{ message: string }>('POST', apiPaths.decideReviewReport(id, action), { role: 'admin', body: { note } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.reports() }),
  });
}
