import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

/** DELETE /api/admin/feedbacks/{id} (admin bearer). */
export function deleteFeedback(id: number) {
  return apiSend<{ message: string }>('DELETE', apiPaths.adminFeedback(id), { role: 'admin' });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    // The list and the summary both change; a 404 (deleted by another admin) refreshes them too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.admin() }),
  });
}
