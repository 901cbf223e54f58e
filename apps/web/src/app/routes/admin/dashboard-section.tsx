import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { DashboardCounts } from '../../../features/admin/components/dashboard-counts';
import { paths } from '../../../lib/paths';
import { AdminScreen } from './admin-parts';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** /admin-dashboard?section=dashboard (the default section). */
export function DashboardSection() {
  return (
    <AdminScreen
      title="Dashboard"
      lead="Live counts from the database. Each card opens its table."
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
      <DashboardCounts />
      <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-4 text-sm text-stone-700">
        Total Orders, Pending Orders, Unread Messages and Recent Activities join this dashboard with orders and messages in the next
        releases.
      </p>
      <p className="mt-4 text-sm text-stone-700">
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
    </AdminScreen>
  );
}
