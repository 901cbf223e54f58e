import type { OwnerProduct } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { ownerProductKeys } from './query-keys';

/** One page of the signed-in owner's products (any approval state), newest first; total in X-Total-Count. */
export function getOwnerProducts(ownerId: number, page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<OwnerProduct>('owner', apiPaths.ownerProducts(ownerId, { page, limit }), signal);
}

export const ownerProductsOptions = (ownerId: number, page: number, limit: number) =>
  queryOptions({
    queryKey: ownerProductKeys.page(ownerId, page, limit),
    queryFn: ({ signal }) => getOwnerProducts(ownerId, page, limit, signal),
    // The owner's own rows change through this screen; keep them fresh after an admin decision too.
    staleTime: 10_000,
  });

export function useOwnerProducts(ownerId: number, page: number, limit: number) {
  return useQuery(ownerProductsOptions(ownerId, page, limit));
}
