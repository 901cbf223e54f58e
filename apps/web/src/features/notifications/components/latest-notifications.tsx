import { NOTIFICATION_MSG, NOTIFICATION_TYPE_LABELS, type NotificationType, type Role } from '@kiraya/contract';
import { Link } from 'react-router';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { formatDateTime } from '../../../lib/dates';
import { useNoticeText } from '../../../lib/i18n/notice-text';
import { useSession } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { TYPE_ICONS } from './notification-icons';

const LATEST = 3;
const ICON_TONES: Record<NotificationType, string> = {
  success: 'text-emerald-700',
  warning: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700',
  info: 'text-sky-700 dark:text-sky-300',
};

/** The newest few notifications for a dashboard card, linking to the full list. */
export function LatestNotifications({ viewer, to }: { viewer: Role; to: string }) {
  const session = useSession(viewer);
  const query = useNotifications(viewer, session?.profile.id ?? 0, { page: 1, limit: LATEST, unread: false });
  const say = useNoticeText();
  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-2">
        <LoadingStatus label="Loading notifications…" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState error={query.error} fallback={NOTIFICATION_MSG.loadFailed} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.items.length === 0) {
    body = <p className="text-stone-700">{NOTIFICATION_MSG.empty}</p>;
  } else {
    body = (
      <ul className="grid gap-2" aria-label="Latest notifications">
        {query.data.items.map((item) => {
          const text = say.notice(item);
          const Icon = TYPE_ICONS[item.type] ?? TYPE_ICONS.info;
          return (
            <li key={item.id} className="flex min-w-0 items-start gap-3 rounded-xl bg-stone-50 p-3">
              <Icon className={`mt-0.5 shrink-0 ${ICON_TONES[item.type] ?? ICON_TONES.info}`} />
              <div className="min-w-0">
                <p className={`text-sm ${item.is_read ? 'font-medium text-stone-800' : 'font-bold text-stone-950'}`}>
                  <span className="sr-only">
                    {NOTIFICATION_TYPE_LABELS[item.type] ?? 'Info'}
                    {item.is_read ? '' : ', unread'}:{' '}
                  </span>
                  {text.title}
                </p>
                <p className="line-clamp-2 text-sm break-words text-stone-700">{text.message}</p>
                <time dateTime={item.date} className="text-xs text-stone-600">
                  {formatDateTime(item.date)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="grid gap-3">
      {body}
      <Link to={to} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        See all notifications
      </Link>
    </div>
  );
}
