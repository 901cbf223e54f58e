import { LinkButtons } from '../../../components/ui/link-buttons';
import { Panel } from '../../../components/ui/panel';
import { LatestNotifications } from '../../../features/notifications';
import { MyOrdersCard, PendingRequestsCard } from '../../../features/orders/components/owner-order-cards';
import { ProductCounts } from '../../../features/products/components/product-counts';
import { OwnerHelp } from '../../../features/support/components/owner-help';
import { MyVerificationPanel } from '../../../features/trust';
import { WalletCard } from '../../../features/wallet/components/wallet-card';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /owner-dashboard: the owner's products by approval state and the next steps. */
export function OwnerDashboardPage() {
  const session = useSession('owner');
  const t = useT('owner');
  if (!session) return null;
  const name = session.profile.name?.trim() || t('owner.fallbackName');
  return (
    <OwnerPage title={t('dashboard.title')} lead={t('dashboard.lead', { name })}>
      <div className="grid gap-6">
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">{t('dashboard.products')}</h2>
          <ProductCounts ownerId={session.profile.id} />
          <LinkButtons
            className="mt-6"
            size="md"
            primary={{ to: paths.uploadProduct(), label: t('nav.upload') }}
            secondary={{ to: paths.myProducts(), label: t('nav.products') }}
          />
        </Panel>
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">{t('dashboard.ordersWallet')}</h2>
          {/* The sidebar has no Wallet link and shows My Orders only on its own screen (§2): all three are linked here. */}
          <ul className="grid gap-4 sm:grid-cols-3">
            <li className="grid">
              <PendingRequestsCard ownerId={session.profile.id} />
            </li>
            <li className="grid">
              <WalletCard ownerId={session.profile.id} />
            </li>
            <li className="grid">
              <MyOrdersCard />
            </li>
          </ul>
        </Panel>
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">{t('dashboard.notifications')}</h2>
          <LatestNotifications viewer="owner" to={paths.ownerNotifications()} />
        </Panel>
        <MyVerificationPanel ownerId={session.profile.id} />
        <OwnerHelp />
      </div>
    </OwnerPage>
  );
}
