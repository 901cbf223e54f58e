import { NotificationList } from '../../../features/notifications';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/notifications (§2, §7 GET /api/admin/notifications): one inbox shared by every admin. */
export function AdminNotificationsPage() {
  const t = useT('admin');
  return (
    <AdminScreen title={t('notifications.title')} lead={t('notifications.lead')}>
      <div className="max-w-4xl">
        <NotificationList viewer="admin" emptyHint={t('notifications.emptyHint')} />
      </div>
    </AdminScreen>
  );
}
