import type { SentMessage } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { appendMessage, chatKeys } from './query-keys';

/** POST /api/user/messages/{userId}: body sender, text, timestamp (the server decides sender and time). */
export function sendMyMessage({ userId, text }: { userId: number; text: string }) {
  return apiSend<SentMessage>('POST', apiPaths.userMessages(userId), {
    role: 'user',
    body: { sender: 'user', text, timestamp: new Date().toISOString() },
  });
}

export function useSendMyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMyMessage,
    onSuccess: ({ message }, { userId }) => appendMessage(queryClient, chatKeys.mine(userId), message),
  });
}
