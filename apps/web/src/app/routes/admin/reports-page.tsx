import { AdminReports } from '../../../features/reports';
import { AdminScreen } from './admin-parts';

/** /admin/reports: ads and products reported by buyers and owners; Ignore and Delete are stored. */
export function ReportsPage() {
  return (
    <AdminScreen
      title="Reports"
      lead="Ads and products reported by buyers and owners, newest first. View the item, then ignore the report or delete it; both are kept under their status."
    >
      <AdminReports />
    </AdminScreen>
  );
}
