import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { isExpired, useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/get-unread-count';
import { BellIcon } from './notification-icons';

const shown = (n: number) => (n > 99 ? '99+' : String(n));

/** The unread count beside a sidebar label; nothing while there is none (or it is still loading). */
function SidebarUnreadBadge({ viewer: role }: { viewer: 'owner' | 'admin' }) {
  const session = useSession(role);
  const unread = useUnreadCount(role, session ? session.profile.id : null).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="notifications-unread"
      className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900 ring-1 ring-brand-900/10"
    >
      {shown(unread)}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** NAV Badge of the admin sidebar's Notifications item: the admins' shared unread count. */
export const AdminUnreadNotificationsBadge = () => <SidebarUnreadBadge viewer="admin" />;

/** The owner sidebar's Notifications link badge. */
export const OwnerUnreadNotificationsBadge = () => <SidebarUnreadBadge viewer="owner" />;

/** The header's bell for a signed-in buyer, with the unread count; nothing for visitors. */
export function BuyerNotificationsLink() {
  const session = useSession('user');
  // An expired token would make the poll's 401 send a buyer browsing public pages to the login.
  const active = session !== null && !isExpired(session.token);
  const unread = useUnreadCount('user', active ? session.profile.id : null).data?.unread ?? 0;
  if (!active) return null;
  return (
    <Link
      to={paths.notifications()}
      aria-label={unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-stone-800 hover:bg-brand-50 hover:text-brand-800"
    >
      <BellIcon width={22} height={22} />
      {unread > 0 ? (
        <span
          data-testid="notifications-unread"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white ring-2 ring-white"
        >
          {shown(unread)}
        </span>
      ) : null}
    </Link>
  );
}
