import type { OpenConversationInput, OpenedConversation } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/conversations: the buyer's conversation about an item (a new one, or the one that exists). */
export function useOpenConversation() {
  return useMutation({
    mutationFn: (input: OpenConversationInput) => apiSend<OpenedConversation>('POST', apiPaths.talkOpen(), { role: 'user', body: input }),
  });
}
