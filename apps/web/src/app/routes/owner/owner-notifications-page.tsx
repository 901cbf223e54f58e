import { NotificationList } from '../../../features/notifications';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { OwnerPage } from './owner-page';

/** /owner-notifications: the owner's own notifications — new order requests, approvals, processed withdrawals. */
export function OwnerNotificationsPage() {
  const t = useT('notices');
  return (
    <OwnerPage
      title={t('page.title')}
      width="max-w-4xl"
      lead={
        <p>
          {t('page.ownerLeadBefore')}
          <Link to={paths.orderRequests()} className="font-semibold text-brand-800 underline hover:text-brand-900">
            {t('page.ownerLeadLink')}
          </Link>
          {t('page.ownerLeadAfter')}
        </p>
      }
    >
      <NotificationList viewer="owner" emptyHint={t('page.ownerEmpty')} />
    </OwnerPage>
  );
}
