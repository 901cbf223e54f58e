import { LinkButtonPair } from '../../../components/ui/link-buttons';
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
        <LinkButtonPair
          size="md"
          primary={{ to: paths.approveRequests(), label: 'Review pending requests' }}
          secondary={{ to: paths.adminRegister(), label: 'Add an admin' }}
        />
      }
    >
      <DashboardOverview />
    </AdminScreen>
  );
}
