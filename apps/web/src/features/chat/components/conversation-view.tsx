import type { ChatMessage } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { MessageComposer } from './message-composer';
import { MessageThread, type MessageThreadProps, type ThreadMessage } from './message-thread';

/**
 * One conversation as both sides see it (the buyer's support chat and the admin's Messages screen): the thread and the
 * reply box once loaded, a stale-refresh note while a later poll fails, an error with Retry, or a skeleton.
 */
export function ConversationView<M extends ThreadMessage = ChatMessage>({
  query,
  loadingLabel,
  thread,
  composerLabel,
  onSend,
  composerAccessory,
  composerClosed,
}: {
  query: {
    data: { items: M[] } | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  thread: Omit<MessageThreadProps<M>, 'messages'>;
  composerLabel: string;
  onSend: (text: string) => Promise<unknown>;
  /** Beside the reply box (a photo button). */
  composerAccessory?: ReactNode;
  /** Shown instead of the reply box when no message can be sent (a block). */
  composerClosed?: ReactNode;
}) {
  const t = useT('buyer');
  if (query.data) {
    return (
      <>
        {/* A failed refresh keeps the conversation on screen; the next poll or the stream catches up. */}
        {query.isError ? <p className="mb-2 text-sm text-amber-800">{t('chat.refreshFailed')}</p> : null}
        <MessageThread<M> messages={query.data.items} {...thread} />
        {composerClosed ?? <MessageComposer label={composerLabel} onSend={onSend} accessory={composerAccessory} />}
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
