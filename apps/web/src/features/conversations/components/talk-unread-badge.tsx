import { useT } from '../../../lib/i18n';
import { useTalkUnread } from '../api/conversations';

/** Unread messages in the owner's conversations, beside the sidebar's Messages link. */
export function TalkUnreadBadge() {
  const query = useTalkUnread('owner');
  const t = useT('talk');
  const unread = query.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="talk-unread"
      className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900 ring-1 ring-brand-900/10"
    >
      {unread}
      <span className="sr-only"> {t('inbox.unread', { count: unread })}</span>
    </span>
  );
}
