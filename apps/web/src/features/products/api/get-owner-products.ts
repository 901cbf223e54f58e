import type { OwnerProduct } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { ownerProductKeys } from './query-keys';

/** One page of the signed-in owner's products (any approval state), newest first; total in X-Total-Count. */
export function getOwnerProducts(ownerId: number, page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<OwnerProduct>('owner', apiPaths.ownerProducts(ownerId, { page, limit }), signal);
}

/** The owner's own rows change through this screen; kept fresh after an admin decision too (10 s). */
export const ownerProductsOptions = (ownerId: number, page: number, limit: number) =>
  pageQueryOptions<OwnerProduct>(
    ownerProductKeys.page(ownerId, page, limit),
    'owner',
    apiPaths.ownerProducts(ownerId, { page, limit }),
    10_000,
  );

export const useOwnerProducts = (ownerId: number, page: number, limit: number) => useQuery(ownerProductsOptions(ownerId, page, limit));
