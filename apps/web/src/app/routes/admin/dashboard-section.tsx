import { LinkButtonPair } from '../../../components/ui/link-buttons';
import { DashboardOverview } from '../../../features/dashboard';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { AdminScreen } from './admin-parts';

/** /admin-dashboard?section=dashboard (the default section): §2 cards, Recent Activities and the 30-day chart. */
export function DashboardSection() {
  const t = useT('admin');
  return (
    <AdminScreen
      title={t('dashboard.title')}
      lead={t('dashboard.lead')}
      actions={
        <LinkButtonPair
          size="md"
          primary={{ to: paths.approveRequests(), label: t('dashboard.review') }}
          secondary={{ to: paths.adminRegister(), label: t('dashboard.addAdmin') }}
        />
      }
    >
      <DashboardOverview />
    </AdminScreen>
  );
}
