import type { ReportStatus } from '@kiraya/contract';
import { adminRoot } from '../../../lib/query-keys';

export interface AdminReportsParams {
  page: number;
  limit: number;
  status: ReportStatus;
}

/** Under the admin root, so any admin write that refreshes `adminRoot` refreshes these too. */
export const reportKeys = {
  admin: () => [...adminRoot, 'reports'] as const,
  adminPage: (params: AdminReportsParams) => [...reportKeys.admin(), params] as const,
};

export const ADMIN_REPORTS_PAGE_SIZE = 20;
