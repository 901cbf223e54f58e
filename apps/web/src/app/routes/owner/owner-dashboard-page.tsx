import { LinkButtons } from '../../../components/ui/link-buttons';
import { LatestNotifications } from '../../../features/notifications';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { OrdersAndWallet, OwnerHelp, ProductCounts } from './owner-dashboard-cards';
import { OwnerPage, Panel } from './owner-page';

/** /owner-dashboard: the owner's products by approval state and the next steps. */
export function OwnerDashboardPage() {
  const session = useSession('owner');
  if (!session) return null;
  const name = session.profile.name?.trim() || 'Owner';
  return (
    <OwnerPage title="Dashboard" lead={`Welcome back, ${name}. Here is where your products and orders stand.`}>
      <div className="grid gap-6">
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">Your products</h2>
          <ProductCounts ownerId={session.profile.id} />
          <LinkButtons
            className="mt-6"
            size="md"
            primary={{ to: paths.uploadProduct(), label: 'Upload Product' }}
            secondary={{ to: paths.myProducts(), label: 'My Products' }}
          />
        </Panel>
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">Orders and wallet</h2>
          <OrdersAndWallet ownerId={session.profile.id} />
        </Panel>
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">Latest notifications</h2>
          <LatestNotifications viewer="owner" to={paths.ownerNotifications()} />
        </Panel>
        <OwnerHelp />
      </div>
    </OwnerPage>
  );
}
