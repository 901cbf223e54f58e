import type { PaymentStatus } from '@kiraya/contract';
import { adminRoot } from '../../../lib/query-keys';

export interface AdminPaymentsParams {
  page: number;
  limit: number;
  status?: PaymentStatus;
}

/** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
export const adminPaymentKeys = {
  payments: () => [...adminRoot, 'payments'] as const,
  paymentsPage: (params: AdminPaymentsParams) => [...adminPaymentKeys.payments(), params] as const,
};

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
