import type { FacetCounts } from '@kiraya/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiUrl, type QueryParams } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Matches per filter value for the list's filters (each facet counted without its own filter). */
export const facetsOptions = (params: QueryParams) =>
  queryOptions({
    queryKey: catalogueKeys.facets(params),
    queryFn: ({ signal }) => apiGet<FacetCounts>(apiUrl('/api/facets', params), signal),
    // The panel keeps its counts while the next ones load, rather than flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useFacets(params: QueryParams) {
  return useQuery(facetsOptions(params));
}
