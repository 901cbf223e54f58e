import type { TalkSent } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiUpload } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { appendMessage } from '../../chat';
import { type TalkRole, talkKeys } from './query-keys';

/** POST a text, or a photo (multipart `image`, optional `text`), and show it at once. */
export function useSendTalk(role: TalkRole, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string } | { photo: File; text?: string }) => {
      if ('photo' in input) {
        const form = new FormData();
        form.append('image', input.photo);
        if (input.text) form.append('text', input.text);
        return apiUpload<TalkSent>('POST', apiPaths.talkPhotos(id), form, { role });
      }
      return apiSend<TalkSent>('POST', apiPaths.talkMessages(id), { role, body: { text: input.text } });
    },
    onSuccess: ({ message }) => {
      appendMessage(queryClient, talkKeys.messages(role, id), message);
      return queryClient.invalidateQueries({ queryKey: talkKeys.lists(role) });
    },
  });
}
