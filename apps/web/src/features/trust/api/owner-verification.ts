import type { GrantVerificationInput, OwnerVerification, RevokeVerificationInput } from '@kiraya/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { trustKeys } from './query-keys';

/** GET /api/admin/owners/{id}/verification: status and history, newest first. */
export function useOwnerVerification(ownerId: number, enabled: boolean) {
  return useQuery({
    queryKey: trustKeys.verification(ownerId),
    queryFn: () => apiSend<OwnerVerification>('GET', apiPaths.ownerVerification(ownerId), { role: 'admin' }),
    enabled,
  });
}

export type VerificationChange = { kind: 'grant'; input: GrantVerificationInput } | { kind: 'revoke'; input: RevokeVerificationInput };

/** POST …/verification (grant) or …/verification/revoke; refreshes the admin views and every public view of the owner. */
export function useChangeVerification(ownerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VerificationChange) =>
      apiSend<OwnerVerification>(
        'POST',
        change.kind === 'grant' ? apiPaths.ownerVerification(ownerId) : apiPaths.revokeVerification(ownerId),
        { role: 'admin', body: change.input },
      ),
    onSuccess: (data) => queryClient.setQueryData(trustKeys.verification(ownerId), data),
    // The badge shows on cards, item pages and the profile as well as in the admin tables: refresh whatever is on show.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
