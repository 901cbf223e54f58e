import { type ChatMessage, TIMINGS } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** GET /api/admin/messages/{userId}: one buyer's conversation, oldest first. */
export function getAdminConversation(userId: number, signal?: AbortSignal) {
  return apiGetPageAs<ChatMessage>('admin', apiPaths.adminConversation(userId), signal);
}

/** The selected conversation refreshes every 5 seconds (§2, §9). */
export const adminConversationOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(userId),
    queryFn: ({ signal }) => getAdminConversation(userId, signal),
    refetchInterval: TIMINGS.messagePollMs,
  });

export function useAdminConversation(userId: number) {
  return useQuery(adminConversationOptions(userId));
}
