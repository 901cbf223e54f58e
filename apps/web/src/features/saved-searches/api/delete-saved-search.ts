import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { savedSearchKeys } from './query-keys';

/** DELETE /api/saved-searches/{id} (own searches only). */
export function deleteSavedSearch(id: number) {
  return apiSend<{ message: string }>('DELETE', apiPaths.savedSearch(id), { role: 'user' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
