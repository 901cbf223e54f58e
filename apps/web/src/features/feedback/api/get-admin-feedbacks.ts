import type { AdminFeedback, FeedbackSummary } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

/** GET /api/admin/feedbacks (admin bearer): every feedback, newest first; total in X-Total-Count. */
export function getAdminFeedbacks(page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<AdminFeedback>('admin', apiPaths.adminFeedbacks({ page, limit }), signal);
}

export const adminFeedbacksOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: feedbackKeys.adminPage(page, limit),
    queryFn: ({ signal }) => getAdminFeedbacks(page, limit, signal),
    staleTime: 10_000,
  });

export function useAdminFeedbacks(page: number, limit: number) {
  return useQuery(adminFeedbacksOptions(page, limit));
}

/** GET /api/admin/feedbacks/summary: total and average (one decimal) over all feedback. */
export function getFeedbackSummary(signal?: AbortSignal) {
  return apiSend<FeedbackSummary>('GET', apiPaths.adminFeedbackSummary(), { role: 'admin', signal });
}

export function useFeedbackSummary() {
  return useQuery({ queryKey: feedbackKeys.adminSummary(), queryFn: ({ signal }) => getFeedbackSummary(signal), staleTime: 10_000 });
}
