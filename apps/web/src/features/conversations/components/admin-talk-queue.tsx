import { useListParams } from '../../../components/data-views/paged-list';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useFormat, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useTalkQueue } from '../api/admin-queue';
import { TALK_PAGE_SIZE } from '../api/query-keys';
import { ItemThumb } from './item-thumb';
import { ReportReasons } from './report-reasons';

/** The admins' queue: conversations the scam guard flagged or a side reported, oldest flag first. */
export function AdminTalkQueue() {
  const t = useT('talk');
  const format = useFormat();
  const { page } = useListParams();
  const query = useTalkQueue(page);
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('admin.loading')} />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState title={t('admin.empty')} />;
  return (
    <>
      <ul className="space-y-3">
        {items.map((c) => (
          <li
            key={c.id}
            data-testid="talk-queue-row"
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start"
          >
            <ItemThumb cover={c.item.cover} title={c.item.title} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold text-stone-950">{c.item.title}</p>
              <p className="text-sm text-stone-700">{t('admin.between', { buyer: c.buyer.name, owner: c.owner.name })}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${c.flag_reason === 'scam' ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-900'}`}
                >
                  {c.flag_reason === 'scam' ? t('admin.reason.scam', { count: c.scam_hits }) : t('admin.reason.report')}
                </span>
                <span className="text-stone-600">{t('admin.flaggedAt', { when: format.dateTime(c.flagged_at) })}</span>
              </p>
              <ReportReasons reports={c.reports} className="list-disc pl-5 text-sm text-stone-800" />
            </div>
            <Link
              to={paths.adminTalkConversation(c.id)}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('admin.open')}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={total} pageSize={TALK_PAGE_SIZE} />
    </>
  );
}
