import type { ConversationDetail } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type TalkRole, talkKeys } from './query-keys';

/** Share my number, block, unblock and report: each refreshes the conversation. */
export function useTalkAction(role: TalkRole, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'share' } | { kind: 'block' } | { kind: 'unblock' } | { kind: 'report'; reason: string }) => {
      switch (action.kind) {
        case 'share':
          return apiSend<ConversationDetail | { message: string }>('POST', apiPaths.talkShare(id), { role });
        case 'block':
          return apiSend<{ message: string }>('POST', apiPaths.talkBlock(id), { role });
        case 'unblock':
          return apiSend<{ message: string }>('DELETE', apiPaths.talkBlock(id), { role });
        case 'report':
          return apiSend<{ message: string }>('POST', apiPaths.talkReport(id), { role, body: { reason: action.reason } });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talkKeys.detail(role, id) }),
  });
}
