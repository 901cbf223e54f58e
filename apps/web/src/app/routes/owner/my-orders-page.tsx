import { MyOrders } from '../../../features/orders/components/my-orders';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /my-orders (§2): what the owner actually sold or rented out, i.e. the order lines they accepted. */
export function MyOrdersPage() {
  const session = useSession('owner');
  const t = useT('owner');
  if (!session) return null;
  return (
    <OwnerPage
      title={t('myOrders.title')}
      lead={
        <p>
          {t('myOrders.leadBefore')}
          <Link to={paths.orderRequests()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t('nav.requests')}
          </Link>
          {t('myOrders.leadAfter')}
        </p>
      }
    >
      <MyOrders ownerId={session.profile.id} />
    </OwnerPage>
  );
}
