import type { PublicUser, UpdateUserInput } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { updateProfile } from '../../auth/session';
import { accountKeys } from './query-keys';

export function updateCurrentUser(input: UpdateUserInput) {
  return apiSend<{ message: string; user: PublicUser }>('PUT', apiPaths.currentUser(), { role: 'user', body: input });
}

/** Saves the profile, then refreshes both the stored session copy (header name) and the cached query. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: ({ user }) => {
      updateProfile('user', user);
      queryClient.setQueryData(accountKeys.currentUser(), user);
    },
  });
}
