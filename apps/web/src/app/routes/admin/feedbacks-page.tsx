import { AdminFeedbacks } from '../../../features/feedback';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/feedbacks: buyers' ratings of accepted items, with the total and the average out of 5. */
export function FeedbacksPage() {
  const t = useT('admin');
  return (
    <AdminScreen title={t('feedbacks.title')} lead={t('feedbacks.lead')}>
      <AdminFeedbacks />
    </AdminScreen>
  );
}
