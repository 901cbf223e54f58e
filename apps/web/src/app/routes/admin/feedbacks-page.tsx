import { AdminFeedbacks } from '../../../features/feedback';
import { AdminScreen } from './admin-parts';

/** /admin/feedbacks: buyers' ratings of accepted items, with the total and the average out of 5. */
export function FeedbacksPage() {
  return (
    <AdminScreen title="Feedbacks" lead="What buyers said about the items they rented or bought, newest first.">
      <AdminFeedbacks />
    </AdminScreen>
  );
}
