import { NOTIFICATION_MSG, type NotificationType, type Role } from '@kiraya/contract';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useFormat, useLocalize, useT } from '../../../lib/i18n';
import { useNoticeText } from '../../../lib/i18n/notice-text';
import { Link } from '../../../lib/router';
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
  const t = useT('notices');
  const format = useFormat();
  const localize = useLocalize();
  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-2">
        <LoadingStatus label={t('list.loading')} />
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
    body = <p className="text-stone-700">{localize(NOTIFICATION_MSG.empty)}</p>;
  } else {
    body = (
      <ul className="grid gap-2" aria-label={t('latest.label')}>
        {query.data.items.map((item) => {
          const text = say.notice(item);
          const Icon = TYPE_ICONS[item.type] ?? TYPE_ICONS.info;
          return (
            <li key={item.id} className="flex min-w-0 items-start gap-3 rounded-xl bg-stone-50 p-3">
              <Icon className={`mt-0.5 shrink-0 ${ICON_TONES[item.type] ?? ICON_TONES.info}`} />
              <div className="min-w-0">
                <p className={`text-sm ${item.is_read ? 'font-medium text-stone-800' : 'font-bold text-stone-950'}`}>
                  <span className="sr-only">
                    {t(`list.type.${item.type in ICON_TONES ? item.type : 'info'}`)}
                    {item.is_read ? '' : t('list.unreadMark')}:{' '}
                  </span>
                  {text.title}
                </p>
                <p className="line-clamp-2 text-sm break-words text-stone-700">{text.message}</p>
                <time dateTime={item.date} className="text-xs text-stone-600">
                  {format.dateTime(item.date)}
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
        {t('latest.seeAll')}
      </Link>
    </div>
  );
}
