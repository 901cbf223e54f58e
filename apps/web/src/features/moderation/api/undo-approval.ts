import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { adminKeys } from './query-keys';

/** PUT /api/admin/requests/{id}/undo: within 10 seconds the item goes back to the queue (a 409 after). */
export function useUndoApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ message: string }>('PUT', apiPaths.undoApproval(id), { role: 'admin' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]);
    },
  });
}
