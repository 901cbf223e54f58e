import type { PublicReview } from '@kiraya/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { PRODUCT_REVIEWS_PAGE_SIZE, reviewKeys } from './query-keys';

/** GET /api/products/:id/reviews: the item's revealed reviews, newest first (public). */
export function getProductReviews(productId: number, page: number, signal?: AbortSignal) {
  return apiGetPage<PublicReview>(apiPaths.productReviews(productId, { page, limit: PRODUCT_REVIEWS_PAGE_SIZE }), signal);
}

export function useProductReviews(productId: number, page: number) {
  return useQuery({
    queryKey: reviewKeys.product(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
