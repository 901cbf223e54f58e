import { ACCOUNT_FORM_MSG } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { LoadingStatus, SkeletonLines } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { linkClass } from '../../../features/accounts/components/auth-card';
import { BuyerChat } from '../../../features/chat';
import { ConversationInbox } from '../../../features/conversations';
import { MyAdsList } from '../../../features/listings/components/my-ads-list';
import { BuyerOrdersList, MyRentals } from '../../../features/orders';
import { SavedSearchesList } from '../../../features/saved-searches';
import { MyVisits } from '../../../features/visits/components/my-visits';
import { WishlistList } from '../../../features/wishlist';
import { isNetworkError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The dashboard's tabs (spec §2); Logout sits after them as a button, since it is an action, not a view. */
export const DASHBOARD_TAB_IDS = [
  'profile',
  'ads',
  'orders',
  'rentals',
  'visits',
  'wishlist',
  'searches',
  'messages',
  'post',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TAB_IDS)[number];

/** The tabs with their labels in the active language ('Settings (coming soon)' is the spec's own label). */
export function useDashboardTabs(): { id: DashboardTab; label: string }[] {
  const t = useT('buyer');
  return DASHBOARD_TAB_IDS.map((id) => ({ id, label: t(`tab.${id}`) }));
}

export function readDashboardTab(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return DASHBOARD_TAB_IDS.some((id) => id === tab) ? (tab as DashboardTab) : 'profile';
}

/** A tab whose heading has a link beside it to the full screen of the same thing. */
function LinkedSection({
  headingId,
  title,
  to,
  link,
  children,
}: {
  headingId: string;
  title: string;
  to: string;
  link: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-stone-950">
          {title}
        </h2>
        <Link to={to} className={linkClass}>
          {link}
        </Link>
      </div>
      {children}
    </div>
  );
}

/** The buyer's conversations with owners, under support chat in the Messages tab. */
function OwnerConversations() {
  const t = useT('talk');
  return (
    <LinkedSection headingId="owner-conversations" title={t('inbox.buyerTitle')} to={paths.conversations()} link={t('conv.back')}>
      <ConversationInbox viewer="user" linkTo={paths.conversation} />
    </LinkedSection>
  );
}

/** The content of each dashboard tab: each comes from its feature; the dashboard only puts them side by side. */
export function DashboardPanel({ tab, headingId }: { tab: DashboardTab; headingId: string }) {
  const t = useT('buyer');
  switch (tab) {
    case 'profile':
      return <ProfilePanel />;
    case 'ads':
      return <MyAdsList headingId={headingId} />;
    case 'orders':
      return (
        <LinkedSection headingId={headingId} title={t('tab.orders')} to={paths.orderHistory()} link={t('orders.open')}>
          <BuyerOrdersList headingLevel="h3" />
        </LinkedSection>
      );
    case 'rentals':
      return <MyRentals headingId={headingId} />;
    case 'visits':
      return (
        <LinkedSection headingId={headingId} title={t('tab.visits')} to={paths.myVisits()} link={t('visits.open')}>
          <MyVisits headingLevel="h3" />
        </LinkedSection>
      );
    case 'wishlist':
      return <WishlistList headingId={headingId} />;
    case 'searches':
      return (
        <LinkedSection headingId={headingId} title={t('tab.searches')} to={paths.savedSearches()} link={t('searches.open')}>
          <SavedSearchesList />
        </LinkedSection>
      );
    case 'messages':
      return (
        <div className="space-y-10">
          <LinkedSection headingId={headingId} title={t('tab.messages')} to={paths.chat()} link={t('messages.open')}>
            <BuyerChat />
          </LinkedSection>
          <OwnerConversations />
        </div>
      );
    case 'post':
      return (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold text-stone-950">{t('tab.post')}</h2>
          <p className="text-stone-700">{t('post.lead')}</p>
          <Link to={paths.upload()} className={buttonClass('primary', 'md')}>
            {t('post.action')}
          </Link>
        </div>
      );
    case 'settings':
      return (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold text-stone-950">{t('settings.title')}</h2>
          <p className="text-stone-700">{t('settings.lead')}</p>
          <Link to={paths.editProfile()} className={buttonClass('secondary', 'md')}>
            {t('profile.edit')}
          </Link>
        </div>
      );
  }
}

function ProfilePanel() {
  const user = useCurrentUser();
  const t = useT('buyer');
  if (user.isPending) {
    return (
      <SkeletonLines className="space-y-4" lines={['h-6 w-40', 'h-4 w-64', 'h-4 w-72', 'h-16 w-full']}>
        <LoadingStatus label={t('profile.loading')} />
      </SkeletonLines>
    );
  }
  if (user.isError) {
    const network = isNetworkError(user.error);
    return (
      <ErrorState
        error={network ? null : user.error}
        fallback={network ? ACCOUNT_FORM_MSG.loadUserNetwork : ACCOUNT_FORM_MSG.loadUserFailed}
        onRetry={() => user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  const { name, email, bio } = user.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-950">{t('tab.profile')}</h2>
        <Link to={paths.editProfile()} className={buttonClass('secondary', 'sm')}>
          {t('profile.edit')}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-stone-600">{t('profile.name')}</dt>
        <dd className="-mt-3 break-words text-stone-950 sm:mt-0">{name}</dd>
        <dt className="text-sm font-semibold text-stone-600">{t('profile.email')}</dt>
        <dd className="-mt-3 break-all text-stone-950 sm:mt-0">{email}</dd>
        <dt className="text-sm font-semibold text-stone-600">{t('profile.bio')}</dt>
        <dd className="-mt-3 whitespace-pre-line break-words text-stone-950 sm:mt-0">
          {bio.trim() ? bio : <span className="text-stone-600">{t('profile.noBio')}</span>}
        </dd>
      </dl>
    </div>
  );
}
