import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { reportKeys } from './query-keys';

export interface CloseReportVariables {
  id: number;
  action: 'delete' | 'ignore';
}

/** DELETE /api/admin/reports/{id} or PUT /api/admin/reports/{id}/ignore: stored on the server (status deleted / ignored). */
export function closeReport({ id, action }: CloseReportVariables) {
  return action === 'delete'
    ? apiSend<{ message: string }>('DELETE', apiPaths.adminReport(id), { role: 'admin' })
    : apiSend<{ message: string }>('PUT', apiPaths.ignoreReport(id), { role: 'admin' });
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeReport,
    // Also after a 409 (another admin dealt with it first): the list then shows the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.admin() }),
  });
}
