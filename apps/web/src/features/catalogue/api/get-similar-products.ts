import { type CatalogueItem, LIMITS } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from './query-keys';

/** GET /api/products?category&exclude&limit=3: other products of the same category. */
export function getSimilarProducts(category: string, exclude: number, signal?: AbortSignal) {
  return apiGet<CatalogueItem[]>(apiPaths.products({ category, exclude, limit: LIMITS.similarProducts }), signal);
}

export const similarProductsOptions = (category: string, exclude: number) =>
  queryOptions({
    queryKey: catalogueKeys.similar(category, exclude),
    queryFn: ({ signal }) => getSimilarProducts(category, exclude, signal),
  });

export function useSimilarProducts(category: string | undefined, exclude: number) {
  return useQuery({ ...similarProductsOptions(category ?? '', exclude), enabled: Boolean(category) });
}
