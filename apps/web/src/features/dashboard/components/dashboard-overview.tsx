import { DASHBOARD_MSG } from '@kiraya/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSummary } from '../api/get-summary';
import { ActivityChart } from './activity-chart';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
const panel = 'rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6';

/** The admin dashboard (§2): the cards, Recent Activities and the 30-day chart, from one summary query. */
export function DashboardOverview() {
  const query = useSummary();
  const summary = query.data;
  const t = useT('admin');
  const localize = useLocalize();
  return (
    <>
      {query.isError && !summary ? (
        <ErrorState
          error={query.error}
          onRetry={() => query.refetch()}
          fallback={localize(DASHBOARD_MSG.loadFailed)}
          retrying={query.isFetching}
        />
      ) : (
        <div className="grid gap-6">
          {query.isPending ? (
            <span role="status" className="sr-only">
              {t('dash.loading')}
            </span>
          ) : null}
          <SummaryCards summary={summary} />
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="dash-chart" className={panel}>
              <h2 id="dash-chart" className="mb-3 text-lg font-bold text-stone-950">
                {t('dash.chartHeading')}
              </h2>
              {summary ? <ActivityChart days={summary.chart} /> : <Skeleton className="h-64 w-full" />}
            </section>
            <section aria-labelledby="dash-activity" className={panel}>
              <h2 id="dash-activity" className="mb-1 text-lg font-bold text-stone-950">
                {t('dash.activityHeading')}
              </h2>
              {summary ? (
                <RecentActivity entries={summary.recentActivity} />
              ) : (
                <div className="grid gap-3 py-3">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-5 w-full" />
                  ))}
                </div>
              )}
            </section>
          </div>
          <p className="text-sm text-stone-700">
            {t('dash.seeBefore')}
            <Link to={paths.admin()} className={linkClass}>
              {t('dash.seeOverview')}
            </Link>
            {t('dash.seeMiddle')}
            <Link to={paths.adminDashboard('outbox')} className={linkClass}>
              {t('dash.seeOutbox')}
            </Link>
            {t('dash.seeAfter')}
          </p>
        </div>
      )}
    </>
  );
}
