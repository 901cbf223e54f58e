import type { ChatMessage } from '@kiraya/contract';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { MessageComposer } from './message-composer';
import { MessageThread, type MessageThreadProps } from './message-thread';

/**
 * One conversation as both sides see it (the buyer's support chat and the admin's Messages screen): the thread and the
 * reply box once loaded, a stale-refresh note while a later poll fails, an error with Retry, or a skeleton.
 */
export function ConversationView({
  query,
  loadingLabel,
  thread,
  composerLabel,
  onSend,
}: {
  query: {
    data: { items: ChatMessage[] } | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  thread: Omit<MessageThreadProps, 'messages'>;
  composerLabel: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const t = useT('buyer');
  if (query.data) {
    return (
      <>
        {/* A failed refresh keeps the conversation on screen; the next poll or the stream catches up. */}
        {query.isError ? <p className="mb-2 text-sm text-amber-800">{t('chat.refreshFailed')}</p> : null}
        <MessageThread messages={query.data.items} {...thread} />
        <MessageComposer label={composerLabel} onSend={onSend} />
      </>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className="space-y-3">
      <LoadingStatus label={loadingLabel} />
      <Skeleton className="h-[55dvh] min-h-72 max-h-[38rem] w-full rounded-2xl" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
