import { type CatalogueItem, DEFAULT_CITY, LIMITS } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from './query-keys';

export function getLatestListings(city: string, limit: number, signal?: AbortSignal) {
  return apiGet<CatalogueItem[]>(apiPaths.latestListings({ city, limit }), signal);
}

export const latestListingsOptions = (city: string = DEFAULT_CITY, limit: number = LIMITS.latestListings) =>
  queryOptions({ queryKey: catalogueKeys.latestListings(city, limit), queryFn: ({ signal }) => getLatestListings(city, limit, signal) });

export function useLatestListings(city?: string, limit?: number) {
  return useQuery(latestListingsOptions(city, limit));
}
