import { NotificationList } from '../../../features/notifications';
import { AdminScreen } from './admin-parts';

/** /admin/notifications (§2, §7 GET /api/admin/notifications): one inbox shared by every admin. */
export function AdminNotificationsPage() {
  return (
    <AdminScreen
      title="Notifications"
      lead="Products and ads awaiting approval, reports, support messages and withdrawal requests. Every admin shares this list: marking one read marks it read for all admins."
    >
      <div className="max-w-4xl">
        <NotificationList viewer="admin" emptyHint="New submissions, reports and support messages will appear here." />
      </div>
    </AdminScreen>
  );
}
