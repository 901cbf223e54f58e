import type { FacetCounts } from '@kiraya/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiUrl, type QueryParams } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Matches per filter value for the list's filters (each facet counted without its own filter). */
export const facetsOptions = (params: QueryParams, path = '/api/facets') =>
  queryOptions({
    queryKey: catalogueKeys.facets({ path, ...params }),
    queryFn: ({ signal }) => apiGet<FacetCounts>(apiUrl(path, params), signal),
    // The panel keeps its counts while the next ones load, rather than flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The counts of the catalogue (/api/facets) or of a search's matches (/api/search/facets); `params` null: none. */
export function useFacets(params: QueryParams | null, path?: string) {
  return useQuery({ ...facetsOptions(params ?? {}, path), enabled: params !== null });
}
