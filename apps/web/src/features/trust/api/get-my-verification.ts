import type { MyVerification } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { trustKeys } from './query-keys';

/** GET /api/owner/verification: the signed-in owner's own status. */
export function useMyVerification() {
  return useQuery({
    queryKey: trustKeys.mine(),
    queryFn: () => apiSend<MyVerification>('GET', apiPaths.myVerification(), { role: 'owner' }),
  });
}
