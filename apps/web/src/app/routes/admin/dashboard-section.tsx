import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { DashboardOverview } from '../../../features/dashboard';
import { paths } from '../../../lib/paths';
import { AdminScreen } from './admin-parts';

/** /admin-dashboard?section=dashboard (the default section): §2 cards, Recent Activities and the 30-day chart. */
export function DashboardSection() {
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
      <DashboardOverview />
    </AdminScreen>
  );
}
