import type { AppNotification, Role } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { inboxOf, notificationKeys } from './query-keys';

export interface MarkReadVariables {
  id: number;
}

/** PUT …/notifications/{id}/read (404 for an id outside the caller's inbox). */
export function markNotificationRead(role: Role, { id }: MarkReadVariables) {
  return apiSend<AppNotification>('PUT', apiPaths.notificationRead(inboxOf(role), id), { role });
}

export function useMarkNotificationRead(role: Role, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MarkReadVariables) => markNotificationRead(role, variables),
    // The list and the badge count both change: refresh the whole inbox at once, not at the next poll.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(role, accountId) }),
  });
}
