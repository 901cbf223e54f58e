import { type ChatMessage, type ChatSender, type SentMessage, TIMINGS } from '@kiraya/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPageAs, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { appendMessage, chatKeys } from './query-keys';

/**
 * One buyer's conversation with support, from either side: the buyer reads and writes /api/user/messages/{own id}
 * (reading marks support's replies read), the admins /api/admin/messages/{userId}. Both are oldest first.
 */
const SIDES = {
  user: { path: apiPaths.userMessages, key: chatKeys.mine },
  admin: { path: apiPaths.adminConversation, key: chatKeys.conversation },
} as const satisfies Record<ChatSender, unknown>;

/** GET the conversation as `side` sees it. */
export function getConversation(side: ChatSender, userId: number, signal?: AbortSignal) {
  return apiGetPageAs<ChatMessage>(side, SIDES[side].path(userId), signal);
}

/** Refreshed every 5 seconds (§2, §9); the live stream usually gets there first. */
export const conversationOptions = (side: ChatSender, userId: number) =>
  queryOptions({
    queryKey: SIDES[side].key(userId),
    queryFn: ({ signal }) => getConversation(side, userId, signal),
    refetchInterval: TIMINGS.messagePollMs,
  });

export function useConversation(side: ChatSender, userId: number) {
  return useQuery(conversationOptions(side, userId));
}

/** POST a message as `side`: body sender, text, timestamp (the server decides sender and time). */
export function sendMessage(side: ChatSender, { userId, text }: { userId: number; text: string }) {
  return apiSend<SentMessage>('POST', SIDES[side].path(userId), {
    role: side,
    body: { sender: side, text, timestamp: new Date().toISOString() },
  });
}

/** Sends and shows the message at once; an admin's reply also reorders the conversation list. */
export function useSendMessage(side: ChatSender) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { userId: number; text: string }) => sendMessage(side, variables),
    onSuccess: ({ message }, { userId }) => {
      appendMessage(queryClient, SIDES[side].key(userId), message);
      if (side === 'admin') return queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    },
  });
}
