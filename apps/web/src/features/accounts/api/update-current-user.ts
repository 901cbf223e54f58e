import type { UpdateUserInput, UpdateUserResponse } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceToken, updateProfile } from '../../../lib/session';
import { accountKeys } from './query-keys';

export function updateCurrentUser(input: UpdateUserInput) {
  return apiSend<UpdateUserResponse>('PUT', apiPaths.currentUser(), { role: 'user', body: input });
}

/**
 * Saves the profile, then refreshes both the stored session copy (header name) and the cached query. A new
 * password ends every session, so the server sends a fresh token for this one: stored at once.
 */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: ({ user, token }) => {
      if (token) replaceToken('user', token);
      updateProfile('user', user);
      queryClient.setQueryData(accountKeys.currentUser(), user);
    },
  });
}
