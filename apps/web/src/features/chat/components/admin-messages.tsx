import { CHAT_MSG } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useLocalize, useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { apiPaths } from '../../../lib/paths';
import { useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useConversations } from '../api/get-conversations';
import { appendMessage, CONVERSATIONS_PAGE_SIZE, chatKeys } from '../api/query-keys';
import { useChatStream } from '../api/use-chat-stream';
import { AdminConversation } from './admin-conversation';
import { ConversationList } from './conversation-list';

function readUser(params: URLSearchParams): number | null {
  const id = Number(params.get('user'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The admin's Messages screen: buyers' conversations beside the selected chat on wider screens; on phones the
 * list, then the chat with a Back button. The selected buyer lives in the URL (?user=ID). New messages arrive
 * through the live stream at once; the 5-second poll is the fallback.
 */
export function AdminMessages() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const selectedId = readUser(params);
  const session = useSession('admin');
  const queryClient = useQueryClient();
  const list = useConversations(page, CONVERSATIONS_PAGE_SIZE);
  const t = useT('admin');
  const localize = useLocalize();

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() }),
      queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
    ]);
  useChatStream(session ? apiPaths.adminMessagesStream(session.token) : null, {
    message: (message) => {
      appendMessage(queryClient, chatKeys.conversation(message.conversationId), message);
      void refreshLists();
    },
    read: ({ conversationId }) => void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) }),
    cleared: ({ conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) });
      void refreshLists();
    },
    reset: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });

  const select = (userId: number | null) => {
    const next = new URLSearchParams(params);
    if (userId === null) next.delete('user');
    else next.set('user', String(userId));
    setParams(next);
  };

  const selected = list.data?.items.find((c) => c.id === selectedId);

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(18rem,22rem)_minmax(0,1fr)]">
      <section aria-labelledby="conversations-heading" className={selectedId ? 'hidden md:block' : ''}>
        <h2 id="conversations-heading" className="mb-3 text-lg font-semibold text-stone-950">
          {t('chat.conversations')}
          {list.data ? <span className="ml-2 text-sm font-normal text-stone-600">({list.data.total})</span> : null}
        </h2>
        {list.data ? (
          list.data.items.length === 0 ? (
            <EmptyState title={localize(CHAT_MSG.noConversations)}>
              <p className="text-sm text-stone-700">{t('chat.emptyHint')}</p>
            </EmptyState>
          ) : (
            <>
              <ConversationList conversations={list.data.items} selectedId={selectedId} onSelect={select} />
              <Pagination page={page} total={list.data.total} pageSize={CONVERSATIONS_PAGE_SIZE} label={t('chat.pages')} />
            </>
          )
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <div className="space-y-2">
            <LoadingStatus label={t('chat.loading')} />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        )}
      </section>

      <div className={selectedId ? '' : 'hidden md:block'}>
        {selectedId ? (
          <AdminConversation
            key={selectedId}
            userId={selectedId}
            name={selected?.name ?? t('chat.buyer', { id: String(selectedId) })}
            email={selected?.email ?? null}
            onBack={() => select(null)}
          />
        ) : (
          <div className="flex h-full min-h-72 items-center justify-center rounded-3xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="text-lg font-medium text-stone-700">{localize(CHAT_MSG.selectUser)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
