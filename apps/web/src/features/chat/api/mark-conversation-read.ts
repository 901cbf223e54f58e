import type { MarkReadResult } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** PUT /api/admin/messages/{userId}/mark-read: the buyer's messages become read (their ticks turn green). */
export function markConversationRead(userId: number) {
  return apiSend<MarkReadResult>('PUT', apiPaths.adminMarkRead(userId), { role: 'admin' });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ updated }, userId) => {
      if (updated === 0) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversation(userId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
      ]);
    },
  });
}
