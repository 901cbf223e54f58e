import type { ComponentType } from 'react';
import type { Location } from 'react-router';
import { UnreadMessagesBadge } from '../../../features/chat/components/unread-messages-badge';
import { AdminUnreadNotificationsBadge } from '../../../features/notifications/components/unread-badges';
import { paths } from '../../../lib/paths';

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
export const NAV: NavItem[] = [
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
  { label: 'Search synonyms', to: paths.adminSynonyms(), current: onPath(paths.adminSynonyms()) },
  { label: 'Outbox', to: paths.adminDashboard('outbox'), current: onDashboard('outbox') },
];
