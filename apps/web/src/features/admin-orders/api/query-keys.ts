import type { OrderStatus, PaymentStatus } from '@kiraya/contract';
import { adminKeys } from '../../admin/api/query-keys';

export interface AdminOrdersParams {
  page: number;
  limit: number;
  status?: OrderStatus;
  /** YYYY-MM-DD, IST, inclusive. */
  from?: string;
  to?: string;
}

export interface AdminPaymentsParams {
  page: number;
  limit: number;
  status?: PaymentStatus;
}

/** Under the admin root, so any admin write that refreshes `adminKeys.all` refreshes these too. */
export const adminOrderKeys = {
  orders: () => [...adminKeys.all, 'orders'] as const,
  ordersPage: (params: AdminOrdersParams) => [...adminOrderKeys.orders(), params] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  paymentsPage: (params: AdminPaymentsParams) => [...adminOrderKeys.payments(), params] as const,
};

/** Orders are tall rows (one line per item), so fewer fit a page than payments. */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
