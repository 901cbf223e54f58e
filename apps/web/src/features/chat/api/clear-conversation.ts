import type { ClearChatResult } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** DELETE /api/admin/messages/{userId}: the whole conversation, for both sides. */
export function clearConversation(userId: number) {
  return apiSend<ClearChatResult>('DELETE', apiPaths.adminConversation(userId), { role: 'admin' });
}

export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearConversation,
    onSettled: (_result, _error, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversation(userId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
      ]),
  });
}
