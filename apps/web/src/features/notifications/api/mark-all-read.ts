import type { MarkAllReadResponse, Role } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { inboxOf, notificationKeys } from './query-keys';

/** PUT …/notifications/read-all: every unread one of the caller's inbox (the admins' shared one for admins). */
export function markAllNotificationsRead(role: Role) {
  return apiSend<MarkAllReadResponse>('PUT', apiPaths.notificationsReadAll(inboxOf(role)), { role });
}

export function useMarkAllNotificationsRead(role: Role, accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(role, accountId) }),
  });
}
