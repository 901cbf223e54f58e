import { type AppNotification, NOTIFICATION_POLL_MS, type Role } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { inboxOf, notificationKeys } from './query-keys';

export interface NotificationPageParams {
  page: number;
  limit: number;
  unread: boolean;
}

/** GET /api/notifications (buyer or owner, own) or /api/admin/notifications: newest first, X-Total-Count. */
export function getNotifications(role: Role, { page, limit, unread }: NotificationPageParams, signal?: AbortSignal) {
  return apiGetPageAs<AppNotification>(
    role,
    apiPaths.notifications(inboxOf(role), { page, limit, unread: unread ? 'true' : undefined }),
    signal,
  );
}

export const notificationsOptions = (role: Role, accountId: number, params: NotificationPageParams) =>
  queryOptions({
    queryKey: notificationKeys.page(role, accountId, params),
    queryFn: ({ signal }) => getNotifications(role, params, signal),
    // Polled like the unread badge, so a notification that arrives while the list is open shows up.
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useNotifications(role: Role, accountId: number, params: NotificationPageParams) {
  return useQuery(notificationsOptions(role, accountId, params));
}
