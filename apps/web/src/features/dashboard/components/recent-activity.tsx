import { type ActivityEntry, DASHBOARD_MSG } from '@kiraya/contract';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { getLanguage, LOCALES, useLocalize, useT } from '../../../lib/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '12 days ago' (in the active language); the date once a month old. */
export function timeAgo(iso: string, now: Date = new Date(), justNow = 'just now'): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ms = Math.max(0, now.getTime() - at);
  if (ms < MINUTE) return justNow;
  const relative = new Intl.RelativeTimeFormat(`${LOCALES[getLanguage()]}-u-nu-latn`, { numeric: 'auto' });
  if (ms < HOUR) return relative.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return relative.format(-Math.floor(ms / HOUR), 'hour');
  if (ms < 30 * DAY) return relative.format(-Math.floor(ms / DAY), 'day');
  return formatDate(iso);
}

/** §2 Recent Activities: the newest lines of the activity log, with when they happened. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const t = useT('admin');
  const localize = useLocalize();
  if (entries.length === 0) return <p className="py-6 text-center text-stone-600">{localize(DASHBOARD_MSG.noRecentActivity)}</p>;
  const now = new Date();
  return (
    <ol className="divide-y divide-stone-200" data-testid="recent-activities">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="text-stone-900">{entry.summary}</span>
          <time dateTime={entry.date} title={formatDateTime(entry.date)} className="shrink-0 text-sm text-stone-600">
            {timeAgo(entry.date, now, t('activity.justNow'))}
          </time>
        </li>
      ))}
    </ol>
  );
}
