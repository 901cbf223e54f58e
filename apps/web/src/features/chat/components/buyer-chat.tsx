import { CHAT_MSG } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { apiPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyMessages } from '../api/get-my-messages';
import { appendMessage, chatKeys } from '../api/query-keys';
import { useSendMyMessage } from '../api/send-my-message';
import { useChatStream } from '../api/use-chat-stream';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

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
  const query = useMyMessages(userId);
  const send = useSendMyMessage();
  const key = chatKeys.mine(userId);

  useChatStream(apiPaths.userMessagesStream(userId, token), {
    message: (message) => {
      appendMessage(queryClient, key, message);
      // Refetching marks support's reply read: only while the page is on screen (a hidden tab refetches on return).
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: key });
    },
    read: () => void queryClient.invalidateQueries({ queryKey: key }),
    cleared: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  if (!query.data) {
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div className="space-y-3">
        <LoadingStatus label="Loading your messages" />
        <Skeleton className="h-[55dvh] min-h-72 max-h-[38rem] w-full rounded-2xl" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  return (
    <div>
      {/* A failed refresh keeps the conversation on screen; the next poll or the stream catches up. */}
      {query.isError ? <p className="mb-2 text-sm text-amber-800">Could not refresh the conversation. Retrying…</p> : null}
      <MessageThread
        messages={query.data.items}
        side="user"
        label="Conversation with Kiraya support"
        names={{ own: 'You', other: 'Kiraya support' }}
        empty={CHAT_MSG.noMessages}
      />
      <MessageComposer label="Message to Kiraya support" onSend={(text) => send.mutateAsync({ userId, text })} />
    </div>
  );
}
