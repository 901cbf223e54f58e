import { badgeCount, HeaderIconLink } from '../../../components/ui/header-icon-link';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { isExpired, useSession } from '../../../lib/session';
import { useHydrating } from '../../../lib/use-hydrating';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../api/use-notification-stream';
import { BellIcon } from './notification-icons';

/** The unread count beside a sidebar label; nothing while there is none (or it is still loading). */
function SidebarUnreadBadge({ viewer: role }: { viewer: 'owner' | 'admin' }) {
  const session = useSession(role);
  const live = session !== null && !isExpired(session.token);
  useNotificationStream(role, live ? session.profile.id : null, live ? session.token : null);
  const unread = useUnreadCount(role, session ? session.profile.id : null).data?.unread ?? 0;
  const t = useT('common');
  if (unread === 0) return null;
  return (
    <span
      data-testid="notifications-unread"
      className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900 ring-1 ring-brand-900/10"
    >
      {badgeCount(unread)}
      <span className="sr-only">{t('header.unread')}</span>
    </span>
  );
}

/** NAV Badge of the admin sidebar's Notifications item: the admins' shared unread count. */
export const AdminUnreadNotificationsBadge = () => <SidebarUnreadBadge viewer="admin" />;

/** The owner sidebar's Notifications link badge. */
export const OwnerUnreadNotificationsBadge = () => <SidebarUnreadBadge viewer="owner" />;

/**
 * The header's bell for a signed-in buyer, with the unread count; nothing for visitors. While the app takes a
 * server-rendered page over, before the session is read, its place is kept for a browser the page's head script found
 * signed in (`.signed-in`, apps/server/src/lib/boot-script.ts SIGNED_IN_SCRIPT), so the buttons beside it never move.
 */
export function BuyerNotificationsLink() {
  const hydrating = useHydrating();
  const session = useSession('user');
  // An expired token would make the poll's 401 send a buyer browsing public pages to the login.
  const active = session !== null && !isExpired(session.token);
  useNotificationStream('user', active ? session.profile.id : null, active ? session.token : null);
  const unread = useUnreadCount('user', active ? session.profile.id : null).data?.unread ?? 0;
  const t = useT('common');
  // The empty place stays in the markup, hidden once the app has read the session: taking a visitor's page over then
  // changes a class, not the header's elements.
  if (!active) return <span aria-hidden="true" className={hydrating ? 'bell-hint h-11 w-11' : 'hidden'} />;
  return (
    <HeaderIconLink
      to={paths.notifications()}
      label={unread === 0 ? t('header.notifications') : t('header.notificationsUnread', { count: unread })}
      icon={<BellIcon width={22} height={22} />}
      count={unread}
      testId="notifications-unread"
      badgeClass="bg-red-700 text-white"
    />
  );
}
