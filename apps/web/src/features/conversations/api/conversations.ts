import { type ConversationDetail, type ConversationSummary, type TalkMessage, TIMINGS } from '@kiraya/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { TALK_PAGE_SIZE, type TalkRole, talkKeys } from './query-keys';

/** GET /api/conversations: the caller's conversations, newest activity first (refreshed every 5 seconds). */
export function useConversations(role: TalkRole, page: number) {
  return useQuery({
    queryKey: talkKeys.list(role, page),
    queryFn: ({ signal }) => apiGetPageAs<ConversationSummary>(role, apiPaths.talkList({ page, limit: TALK_PAGE_SIZE }), signal),
    refetchInterval: TIMINGS.messagePollMs,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/conversations/unread-count: the sidebar badge. */
export function useTalkUnread(role: TalkRole) {
  return useQuery({
    queryKey: talkKeys.unread(role),
    queryFn: ({ signal }) => apiSend<{ unread: number }>('GET', apiPaths.talkUnread(), { role, signal }),
    refetchInterval: 15_000,
  });
}

/** GET /api/conversations/{id}: the item, the other side, phones once shared, blocks. */
export const conversationOptions = (role: TalkRole, id: number) =>
  queryOptions({
    queryKey: talkKeys.detail(role, id),
    queryFn: ({ signal }) => apiSend<ConversationDetail>('GET', apiPaths.talk(id), { role, signal }),
    refetchInterval: TIMINGS.messagePollMs,
  });

export const useConversation = (role: TalkRole, id: number) => useQuery(conversationOptions(role, id));

/** GET /api/conversations/{id}/messages, oldest first: refreshed every 5 seconds, the live stream usually first. */
export function useTalkMessages(role: TalkRole, id: number) {
  return useQuery({
    queryKey: talkKeys.messages(role, id),
    queryFn: async ({ signal }) => {
      const items = await apiSend<TalkMessage[]>('GET', apiPaths.talkMessages(id), { role, signal });
      return { items, total: items.length, priceMax: null };
    },
    refetchInterval: TIMINGS.messagePollMs,
  });
}
