import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { apiPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useConversation, useSendMessage } from '../api/conversation';
import { appendMessage, chatKeys } from '../api/query-keys';
import { useChatStream } from '../api/use-chat-stream';
import { ConversationView } from './conversation-view';

/**
 * The buyer's one conversation with the Kiraya support team (/chat and the dashboard's Messages tab): refreshed
 * every 5 seconds and, through the live stream, at once.
 */
export function BuyerChat() {
  const session = useSession('user');
  if (!session) return null;
  return <BuyerChatFor userId={session.profile.id} token={session.token} />;
}

function BuyerChatFor({ userId, token }: { userId: number; token: string }) {
  const queryClient = useQueryClient();
  const query = useConversation('user', userId);
  const send = useSendMessage('user');
  const key = chatKeys.mine(userId);
  const t = useT('buyer');

  useChatStream(apiPaths.userMessagesStream(userId, token), {
    message: (message) => {
      appendMessage(queryClient, key, message);
      // Refetching marks support's reply read: only while the page is on screen (a hidden tab refetches on return).
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: key });
    },
    read: () => void queryClient.invalidateQueries({ queryKey: key }),
    cleared: () => void queryClient.invalidateQueries({ queryKey: key }),
    reset: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <div>
      <ConversationView
        query={query}
        loadingLabel={t('chat.loading')}
        thread={{
          side: 'user',
          label: t('chat.label'),
          names: { own: t('chat.you'), other: t('chat.support') },
          empty: t('chat.empty'),
        }}
        composerLabel={t('chat.composer')}
        onSend={(text) => send.mutateAsync({ userId, text })}
      />
    </div>
  );
}
