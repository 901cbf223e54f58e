import type { SearchResult } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { searchKeys } from './query-keys';

type SearchParams = {
  query: string;
  city: string;
  page: number;
  limit: number;
  /** '1' also lists items with no unit free now. */
  include_unavailable?: '1';
  /** The list filters and sort (features/catalogue/filters), as the wire takes them. */
} & Record<string, string | number | undefined>;

/** GET /api/search: ranked results (full text, prefixes, typos), total in X-Total-Count. */
export function getSearchResults(params: SearchParams, signal?: AbortSignal) {
  return apiGetPage<SearchResult>(apiPaths.search(params), signal);
}

export const searchResultsOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => getSearchResults(params, signal),
  });

export function useSearchResults(params: SearchParams) {
  return useQuery(searchResultsOptions(params));
}
