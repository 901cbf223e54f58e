import type { LineReviews, ReviewInput } from '@kiraya/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { reviewKeys } from './query-keys';

type Side = 'user' | 'owner';

/** GET /api/orders/items/:itemId/review: the caller's review and, once revealed, the other side's. */
export function getLineReview(role: Side, itemId: number, signal?: AbortSignal) {
  return apiSend<LineReviews>('GET', apiPaths.lineReview(itemId), { role, signal });
}

export function useLineReview(role: Side, itemId: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.line(itemId),
    queryFn: ({ signal }) => getLineReview(role, itemId, signal),
    enabled,
    staleTime: 30_000,
  });
}

/** PUT /api/orders/items/:itemId/review: writes (201) or edits (200) the caller's review while it is hidden. */
export function useWriteReview(role: Side, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => apiSend<LineReviews>('PUT', apiPaths.lineReview(itemId), { role, body: input }),
    onSuccess: (data) => queryClient.setQueryData(reviewKeys.line(itemId), data),
    onError: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.line(itemId) }),
  });
}

/** POST /api/reviews/:id/report: either side reports a revealed review to the admins. */
export function useReportReview(role: Side) {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      apiSend<{ message: string }>('POST', apiPaths.reportReview(reviewId), { role, body: { reason } }),
  });
}
