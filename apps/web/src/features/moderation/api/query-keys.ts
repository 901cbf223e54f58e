import type { AdminListing, AdminOwner, AdminUser, OwnerProduct } from '@kiraya/contract';
import { adminRoot } from '../../../lib/query-keys';

/** The four admin tables of §2 and the row each one returns. */
export type AdminTable = 'users' | 'owners' | 'products' | 'listings';
export interface AdminRows {
  users: AdminUser;
  owners: AdminOwner;
  products: OwnerProduct;
  listings: AdminListing;
}

export interface AdminListParams {
  page: number;
  limit: number;
  q?: string;
}

/** Every admin query key under one root, so a write can refresh all admin views at once. */
export const adminKeys = {
  all: adminRoot,
  table: (table: AdminTable) => [...adminKeys.all, 'table', table] as const,
  tablePage: (table: AdminTable, params: AdminListParams) => [...adminKeys.table(table), params] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
  requestsPage: (params: { page: number; limit: number }) => [...adminKeys.requests(), params] as const,
  outbox: (page: number) => [...adminKeys.all, 'outbox', page] as const,
};

/** Rows per page of the admin tables and of the approval grid (sent explicitly so pages can be counted). */
export const ADMIN_TABLE_PAGE_SIZE = 20;
export const ADMIN_REQUESTS_PAGE_SIZE = 12;
/** The server's outbox page size (it sends no total: a full page means there may be another). */
export const OUTBOX_PAGE_SIZE = 20;
