import { type AppNotification, NOTIFICATION_MSG, type NotificationType, type Role } from '@kiraya/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { useNoticeText } from '../../../lib/i18n/notice-text';
import { nextParams, readPage } from '../../../lib/list-params';
import { Link, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useKeptData } from '../../../lib/use-kept-data';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { NOTIFICATIONS_PAGE_SIZE } from '../api/query-keys';
import { TYPE_ICONS } from './notification-icons';

/** §2: styled by type (success green, warning amber, error red), anything else as info (blue). */
const TYPE_STYLES: Record<NotificationType, { edge: string; icon: string }> = {
  success: { edge: 'border-l-emerald-600', icon: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  // The dark theme remaps stone, brand, saffron, red and emerald only: amber and sky say their dark shades here.
  warning: {
    edge: 'border-l-amber-500',
    icon: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  },
  error: { edge: 'border-l-red-600', icon: 'bg-red-50 text-red-700 ring-red-200' },
  info: { edge: 'border-l-sky-600', icon: 'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-950 dark:text-sky-300 dark:ring-sky-800' },
};
const typeOf = (type: string): NotificationType => (type in TYPE_STYLES ? (type as NotificationType) : 'info');

function NotificationItem({
  item,
  busy,
  onMarkRead,
  itemRef,
}: {
  item: AppNotification;
  busy: boolean;
  onMarkRead: (item: AppNotification) => void;
  itemRef: (el: HTMLLIElement | null) => void;
}) {
  const type = typeOf(item.type);
  const Icon = TYPE_ICONS[type];
  const unread = !item.is_read;
  const text = useNoticeText().notice(item);
  const t = useT('notices');
  const typeLabel = t(`list.type.${type}`);
  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      data-testid="notification"
      data-type={type}
      data-read={item.is_read ? 'true' : 'false'}
      className={`flex gap-3 rounded-2xl border-l-4 p-4 ring-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:gap-4 sm:p-5 ${
        TYPE_STYLES[type].edge
      } ${unread ? 'bg-white shadow-card ring-stone-300' : 'bg-stone-50 ring-stone-200'}`}
    >
      <span
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1 ${TYPE_STYLES[type].icon}`}
        title={typeLabel}
      >
        <Icon width={20} height={20} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className={`text-base ${unread ? 'font-bold text-stone-950' : 'font-semibold text-stone-800'}`}>
            <span className="sr-only">
              {typeLabel}
              {unread ? t('list.unreadMark') : ''}:{' '}
            </span>
            {text.title}
          </h2>
          {unread ? (
            <span aria-hidden="true" className="rounded-full bg-saffron-200 px-2 py-0.5 text-xs font-bold text-stone-950">
              {t('list.new')}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm break-words text-stone-700">{text.message}</p>
        {typeof item.params?.href === 'string' && item.params.href.startsWith('/') && !item.params.href.startsWith('//') ? (
          <Link to={item.params.href} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">
            {t('list.open')}
          </Link>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <time dateTime={item.date} className="text-xs font-medium text-stone-600">
            {formatDateTime(item.date)}
          </time>
          {unread ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onMarkRead(item)}
              aria-label={t('list.markLabel', { title: text.title })}
            >
              {busy ? t('list.marking') : t('list.mark')}
            </Button>
          ) : (
            <span className="text-xs text-stone-600">{t('list.read')}</span>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The notification list of the three views (buyer /notifications, owner /owner-notifications, admin
 * /admin/notifications): newest first, styled by type, unread ones marked, Mark as read per item and
 * Mark all as read, an All/Unread filter and pages in the URL (?show=unread&page=n).
 */
export function NotificationList({ viewer: role, emptyHint }: { viewer: Role; emptyHint?: ReactNode }) {
  const session = useSession(role);
  const accountId = session?.profile.id ?? 0;
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const onlyUnread = params.get('show') === 'unread';
  const query = useNotifications(role, accountId, { page, limit: NOTIFICATIONS_PAGE_SIZE, unread: onlyUnread });
  const kept = useKeptData(query.data);
  const unreadQuery = useUnreadCount(role, session ? accountId : null);
  const unread = unreadQuery.data?.unread ?? 0;
  const markRead = useMarkNotificationRead(role, accountId);
  const markAll = useMarkAllNotificationsRead(role, accountId);
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const t = useT('notices');
  const localize = useLocalize();
  const noticeText = useNoticeText();

  const focusAfterUpdate = (id: number | null) =>
    // After the refetch re-renders the row; if it left the list (Unread filter), the message takes focus.
    requestAnimationFrame(() => ((id !== null ? itemRefs.current.get(id) : undefined) ?? noteRef.current)?.focus());

  const onMarkRead = (item: AppNotification) => {
    setNote(null);
    markRead.mutate(
      { id: item.id },
      {
        onSuccess: () => {
          setNote({ tone: 'success', text: t('list.marked', { title: noticeText.notice(item).title }) });
          focusAfterUpdate(item.id);
        },
        onError: (error) => {
          setNote({ tone: 'error', text: errorMessage(error, localize(NOTIFICATION_MSG.markFailed)) });
          focusAfterUpdate(null);
        },
      },
    );
  };

  const onMarkAll = () => {
    setNote(null);
    markAll.mutate(undefined, {
      onSuccess: (result) => setNote({ tone: 'success', text: localize(result.message) }),
      onError: (error) => setNote({ tone: 'error', text: errorMessage(error, localize(NOTIFICATION_MSG.markAllFailed)) }),
      onSettled: () => focusAfterUpdate(null),
    });
  };

  const setFilter = (unreadOnly: boolean) => {
    setNote(null);
    setParams(nextParams(params, { show: unreadOnly ? 'unread' : undefined }));
  };

  let body: ReactNode;
  if (query.isPending && !kept.data) {
    body = (
      <div className="space-y-3">
        <LoadingStatus label={t('list.loading')} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  } else if (query.isError && !kept.data) {
    body = (
      <ErrorState
        error={query.error}
        fallback={localize(NOTIFICATION_MSG.loadFailed)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if ((kept.data?.items.length ?? 0) === 0) {
    body = (
      <EmptyState title={localize(onlyUnread ? NOTIFICATION_MSG.emptyUnread : NOTIFICATION_MSG.empty)}>
        {page > 1 ? (
          <Link to={`?${nextParams(params, { page: undefined }).toString()}`} className={buttonClass('secondary', 'md')}>
            {t('list.firstPage')}
          </Link>
        ) : onlyUnread ? (
          <Button variant="secondary" onClick={() => setFilter(false)}>
            {t('list.showAll')}
          </Button>
        ) : emptyHint ? (
          <p className="text-sm text-stone-700">{emptyHint}</p>
        ) : null}
      </EmptyState>
    );
  } else {
    const items = kept.data?.items ?? [];
    const total = kept.data?.total ?? 0;
    body = (
      <>
        <ul
          aria-label={onlyUnread ? t('list.unreadLabel') : t('list.label')}
          aria-busy={kept.stale || undefined}
          className={`grid gap-3 ${kept.stale ? 'opacity-60' : ''}`}
        >
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              busy={markRead.isPending && markRead.variables?.id === item.id}
              onMarkRead={onMarkRead}
              itemRef={(el) => {
                if (el) itemRefs.current.set(item.id, el);
                else itemRefs.current.delete(item.id);
              }}
            />
          ))}
        </ul>
        <Pagination page={page} total={total} pageSize={NOTIFICATIONS_PAGE_SIZE} label={t('list.pages')} />
      </>
    );
  }

  const filterClass = (active: boolean) =>
    `min-h-10 rounded-lg px-3 text-sm font-semibold ${active ? 'bg-white text-stone-950 shadow-card' : 'text-stone-700 hover:text-stone-950'}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="inline-flex rounded-xl bg-stone-200/70 p-1">
            <legend className="sr-only">{t('list.show')}</legend>
            <button type="button" aria-pressed={!onlyUnread} onClick={() => setFilter(false)} className={filterClass(!onlyUnread)}>
              {t('list.all')}
            </button>
            <button type="button" aria-pressed={onlyUnread} onClick={() => setFilter(true)} className={filterClass(onlyUnread)}>
              {t('list.unread')}
              {unread > 0 ? ` (${unread})` : ''}
            </button>
          </fieldset>
          <p className="text-sm text-stone-700" data-testid="notifications-unread-summary">
            {unreadQuery.isSuccess ? (unread === 0 ? t('list.caughtUp') : t('list.unreadCount', { count: unread })) : null}
          </p>
        </div>
        <Button variant="secondary" onClick={onMarkAll} disabled={markAll.isPending || unread === 0}>
          {markAll.isPending ? t('list.marking') : t('list.markAll')}
        </Button>
      </div>
      <LiveNote ref={noteRef} note={note} />
      {body}
    </div>
  );
}
