import type { ChatMessage } from '@kiraya/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '../../../lib/api-client';

/** Every chat key: one root per buyer's own view, one for the admins' views. */
export const chatKeys = {
  all: ['chat'] as const,
  mine: (userId: number) => [...chatKeys.all, 'mine', userId] as const,
  admin: ['chat', 'admin'] as const,
  conversations: (page: number, limit: number) => [...chatKeys.admin, 'conversations', { page, limit }] as const,
  conversationLists: () => [...chatKeys.admin, 'conversations'] as const,
  conversation: (userId: number) => [...chatKeys.admin, 'conversation', userId] as const,
  unread: () => [...chatKeys.admin, 'unread'] as const,
};

/** Conversations per page in the admin list. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Puts a message that just arrived (sent, or from the live stream) into a cached conversation at once. */
export function appendMessage<M extends { id: number } = ChatMessage>(queryClient: QueryClient, key: QueryKey, message: M): void {
  queryClient.setQueryData<Page<M>>(key, (page) => {
    if (!page || page.items.some((m) => m.id === message.id)) return page;
    return { ...page, items: [...page.items, message], total: page.total + 1 };
  });
}
