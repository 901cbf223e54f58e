import type { AdminConversationView, FlaggedConversation } from '@kiraya/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPageAs, apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { TALK_PAGE_SIZE, talkKeys } from './query-keys';

/** GET /api/admin/conversations: flagged and reported conversations, oldest flag first. */
export function useTalkQueue(page: number) {
  return useQuery({
    queryKey: talkKeys.queue(page),
    queryFn: ({ signal }) => apiGetPageAs<FlaggedConversation>('admin', apiPaths.adminTalkQueue({ page, limit: TALK_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** GET /api/admin/conversations/{id}: one conversation, read-only. */
export function useAdminTalk(id: number) {
  return useQuery({
    queryKey: talkKeys.adminView(id),
    queryFn: ({ signal }) => apiSend<AdminConversationView>('GET', apiPaths.adminTalk(id), { role: 'admin', signal }),
  });
}

/** POST /api/admin/conversations/{id}/close-flag. */
export function useCloseFlag(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ message: string }>('POST', apiPaths.adminTalkClose(id), { role: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talkKeys.admin }),
  });
}
