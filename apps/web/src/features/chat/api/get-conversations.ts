import { type ConversationUser, TIMINGS } from '@kiraya/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** GET /api/admin/messages/users: buyers with a conversation, newest first, with unread_count. */
export function getConversations(page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<ConversationUser>('admin', apiPaths.adminConversations({ page, limit }), signal);
}

export const conversationsOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: chatKeys.conversations(page, limit),
    queryFn: ({ signal }) => getConversations(page, limit, signal),
    refetchInterval: TIMINGS.messagePollMs,
    placeholderData: keepPreviousData,
  });

export function useConversations(page: number, limit: number) {
  return useQuery(conversationsOptions(page, limit));
}
