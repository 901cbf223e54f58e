import { AdminReports } from '../../../features/reports';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/reports: ads and products reported by buyers and owners; Ignore and Delete are stored. */
export function ReportsPage() {
  const t = useT('admin');
  return (
    <AdminScreen title={t('reports.title')} lead={t('reports.lead')}>
      <AdminReports />
    </AdminScreen>
  );
}
