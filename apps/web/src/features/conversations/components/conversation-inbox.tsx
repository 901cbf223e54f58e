import { useListParams } from '../../../components/data-views/paged-list';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useFormat, useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useConversations } from '../api/conversations';
import { TALK_PAGE_SIZE, type TalkRole } from '../api/query-keys';
import { ItemThumb } from './item-thumb';

/**
 * A side's conversations (the buyer's My conversations, the owner's Messages): the item's cover and title, the other
 * side's name, the last message and its time, and the unread count; newest activity first, refreshed every 5 seconds.
 */
export function ConversationInbox({ viewer: role, linkTo }: { viewer: TalkRole; linkTo: (id: number) => string }) {
  const t = useT('talk');
  const format = useFormat();
  const { page } = useListParams();
  const query = useConversations(role, page);
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('inbox.loading')} />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState title={role === 'owner' ? t('inbox.emptyOwner') : t('inbox.emptyBuyer')} />;
  return (
    <>
      <ul aria-label={t('inbox.label')} className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        {items.map((c) => (
          <li key={c.id}>
            <Link
              to={linkTo(c.id)}
              data-testid="conversation-row"
              className="flex items-center gap-3 px-3 py-3 outline-none hover:bg-stone-50 focus-visible:bg-brand-50 sm:px-4"
            >
              <ItemThumb cover={c.item.cover} title={c.item.title} />
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline justify-between gap-2">
                  <span className={`truncate text-stone-950 ${c.unread_count > 0 ? 'font-bold' : 'font-semibold'}`}>{c.other_name}</span>
                  {c.last_message_at ? (
                    <time dateTime={c.last_message_at} className="shrink-0 text-xs text-stone-600">
                      {format.dateTime(c.last_message_at)}
                    </time>
                  ) : null}
                </p>
                <p className="truncate text-sm text-stone-700">{t('inbox.about', { title: c.item.title })}</p>
                <p className={`truncate text-sm ${c.unread_count > 0 ? 'font-semibold text-stone-900' : 'text-stone-600'}`}>
                  {c.last_message === '📷' ? t('inbox.photo') : c.last_message || t('inbox.noMessage')}
                </p>
              </div>
              {c.unread_count > 0 ? (
                <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
                  {c.unread_count}
                  <span className="sr-only"> {t('inbox.unread', { count: c.unread_count })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={total} pageSize={TALK_PAGE_SIZE} />
    </>
  );
}
