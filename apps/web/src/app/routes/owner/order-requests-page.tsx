import { OrderRequests } from '../../../features/orders';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /order-requests (§2): buyers' orders for the owner's products; the owner accepts or rejects each pending line. */
export function OrderRequestsPage() {
  const session = useSession('owner');
  if (!session) return null;
  return (
    <OwnerPage
      title="Order Requests"
      lead="Orders buyers placed for your products. Accept a pending request to credit its total to your wallet, or reject it."
    >
      <OrderRequests ownerId={session.profile.id} />
    </OwnerPage>
  );
}
