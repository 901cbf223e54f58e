import type { Role } from '@kiraya/contract';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiGetPageAs } from './api-client';

/**
 * The query of one page of a private list: GET `url` as `role`, its items and the total from X-Total-Count, cached
 * under `queryKey` (which names the account and the page) and fresh for `staleTime` ms.
 */
export function pageQueryOptions<T>(queryKey: QueryKey, role: Role, url: string, staleTime = 0) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiGetPageAs<T>(role, url, signal), staleTime });
}
