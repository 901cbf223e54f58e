import type { ConversationUser } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';
import { messageTime } from './message-thread';

/**
 * Buyers with a conversation: name, email, the newest message and an unread badge. Each row is a button that
 * opens the conversation; the open one is marked for screen readers with aria-current.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: ConversationUser[];
  selectedId: number | null;
  onSelect: (userId: number) => void;
}) {
  const t = useT('admin');
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={selected ? 'true' : undefined}
              className={`flex w-full min-h-16 items-start gap-3 px-4 py-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset ${
                selected ? 'bg-brand-50' : 'hover:bg-stone-50'
              }`}
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${c.unread_count > 0 ? 'font-bold text-stone-950' : 'font-semibold text-stone-900'}`}>
                    {c.name}
                  </span>
                  <time dateTime={c.last_message_at} className="shrink-0 text-xs text-stone-600">
                    {messageTime(c.last_message_at)}
                  </time>
                </span>
                <span className="block truncate text-sm text-stone-600">{c.email}</span>
                <span className="mt-0.5 block truncate text-sm text-stone-700">{c.last_message}</span>
              </span>
              {c.unread_count > 0 ? (
                <span className="mt-0.5 inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{c.unread_count}</span>
                  <span className="sr-only">{t('chat.unread', { count: c.unread_count })}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
