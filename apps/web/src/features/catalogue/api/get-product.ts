import type { ProductDetail } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from './query-keys';

export function getProduct(id: number, signal?: AbortSignal) {
  return apiGet<ProductDetail>(apiPaths.product(id), signal);
}

export const productOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: number | null) {
  return useQuery({ ...productOptions(id ?? 0), enabled: id !== null });
}
