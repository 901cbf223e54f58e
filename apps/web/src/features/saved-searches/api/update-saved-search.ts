import type { SavedSearch } from '@kiraya/contract/saved-searches/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { savedSearchKeys } from './query-keys';

export interface UpdateSavedSearchVariables {
  id: number;
  name?: string;
  alerts?: boolean;
}

/** PATCH /api/saved-searches/{id}: rename, or alerts on or off (own searches only). */
export function updateSavedSearch({ id, ...body }: UpdateSavedSearchVariables) {
  return apiSend<SavedSearch>('PATCH', apiPaths.savedSearch(id), { role: 'user', body });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
