import type { ProductRating } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

/** GET /api/products/{id}/rating (public): average to one decimal (null without ratings) and count. */
export function getProductRating(productId: number, signal?: AbortSignal) {
  return apiGet<ProductRating>(apiPaths.productRating(productId), signal);
}

export function useProductRating(productId: number) {
  return useQuery({
    queryKey: feedbackKeys.productRating(productId),
    queryFn: ({ signal }) => getProductRating(productId, signal),
    staleTime: 60_000,
  });
}
