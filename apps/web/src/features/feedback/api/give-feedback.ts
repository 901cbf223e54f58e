import type { FeedbackInput, MyFeedback } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

export interface GiveFeedbackVariables {
  userId: number;
  /** The rated line's product, whose average changes. */
  productId: number | null;
  input: FeedbackInput;
}

/** POST /api/feedbacks (201): the buyer rates one of their accepted product lines, once. */
export function giveFeedback({ input }: GiveFeedbackVariables) {
  return apiSend<MyFeedback>('POST', apiPaths.feedbacks(), { role: 'user', body: input });
}

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    // Also after a 409 (rated already, e.g. in another tab): the list then shows the stars it has.
    onSettled: (_result, _error, { userId, productId }) => {
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine(userId) });
      if (productId !== null) void queryClient.invalidateQueries({ queryKey: feedbackKeys.productRating(productId) });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.admin() });
    },
  });
}
