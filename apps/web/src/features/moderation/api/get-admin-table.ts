import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type AdminListParams, type AdminRows, type AdminTable, adminKeys } from './query-keys';

/** One page of an admin table (GET /api/admin/{table}?page&limit&q); the total comes in X-Total-Count. */
export function getAdminTable<T extends AdminTable>(table: T, params: AdminListParams, signal?: AbortSignal) {
  return apiGetPageAs<AdminRows[T]>('admin', apiPaths.adminTable(table, params), signal);
}

export const adminTableOptions = <T extends AdminTable>(table: T, params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.tablePage(table, params),
    queryFn: ({ signal }) => getAdminTable(table, params, signal),
    staleTime: 10_000,
  });

export function useAdminTable<T extends AdminTable>(table: T, params: AdminListParams) {
  return useQuery(adminTableOptions(table, params));
}
