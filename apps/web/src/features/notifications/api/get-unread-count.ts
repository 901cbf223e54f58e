import { NOTIFICATION_POLL_MS, type Role, type UnreadCount } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { inboxOf, notificationKeys } from './query-keys';

/** GET …/notifications/unread-count: the number on the header and sidebar badges. */
export function getUnreadCount(role: Role, signal?: AbortSignal) {
  return apiSend<UnreadCount>('GET', apiPaths.notificationsUnreadCount(inboxOf(role)), { role, signal });
}

export const unreadCountOptions = (role: Role, accountId: number) =>
  queryOptions({
    queryKey: notificationKeys.unread(role, accountId),
    queryFn: ({ signal }) => getUnreadCount(role, signal),
    // New events arrive on the server at any time: poll, and keep the last count through a failed poll.
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: NOTIFICATION_POLL_MS / 3,
  });

/** The caller's unread count; `accountId` null (signed out) turns it off. */
export function useUnreadCount(role: Role, accountId: number | null) {
  return useQuery({ ...unreadCountOptions(role, accountId ?? 0), enabled: accountId !== null });
}
