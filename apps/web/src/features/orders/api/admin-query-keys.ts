import type { OrderStatus } from '@kiraya/contract';
import { adminRoot } from '../../../lib/query-keys';

export interface AdminOrdersParams {
  page: number;
  limit: number;
  status?: OrderStatus;
  /** YYYY-MM-DD, IST, inclusive. */
  from?: string;
  to?: string;
}

/** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
export const adminOrderKeys = {
  orders: () => [...adminRoot, 'orders'] as const,
  ordersPage: (params: AdminOrdersParams) => [...adminOrderKeys.orders(), params] as const,
};

/** Orders are tall rows (one line per item), so fewer fit a page than payments. */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
