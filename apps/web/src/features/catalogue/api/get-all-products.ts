import type { CatalogueItem } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type AllProductsQueryParams, catalogueKeys } from './query-keys';

/** Both sources (products and listings) in one list; total and highest price come in headers. */
export function getAllProducts(params: AllProductsQueryParams, signal?: AbortSignal) {
  return apiGetPage<CatalogueItem>(apiPaths.allProducts(params), signal);
}

export const allProductsOptions = (params: AllProductsQueryParams) =>
  queryOptions({
    queryKey: catalogueKeys.allProducts(params),
    queryFn: ({ signal }) => getAllProducts(params, signal),
  });

export function useAllProducts(params: AllProductsQueryParams) {
  return useQuery(allProductsOptions(params));
}
