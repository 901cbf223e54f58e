import type { SidebarItem } from '../../../components/layouts/sidebar-nav';
import { UnreadMessagesBadge } from '../../../features/chat/components/unread-messages-badge';
import { AdminUnreadNotificationsBadge } from '../../../features/notifications/components/unread-badges';
import { DisputesBadge } from '../../../features/orders';
import type { Catalogs } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Location } from '../../../lib/router';

/** The section a /admin-dashboard URL shows (§2: ?section=…, Dashboard when absent). */
export function sectionOf(search: string): string {
  return new URLSearchParams(search).get('section')?.trim() || 'dashboard';
}

/** The nav keys of the `admin` area: a label is said in the active language by the sidebar. */
export type NavKey = Extract<keyof Catalogs['admin'], `nav.${string}`>;

const onDashboard = (section: string) => (l: Location) => l.pathname === paths.adminDashboard() && sectionOf(l.search) === section;
const onPath = (path: string) => (l: Location) => l.pathname === path;
const either =
  (...tests: ((l: Location) => boolean)[]) =>
  (l: Location) =>
    tests.some((test) => test(l));

/** The §2 sidebar sections, the overview, the approval queue, payment history and the outbox. */
export const NAV: SidebarItem<NavKey>[] = [
  { label: 'nav.overview', to: paths.admin(), current: onPath(paths.admin()) },
  { label: 'nav.dashboard', to: paths.adminDashboard('dashboard'), current: onDashboard('dashboard') },
  { label: 'nav.approve', to: paths.approveRequests(), current: onPath(paths.approveRequests()) },
  { label: 'nav.users', to: paths.adminDashboard('users'), current: either(onDashboard('users'), onPath(paths.manageUsers())) },
  { label: 'nav.owners', to: paths.adminDashboard('owners'), current: onDashboard('owners') },
  { label: 'nav.products', to: paths.adminDashboard('products'), current: onDashboard('products') },
  { label: 'nav.listings', to: paths.adminDashboard('listings'), current: either(onDashboard('listings'), onPath(paths.manageListings())) },
  {
    label: 'nav.messages',
    to: paths.adminDashboard('messages'),
    current: either(onDashboard('messages'), onPath(paths.adminMessages())),
    Badge: UnreadMessagesBadge,
  },
  { label: 'nav.orders', to: paths.adminDashboard('orders'), current: onDashboard('orders') },
  // disputes desk
  { label: 'nav.disputes', to: paths.adminDisputes(), current: onPath(paths.adminDisputes()), Badge: DisputesBadge },
  { label: 'nav.payments', to: paths.paymentHistory(), current: onPath(paths.paymentHistory()) },
  { label: 'nav.reports', to: paths.adminReports(), current: onPath(paths.adminReports()) },
  {
    label: 'nav.conversations',
    to: paths.adminTalkQueue(),
    current: (l: Location) => l.pathname.startsWith(paths.adminTalkQueue()),
  },
  { label: 'nav.feedbacks', to: paths.adminFeedbacks(), current: onPath(paths.adminFeedbacks()) },
  { label: 'nav.reviewReports', to: paths.adminReviewReports(), current: onPath(paths.adminReviewReports()) },
  {
    label: 'nav.notifications',
    to: paths.adminNotifications(),
    current: onPath(paths.adminNotifications()),
    Badge: AdminUnreadNotificationsBadge,
  },
  { label: 'nav.settings', to: paths.adminDashboard('settings'), current: either(onDashboard('settings'), onPath(paths.adminSettings())) },
  { label: 'nav.synonyms', to: paths.adminSynonyms(), current: onPath(paths.adminSynonyms()) },
  { label: 'nav.outbox', to: paths.adminDashboard('outbox'), current: onDashboard('outbox') },
];
