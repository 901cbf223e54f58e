import { type CategoryWiseProducts, DEFAULT_CITY } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from './query-keys';

export function getCategoryWiseProducts(city: string, signal?: AbortSignal) {
  return apiGet<CategoryWiseProducts>(apiPaths.categoryWiseProducts({ city }), signal);
}

export const categoryWiseProductsOptions = (city: string = DEFAULT_CITY) =>
  queryOptions({ queryKey: catalogueKeys.categoryWise(city), queryFn: ({ signal }) => getCategoryWiseProducts(city, signal) });

export function useCategoryWiseProducts(city?: string) {
  return useQuery(categoryWiseProductsOptions(city));
}
