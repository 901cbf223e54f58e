import type { ApproveResponse } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { adminKeys } from './query-keys';

export type Decision = { id: string; action: 'approve' } | { id: string; action: 'reject'; reason?: string };

/** Approve answers until when it can be undone (`undo_until`); reject only its message. */
export function decideRequest(decision: Decision): Promise<{ message: string; undo_until?: ApproveResponse['undo_until'] }> {
  if (decision.action === 'approve') return apiSend<ApproveResponse>('PUT', apiPaths.approveRequest(decision.id), { role: 'admin' });
  const reason = decision.reason?.trim();
  return apiSend<{ message: string }>('PUT', apiPaths.rejectRequest(decision.id), { role: 'admin', body: reason ? { reason } : {} });
}

/**
 * PUT /api/admin/requests/{id}/approve|reject. Success or not (a 409 means someone else decided
 * first), the queue, the tables and the catalogue are refreshed so the card leaves the list.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]);
    },
  });
}
