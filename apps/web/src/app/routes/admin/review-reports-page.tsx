import { AdminReviewReports } from '../../../features/reviews';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/review-reports: reviews a buyer or an owner reported; hide one (recorded) or dismiss the report. */
export function ReviewReportsPage() {
  const t = useT('reviews');
  return (
    <AdminScreen title={t('admin.title')} lead={t('admin.lead')}>
      <AdminReviewReports />
    </AdminScreen>
  );
}
