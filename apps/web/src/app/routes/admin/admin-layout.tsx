import type { ComponentType } from 'react';
import { Link, type Location, useLocation } from 'react-router';
import { DashboardShell, MenuButton } from '../../../components/layouts/dashboard-shell';
import { Logo } from '../../../components/layouts/logo';
import { FormMessage } from '../../../components/ui/form';
import { useLogout } from '../../../features/accounts';
import { UnreadMessagesBadge } from '../../../features/chat/components/unread-messages-badge';
import { AdminUnreadNotificationsBadge } from '../../../features/notifications/components/unread-badges';
import { ThemeToggle } from '../../../features/settings';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** The section a /admin-dashboard URL shows (§2: ?section=…, Dashboard when absent). */
export function sectionOf(search: string): string {
  return new URLSearchParams(search).get('section')?.trim() || 'dashboard';
}

interface NavItem {
  label: string;
  to: string;
  /** Whether this item is the current screen. */
  current: (location: Location) => boolean;
  /** A live count beside the label (unread messages, notifications), rendered by its own feature. */
  Badge?: ComponentType;
}

const onDashboard = (section: string) => (l: Location) => l.pathname === paths.adminDashboard() && sectionOf(l.search) === section;
const onPath = (path: string) => (l: Location) => l.pathname === path;
const either =
  (...tests: ((l: Location) => boolean)[]) =>
  (l: Location) =>
    tests.some((test) => test(l));

/** The §2 sidebar sections, the overview, the approval queue, payment history and the outbox. */
const NAV: NavItem[] = [
  { label: 'Overview', to: paths.admin(), current: onPath(paths.admin()) },
  { label: 'Dashboard', to: paths.adminDashboard('dashboard'), current: onDashboard('dashboard') },
  { label: 'Approve Requests', to: paths.approveRequests(), current: onPath(paths.approveRequests()) },
  { label: 'Users', to: paths.adminDashboard('users'), current: either(onDashboard('users'), onPath(paths.manageUsers())) },
  { label: 'Owners', to: paths.adminDashboard('owners'), current: onDashboard('owners') },
  { label: 'Products', to: paths.adminDashboard('products'), current: onDashboard('products') },
  { label: 'Listings', to: paths.adminDashboard('listings'), current: either(onDashboard('listings'), onPath(paths.manageListings())) },
  {
    label: 'Messages',
    to: paths.adminDashboard('messages'),
    current: either(onDashboard('messages'), onPath(paths.adminMessages())),
    Badge: UnreadMessagesBadge,
  },
  { label: 'Orders', to: paths.adminDashboard('orders'), current: onDashboard('orders') },
  { label: 'Payment History', to: paths.paymentHistory(), current: onPath(paths.paymentHistory()) },
  { label: 'Reports', to: paths.adminReports(), current: onPath(paths.adminReports()) },
  { label: 'Feedbacks', to: paths.adminFeedbacks(), current: onPath(paths.adminFeedbacks()) },
  {
    label: 'Notifications',
    to: paths.adminNotifications(),
    current: onPath(paths.adminNotifications()),
    Badge: AdminUnreadNotificationsBadge,
  },
  { label: 'Settings', to: paths.adminDashboard('settings'), current: either(onDashboard('settings'), onPath(paths.adminSettings())) },
  { label: 'Outbox', to: paths.adminDashboard('outbox'), current: onDashboard('outbox') },
];

/** A one-time message handed over by a navigation (e.g. 'Login successful' after the admin login). */
function flashOf(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && typeof (state as { flash?: unknown }).flash === 'string') {
    return (state as { flash: string }).flash;
  }
  return null;
}

/**
 * Frame of the admin area: the §2 sidebar (admin name and email, sections, current one marked,
 * Logout), collapsible behind a Menu button on phones; a skip link; focus moves to main on navigation.
 */
export function AdminLayout() {
  const session = useSession('admin');
  const location = useLocation();
  const flash = flashOf(location.state);
  const logout = useLogout('admin');

  const name = session?.profile.name || 'Admin';
  const email = session?.profile.email ?? '';

  return (
    <DashboardShell
      navigation={`${location.pathname}${location.search}`}
      banner={
        flash ? (
          <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
            <FormMessage tone="success">{flash}</FormMessage>
          </div>
        ) : null
      }
      sidebar={(menu) => (
        <aside
          aria-label="Admin"
          className="surface-dark sticky top-0 z-30 max-h-dvh overflow-y-auto bg-brand-950 text-white lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
            <Logo tone="light" />
            <MenuButton
              menu={menu}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-white hover:bg-white/10 lg:hidden"
            >
              Menu
            </MenuButton>
          </div>
          <div
            id={menu.menuId}
            className={`${menu.open ? 'block' : 'hidden'} border-t border-white/10 lg:flex lg:flex-1 lg:flex-col lg:border-t-0`}
          >
            <div className="px-5 pt-4 pb-3">
              <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">Signed in as</p>
              <p className="mt-1 truncate font-semibold">{name}</p>
              {email ? <p className="truncate text-sm text-brand-100">{email}</p> : null}
            </div>
            <nav aria-label="Admin sections" className="px-3 pb-3">
              <ul className="grid gap-0.5">
                {NAV.map((item) => {
                  const current = item.current(location);
                  return (
                    <li key={item.label}>
                      <Link
                        to={item.to}
                        aria-current={current ? 'page' : undefined}
                        className={`flex min-h-11 items-center rounded-xl px-3 text-sm font-medium ${
                          current ? 'bg-saffron-300 font-semibold text-stone-950' : 'text-brand-50 hover:bg-white/10 hover:text-white'
                        }`}
                      >
                        <span className="flex-1">{item.label}</span>
                        {item.Badge ? <item.Badge /> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="mt-auto border-t border-white/10 px-3 py-3">
              <ThemeToggle tone="onDark" withLabel className="w-full justify-start px-3" />
              <button
                type="button"
                onClick={logout}
                className="flex min-h-11 w-full items-center rounded-xl px-3 text-left text-sm font-semibold text-brand-50 hover:bg-white/10 hover:text-white"
              >
                Logout
              </button>
            </div>
          </div>
        </aside>
      )}
    />
  );
}
