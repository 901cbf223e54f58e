import { type KeyboardEvent, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { useLogoutUser } from '../../../features/accounts/api/logout-user';
import { linkClass } from '../../../features/accounts/components/auth-card';
import { BuyerChat } from '../../../features/chat/components/buyer-chat';
import { MyAdsList } from '../../../features/listings/components/my-ads-list';
import { BuyerOrdersList } from '../../../features/orders/components/buyer-orders-list';
import { WishlistList } from '../../../features/wishlist/components/wishlist-list';
import { isNetworkError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** The dashboard's tabs (spec §2); Logout sits after them as a button, since it is an action, not a view. */
const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'ads', label: 'My Ads' },
  { id: 'orders', label: 'My Orders' },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'messages', label: 'Messages' },
  { id: 'post', label: 'Post New Ad' },
  // The spec's own label for this tab.
  { id: 'settings', label: 'Settings (coming soon)' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function readTab(params: URLSearchParams): TabId {
  const tab = params.get('tab');
  return TABS.some((t) => t.id === tab) ? (tab as TabId) : 'profile';
}

export function DashboardPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const selected = readTab(params);
  const session = useSession('user');
  const logout = useLogoutUser();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const select = (tab: TabId, focus = false) => {
    // A new tab starts on its first page; the tab lives in the URL so it survives reloads and links.
    setParams(tab === 'profile' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the focused tab, not the URL: the URL update is a navigation and may lag a fast key press.
    const index = TABS.findIndex((t) => t.id === event.currentTarget.dataset.tab);
    const last = TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[target];
    if (tab) select(tab.id, true);
  };

  const tabId = (tab: TabId) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const current = TABS.find((t) => t.id === selected) ?? TABS[0];

  return (
    <PageContainer className="max-w-6xl">
      <PageTitle title={`${current.label} · Your dashboard`} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Your dashboard</h1>
          {session ? <p className="mt-2 text-stone-700">Hello, {session.profile.name}.</p> : null}
        </div>
        {/* On phones the tab row scrolls sideways, so Logout sits here where it is always visible. */}
        <Button variant="secondary" size="sm" onClick={logout} className="lg:hidden">
          Logout
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:items-start">
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 lg:overflow-visible">
          <div className="flex w-max gap-1 lg:w-auto lg:flex-col lg:rounded-2xl lg:bg-white lg:p-2 lg:shadow-card lg:ring-1 lg:ring-stone-200/70">
            <div role="tablist" aria-label="Dashboard sections" className="flex gap-1 lg:flex-col">
              {TABS.map((tab) => {
                const isSelected = tab.id === selected;
                return (
                  <button
                    key={tab.id}
                    ref={(el) => {
                      tabRefs.current[tab.id] = el;
                    }}
                    type="button"
                    role="tab"
                    id={tabId(tab.id)}
                    data-tab={tab.id}
                    aria-selected={isSelected}
                    aria-controls={isSelected ? panelId : undefined}
                    tabIndex={isSelected ? 0 : -1}
                    onClick={() => select(tab.id)}
                    onKeyDown={onKeyDown}
                    className={`min-h-11 shrink-0 rounded-xl px-4 text-left text-sm font-semibold whitespace-nowrap transition-colors ${
                      isSelected
                        ? 'bg-brand-700 text-white'
                        : 'bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-900 lg:ring-0'
                    }`}
                  >
                    {tab.label}
                  </button>
                );
              })}
            </div>
            <Button variant="ghost" onClick={logout} className="justify-start max-lg:hidden lg:mt-1 lg:border-t lg:border-stone-200">
              Logout
            </Button>
          </div>
        </div>
        <section
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(selected)}
          className="min-w-0 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6"
        >
          <Panel tab={selected} headingId={`${id}-heading`} />
        </section>
      </div>
    </PageContainer>
  );
}

function Panel({ tab, headingId }: { tab: TabId; headingId: string }) {
  switch (tab) {
    case 'profile':
      return <ProfilePanel />;
    case 'ads':
      return <MyAdsList headingId={headingId} />;
    case 'orders':
      return (
        <div className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={headingId} className="text-xl font-semibold text-stone-950">
              My Orders
            </h2>
            <Link to={paths.orderHistory()} className={linkClass}>
              Open order history
            </Link>
          </div>
          <BuyerOrdersList headingLevel="h3" />
        </div>
      );
    case 'wishlist':
      return <WishlistList headingId={headingId} />;
    case 'messages':
      return (
        <div className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={headingId} className="text-xl font-semibold text-stone-950">
              Messages
            </h2>
            <Link to={paths.chat()} className={linkClass}>
              Open the full chat
            </Link>
          </div>
          <BuyerChat />
        </div>
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
      <div className="space-y-4">
        <LoadingStatus label="Loading your profile…" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-72" />
        <Skeleton className="h-16 w-full" />
      </div>
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
