import type { SavedSearch } from '@kiraya/contract/saved-searches/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { savedSearchKeys } from './query-keys';

/** GET /api/saved-searches: the caller's saved searches, newest first. */
export function getSavedSearches(page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<SavedSearch>('user', apiPaths.savedSearches({ page, limit }), signal);
}

export const savedSearchesOptions = (userId: number, page: number, limit: number) =>
  queryOptions({ queryKey: savedSearchKeys.page(userId, page, limit), queryFn: ({ signal }) => getSavedSearches(page, limit, signal) });

export function useSavedSearches(userId: number, page: number, limit: number) {
  return useQuery(savedSearchesOptions(userId, page, limit));
}
