import { VISIT_TEXT } from '@kiraya/contract/visits/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { LoadingStatus, SkeletonLines } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { linkClass } from '../../../features/accounts/components/auth-card';
import { BuyerChat } from '../../../features/chat';
import { MyAdsList } from '../../../features/listings/components/my-ads-list';
import { BuyerOrdersList } from '../../../features/orders';
import { MyVisits } from '../../../features/visits/components/my-visits';
import { WishlistList } from '../../../features/wishlist';
import { isNetworkError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';

/** The dashboard's tabs (spec §2); Logout sits after them as a button, since it is an action, not a view. */
export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'ads', label: 'My Ads' },
  { id: 'orders', label: 'My Orders' },
  { id: 'visits', label: VISIT_TEXT.myVisits },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'messages', label: 'Messages' },
  { id: 'post', label: 'Post New Ad' },
  // The spec's own label for this tab.
  { id: 'settings', label: 'Settings (coming soon)' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

export function readDashboardTab(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return DASHBOARD_TABS.some((t) => t.id === tab) ? (tab as DashboardTab) : 'profile';
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

/** The content of each dashboard tab: each comes from its feature; the dashboard only puts them side by side. */
export function DashboardPanel({ tab, headingId }: { tab: DashboardTab; headingId: string }) {
  switch (tab) {
    case 'profile':
      return <ProfilePanel />;
    case 'ads':
      return <MyAdsList headingId={headingId} />;
    case 'orders':
      return (
        <LinkedSection headingId={headingId} title="My Orders" to={paths.orderHistory()} link="Open order history">
          <BuyerOrdersList headingLevel="h3" />
        </LinkedSection>
      );
    case 'visits':
      return (
        <LinkedSection headingId={headingId} title={VISIT_TEXT.myVisits} to={paths.myVisits()} link={VISIT_TEXT.openMyVisits}>
          <MyVisits headingLevel="h3" />
        </LinkedSection>
      );
    case 'wishlist':
      return <WishlistList headingId={headingId} />;
    case 'messages':
      return (
        <LinkedSection headingId={headingId} title="Messages" to={paths.chat()} link="Open the full chat">
          <BuyerChat />
        </LinkedSection>
      );
    case 'post':
      return (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold text-stone-950">Post New Ad</h2>
          <p className="text-stone-700">
            Rent out your flat, an appliance or clothes: add a title, a monthly price, a picture and your contact details. An admin reviews
            every ad before it goes live, and you can follow its state under My Ads.
          </p>
          <Link to={paths.upload()} className={buttonClass('primary', 'md')}>
            Post an ad
          </Link>
        </div>
      );
    case 'settings':
      return (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold text-stone-950">Settings</h2>
          <p className="text-stone-700">
            Preferences such as notifications arrive in a later release. You can already change your name, email, bio and password.
          </p>
          <Link to={paths.editProfile()} className={buttonClass('secondary', 'md')}>
            Edit profile
          </Link>
        </div>
      );
  }
}

function ProfilePanel() {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <SkeletonLines className="space-y-4" lines={['h-6 w-40', 'h-4 w-64', 'h-4 w-72', 'h-16 w-full']}>
        <LoadingStatus label="Loading your profile…" />
      </SkeletonLines>
    );
  }
  if (user.isError) {
    const network = isNetworkError(user.error);
    return (
      <ErrorState
        error={network ? null : user.error}
        fallback={network ? 'Error fetching user data.' : 'Failed to fetch user'}
        onRetry={() => user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  const { name, email, bio } = user.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-950">Profile</h2>
        <Link to={paths.editProfile()} className={buttonClass('secondary', 'sm')}>
          Edit profile
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-stone-600">Name</dt>
        <dd className="-mt-3 break-words text-stone-950 sm:mt-0">{name}</dd>
        <dt className="text-sm font-semibold text-stone-600">Email</dt>
        <dd className="-mt-3 break-all text-stone-950 sm:mt-0">{email}</dd>
        <dt className="text-sm font-semibold text-stone-600">Bio</dt>
        <dd className="-mt-3 whitespace-pre-line break-words text-stone-950 sm:mt-0">
          {bio.trim() ? bio : <span className="text-stone-600">You have not written a bio yet.</span>}
        </dd>
      </dl>
    </div>
  );
}
