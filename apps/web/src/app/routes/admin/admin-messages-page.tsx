import { AdminMessages } from '../../../features/chat';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/messages and /admin-dashboard?section=messages: buyers' conversations and the selected chat. */
export function AdminMessagesPage() {
  const t = useT('admin');
  return (
    <AdminScreen title={t('messages.title')} lead={t('messages.lead')}>
      <AdminMessages />
    </AdminScreen>
  );
}
