import type { SidebarItem } from '../../../components/layouts/sidebar-nav';
import { TalkUnreadBadge } from '../../../features/conversations';
import { OwnerUnreadNotificationsBadge } from '../../../features/notifications/components/unread-badges';
import type { Catalogs } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import type { Location } from '../../../lib/router';

/** The nav keys of the `owner` area: a label is said in the active language by the sidebar. */
type NavKey = keyof Catalogs['owner'] & `nav.${string}`;

/** A link is current on its own path exactly (case aside, as the router matches). */
const link = (to: string, label: NavKey, Badge?: SidebarItem['Badge']): SidebarItem<NavKey> => ({
  to,
  label,
  current: (location: Location) => location.pathname.toLowerCase() === to.toLowerCase(),
  Badge,
});

/** The sidebar links of spec §2 (plus Visits, and Notifications with its unread count). */
export const NAV: SidebarItem<NavKey>[] = [
  link(paths.ownerDashboard(), 'nav.dashboard'),
  link(paths.uploadProduct(), 'nav.upload'),
  link(paths.myProducts(), 'nav.products'),
  link(paths.orderRequests(), 'nav.requests'),
  link(paths.ownerVisits(), 'nav.visits'),
  link(paths.ownerMessages(), 'nav.messages', TalkUnreadBadge),
  link(paths.ownerNotifications(), 'nav.notifications', OwnerUnreadNotificationsBadge),
  link(paths.profileSettings(), 'nav.profile'),
  link(paths.support(), 'nav.support'),
];

/** My Orders appears only on its own screen. */
export const MY_ORDERS = link(paths.myOrders(), 'nav.myOrders');
