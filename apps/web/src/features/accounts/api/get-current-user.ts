import type { PublicUser } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { accountKeys } from './query-keys';

/** The signed-in buyer as the server knows them now (the stored copy may be older). */
export function getCurrentUser(signal?: AbortSignal) {
  return apiSend<PublicUser>('GET', apiPaths.currentUser(), { role: 'user', signal });
}

export const currentUserOptions = () =>
  queryOptions({ queryKey: accountKeys.currentUser(), queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 30_000 });

export function useCurrentUser() {
  return useQuery(currentUserOptions());
}
