import type { OwnerProfileInput, OwnerProfileResponse } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceToken, updateProfile } from '../../../lib/session';

export type { OwnerProfileResponse };

/** PUT /api/owner/profile (blank password keeps the current one) -> the updated owner info, and a fresh token after a new password. */
export function updateOwnerProfile(input: OwnerProfileInput) {
  return apiSend<OwnerProfileResponse>('PUT', apiPaths.ownerProfile(), { role: 'owner', body: input });
}

/** Saves and stores the new owner info, so the sidebar shows the new name at once; keeps this session after a new password. */
export function useUpdateOwnerProfile() {
  return useMutation({
    mutationFn: updateOwnerProfile,
    onSuccess: ({ owner, token }) => {
      if (token) replaceToken('owner', token);
      updateProfile('owner', owner);
    },
  });
}
