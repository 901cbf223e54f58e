import { useT } from '../../../lib/i18n';
import { isExpired, useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/get-unread-count';

/** The admin sidebar's Messages badge: buyer messages no admin has read, refreshed every 15 s, hidden at 0. */
export function UnreadMessagesBadge() {
  const session = useSession('admin');
  const t = useT('admin');
  // The same look as the sidebar's other counts; no poll on an expired token (the area's guard handles that).
  const signedIn = session !== null && !isExpired(session.token);
  const { data } = useUnreadCount(signedIn);
  const unread = data?.unread ?? 0;
  if (unread <= 0) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <span
      data-testid="unread-messages-badge"
      className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900 ring-1 ring-brand-900/10"
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t('chat.unread', { count: unread })}</span>
    </span>
  );
}
