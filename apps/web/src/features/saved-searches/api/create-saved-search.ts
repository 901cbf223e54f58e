import type { SavedSearchParams } from '@kiraya/contract/saved-searches/rules';
import type { SavedSearch } from '@kiraya/contract/saved-searches/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { savedSearchKeys } from './query-keys';

export interface CreateSavedSearchVariables {
  name: string;
  search: SavedSearchParams;
}

/** POST /api/saved-searches (409 for the same search twice or past the limit). */
export function createSavedSearch(body: CreateSavedSearchVariables) {
  return apiSend<SavedSearch>('POST', apiPaths.savedSearches(), { role: 'user', body });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
