import type { Role } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../lib/paths';
import { useLiveStream } from '../../../lib/use-live-stream';
import { inboxOf, notificationKeys } from './query-keys';

/**
 * While mounted, a new notification (from any server process) refreshes the inbox's badge and lists at once; the
 * poll stays the fallback. `token` null (signed out, expired) opens nothing.
 */
export function useNotificationStream(role: Role, accountId: number | null, token: string | null): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (accountId !== null) void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(role, accountId) });
  };
  useLiveStream(accountId !== null && token ? apiPaths.notificationsStream(inboxOf(role), token) : null, {
    notification: refresh,
    reset: refresh,
  });
}
