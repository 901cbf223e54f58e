import type { AdminFeedback, FeedbackSummary } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

/** GET /api/admin/feedbacks (admin bearer): every feedback, newest first; total in X-Total-Count. */
export const adminFeedbacksOptions = (page: number, limit: number) =>
  pageQueryOptions<AdminFeedback>(feedbackKeys.adminPage(page, limit), 'admin', apiPaths.adminFeedbacks({ page, limit }), 10_000);

export const useAdminFeedbacks = (page: number, limit: number) => useQuery(adminFeedbacksOptions(page, limit));

/** GET /api/admin/feedbacks/summary: total and average (one decimal) over all feedback. */
export function getFeedbackSummary(signal?: AbortSignal) {
  return apiSend<FeedbackSummary>('GET', apiPaths.adminFeedbackSummary(), { role: 'admin', signal });
}

export function useFeedbackSummary() {
  return useQuery({ queryKey: feedbackKeys.adminSummary(), queryFn: ({ signal }) => getFeedbackSummary(signal), staleTime: 10_000 });
}
