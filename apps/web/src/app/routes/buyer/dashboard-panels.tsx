import type { ReactNode } from 'react';
import { ActionSection, LinkedSection } from '../../../components/ui/dashboard-sections';
import { ProfileSummary } from '../../../features/accounts/components/profile-summary';
import { BuyerChat } from '../../../features/chat';
import { OwnerConversationsSection } from '../../../features/conversations/components/owner-conversations-section';
import { MyAdsList } from '../../../features/listings/components/my-ads-list';
import { BuyerOrdersList, MyRentals } from '../../../features/orders';
import { SavedSearchesList } from '../../../features/saved-searches';
import { MyVisits } from '../../../features/visits/components/my-visits';
import { WishlistList } from '../../../features/wishlist/components/wishlist-list';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { DashboardTab } from './dashboard-tabs';

/** The content of each dashboard tab: each comes from its feature; the dashboard only puts them side by side. */
export function DashboardPanel({ tab, headingId }: { tab: DashboardTab; headingId: string }) {
  const t = useT('buyer');
  const linked = (title: string, to: string, link: string, body: ReactNode) => (
    <LinkedSection headingId={headingId} title={title} to={to} link={link}>
      {body}
    </LinkedSection>
  );
  switch (tab) {
    case 'profile':
      return <ProfileSummary />;
    case 'ads':
      return <MyAdsList headingId={headingId} />;
    case 'orders':
      return linked(t('tab.orders'), paths.orderHistory(), t('orders.open'), <BuyerOrdersList headingLevel="h3" />);
    case 'rentals':
      return <MyRentals headingId={headingId} />;
    case 'visits':
      return linked(t('tab.visits'), paths.myVisits(), t('visits.open'), <MyVisits headingLevel="h3" />);
    case 'wishlist':
      return <WishlistList headingId={headingId} />;
    case 'searches':
      return linked(t('tab.searches'), paths.savedSearches(), t('searches.open'), <SavedSearchesList />);
    case 'messages':
      // Support chat, then the buyer's conversations with owners.
      return (
        <div className="space-y-10">
          {linked(t('tab.messages'), paths.chat(), t('messages.open'), <BuyerChat />)}
          <OwnerConversationsSection />
        </div>
      );
    case 'post':
      return <ActionSection title={t('tab.post')} lead={t('post.lead')} to={paths.upload()} action={t('post.action')} variant="primary" />;
    case 'settings':
      return (
        <ActionSection
          title={t('settings.title')}
          lead={t('settings.lead')}
          to={paths.editProfile()}
          action={t('profile.edit')}
          variant="secondary"
        />
      );
  }
}
