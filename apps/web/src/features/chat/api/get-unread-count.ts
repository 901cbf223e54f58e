import { CHAT_BADGE_POLL_MS, type UnreadMessagesCount } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** GET /api/admin/messages/unread-count: buyer messages no admin has read yet. */
export function getUnreadCount(signal?: AbortSignal) {
  return apiSend<UnreadMessagesCount>('GET', apiPaths.adminUnreadMessages(), { role: 'admin', signal });
}

export const unreadCountOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: CHAT_BADGE_POLL_MS,
  });

export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountOptions(), enabled });
}
