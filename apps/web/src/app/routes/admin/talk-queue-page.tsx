import { AdminTalkQueue, AdminTalkView } from '../../../features/conversations';
import { useT } from '../../../lib/i18n';
import { parseId } from '../../../lib/route-params';
import { useParams } from '../../../lib/router';
import { AdminScreen } from './admin-parts';

/** /admin/conversations: buyer–owner conversations flagged by the scam guard or reported. */
export function TalkQueuePage() {
  const t = useT('talk');
  return (
    <AdminScreen title={t('admin.title')} lead={t('admin.lead')}>
      <AdminTalkQueue />
    </AdminScreen>
  );
}

/** /admin/conversations/{id}: one of them, read-only. */
export function TalkConversationPage() {
  const t = useT('talk');
  const id = parseId(useParams().id);
  return <AdminScreen title={t('admin.title')}>{id ? <AdminTalkView key={id} id={id} /> : null}</AdminScreen>;
}
