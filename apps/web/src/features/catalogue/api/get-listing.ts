import type { ListingDetail } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from './query-keys';

export function getListing(id: number, signal?: AbortSignal) {
  return apiGet<ListingDetail>(apiPaths.listing(id), signal);
}

export const listingOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.listing(id), queryFn: ({ signal }) => getListing(id, signal) });

export function useListing(id: number | null) {
  return useQuery({ ...listingOptions(id ?? 0), enabled: id !== null });
}
