import { DASHBOARD_MSG } from '@kiraya/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useSummary } from '../../../features/dashboard/api/get-summary';
import { ActivityChart } from '../../../features/dashboard/components/activity-chart';
import { RecentActivity } from '../../../features/dashboard/components/recent-activity';
import { SummaryCards } from '../../../features/dashboard/components/summary-cards';
import { paths } from '../../../lib/paths';
import { AdminScreen } from './admin-parts';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
const panel = 'rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6';

/** /admin-dashboard?section=dashboard (the default section): §2 cards, Recent Activities and the 30-day chart. */
export function DashboardSection() {
  const query = useSummary();
  const summary = query.data;

  return (
    <AdminScreen
      title="Dashboard"
      lead="Live numbers from the database. Each card opens its table."
      actions={
        <>
          <Link to={paths.approveRequests()} className={buttonClass('primary', 'md')}>
            Review pending requests
          </Link>
          <Link to={paths.adminRegister()} className={buttonClass('secondary', 'md')}>
            Add an admin
          </Link>
        </>
      }
    >
      {query.isError && !summary ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} fallback={DASHBOARD_MSG.loadFailed} retrying={query.isFetching} />
      ) : (
        <div className="grid gap-6">
          {query.isPending ? (
            <span role="status" className="sr-only">
              Loading the dashboard…
            </span>
          ) : null}
          <SummaryCards summary={summary} />
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="dash-chart" className={panel}>
              <h2 id="dash-chart" className="mb-3 text-lg font-bold text-stone-950">
                Orders and new listings, last 30 days
              </h2>
              {summary ? <ActivityChart days={summary.chart} /> : <Skeleton className="h-64 w-full" />}
            </section>
            <section aria-labelledby="dash-activity" className={panel}>
              <h2 id="dash-activity" className="mb-1 text-lg font-bold text-stone-950">
                Recent Activities
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
            See what waits for review and what was approved lately on the{' '}
            <Link to={paths.admin()} className={linkClass}>
              overview
            </Link>
            , and password reset links in the{' '}
            <Link to={paths.adminDashboard('outbox')} className={linkClass}>
              outbox
            </Link>
            .
          </p>
        </div>
      )}
    </AdminScreen>
  );
}
