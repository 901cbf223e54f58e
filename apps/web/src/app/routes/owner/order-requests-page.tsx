import { OrderRequests } from '../../../features/orders';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /order-requests (§2): buyers' orders for the owner's products; the owner accepts or rejects each pending line. */
export function OrderRequestsPage() {
  const session = useSession('owner');
  const t = useT('owner');
  if (!session) return null;
  return (
    <OwnerPage title={t('requests.title')} lead={t('requests.lead')}>
      <OrderRequests ownerId={session.profile.id} />
    </OwnerPage>
  );
}
