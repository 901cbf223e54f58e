import type { ApprovalRequestDetail } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { adminKeys } from './query-keys';

/** GET /api/admin/requests/{id}: one waiting request in full (signed photos, description, submitter's history). */
export function useApprovalRequest(id: string | null) {
  return useQuery({
    queryKey: [...adminKeys.requests(), 'detail', id ?? ''],
    queryFn: () => apiSend<ApprovalRequestDetail>('GET', apiPaths.approvalRequest(id ?? ''), { role: 'admin' }),
    enabled: id !== null,
  });
}
