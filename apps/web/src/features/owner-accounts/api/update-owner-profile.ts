import type { OwnerProfileInput, ownerProfileResponse } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { updateProfile } from '../../auth/session';

export type OwnerProfileResponse = ReturnType<(typeof ownerProfileResponse)['parse']>;

/** PUT /api/owner/profile (blank password keeps the current one) -> the updated owner info. */
export function updateOwnerProfile(input: OwnerProfileInput) {
  return apiSend<OwnerProfileResponse>('PUT', apiPaths.ownerProfile(), { role: 'owner', body: input });
}

/** Saves and stores the new owner info, so the sidebar shows the new name at once. */
export function useUpdateOwnerProfile() {
  return useMutation({
    mutationFn: updateOwnerProfile,
    onSuccess: ({ owner }) => updateProfile('owner', owner),
  });
}
