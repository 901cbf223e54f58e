import type { SentMessage } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { appendMessage, chatKeys } from './query-keys';

/** POST /api/admin/messages/{userId}: body sender, text, timestamp (the server decides sender and time). */
export function sendAdminReply({ userId, text }: { userId: number; text: string }) {
  return apiSend<SentMessage>('POST', apiPaths.adminConversation(userId), {
    role: 'admin',
    body: { sender: 'admin', text, timestamp: new Date().toISOString() },
  });
}

export function useSendAdminReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminReply,
    onSuccess: ({ message }, { userId }) => {
      appendMessage(queryClient, chatKeys.conversation(userId), message);
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    },
  });
}
