import type { SynonymGroup } from '@kiraya/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { searchKeys } from './query-keys';

/** GET /api/admin/synonyms (admin bearer): the search synonym groups, oldest first; total in X-Total-Count. */
export const adminSynonymsOptions = (page: number, limit: number, q: string) =>
  pageQueryOptions<SynonymGroup>(
    searchKeys.adminSynonymsPage(page, limit, q),
    'admin',
    apiPaths.adminSynonyms({ page, limit, q: q || undefined }),
    10_000,
  );

export const useAdminSynonyms = (page: number, limit: number, q: string) => useQuery(adminSynonymsOptions(page, limit, q));

/** POST a new group, PATCH a group's terms, or DELETE it; the list refreshes after each (success or not). */
export function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, words }: { id: number | null; words: string[] }) =>
      id === null
        ? apiSend<SynonymGroup>('POST', apiPaths.adminSynonyms(), { role: 'admin', body: { words } })
        : apiSend<SynonymGroup>('PATCH', apiPaths.adminSynonym(id), { role: 'admin', body: { words } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.adminSynonyms() }),
  });
}

export function useDeleteSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<{ message: string }>('DELETE', apiPaths.adminSynonym(id), { role: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.adminSynonyms() }),
  });
}
