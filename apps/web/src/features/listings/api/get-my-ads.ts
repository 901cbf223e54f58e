import type { MyListing } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingKeys } from './query-keys';

/** The buyer's ads with their approval state (newest first); total in X-Total-Count. */
export function getMyAds(params: { page: number; limit: number }, signal?: AbortSignal) {
  return apiGetPageAs<MyListing>('user', apiPaths.myAds(params), signal);
}

export const myAdsOptions = (params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: listingKeys.mine(params),
    queryFn: ({ signal }) => getMyAds(params, signal),
    staleTime: 15_000,
  });

export function useMyAds(params: { page: number; limit: number }) {
  return useQuery(myAdsOptions(params));
}
