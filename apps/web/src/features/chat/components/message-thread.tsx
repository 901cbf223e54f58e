import type { ChatMessage } from '@kiraya/contract';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { getLanguage, type Language, LOCALES, useT } from '../../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDay}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = withDay
      ? { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }
      : { hour: 'numeric', minute: '2-digit' };
    found = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, options);
    formats.set(key, found);
  }
  return found;
}

/** '4:05 pm' today, '12 Mar, 4:05 pm' before (in the active language). */
export function messageTime(iso: string, now: Date = new Date(), language: Language = getLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(language, date.toDateString() !== now.toDateString()).format(date);
}

/** How close to the end (px) still counts as "reading the newest message". */
const NEAR_BOTTOM = 48;

/** What a thread shows of a message: support chat's and buyer–owner conversations' messages both fit. */
export interface ThreadMessage {
  id: number;
  sender: string;
  text: string;
  timestamp: string;
  is_read: 0 | 1;
  delivered: 0 | 1;
}

export interface MessageThreadProps<M extends ThreadMessage = ChatMessage> {
  messages: M[];
  /** Whose messages are "own" (right, with ticks): 'user' on the buyer's screens, 'admin' on the admin's. */
  side: M['sender'];
  /** Accessible name of the log, e.g. 'Conversation with Kiraya support'. */
  label: string;
  names: { own: string; other: string };
  /** Shown inside the log when there is no message yet. */
  empty: string;
  /** More of a message inside its bubble, under the text (a photo). */
  renderInside?: (message: M, own: boolean) => ReactNode;
  /** More of a message under its bubble (a warning about it). */
  renderAfter?: (message: M, own: boolean) => ReactNode;
}

/**
 * A conversation: own messages on the right with a delivered tick, or read ticks that turn green once the
 * other side has read them (`is_read`); the other side's on the left; each with its time. A role="log"
 * (aria-live polite), so screen readers hear new messages. It follows the newest message unless the user has
 * scrolled up to read, in which case a "new messages" button jumps down.
 */
export function MessageThread<M extends ThreadMessage = ChatMessage>({
  messages,
  side,
  label,
  names,
  empty,
  renderInside,
  renderAfter,
}: MessageThreadProps<M>) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seenId = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(0);
  const t = useT('buyer');
  const last = messages.at(-1);
  const lastId = last?.id ?? 0;

  /** At the end of the thread: follow new messages, all of them seen. */
  const caughtUp = () => {
    following.current = true;
    seenId.current = lastId;
    setUnseen(0);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is the trigger
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = seenId.current === null;
    // Follow when at the end, on first paint, or after one's own message (the sender expects to see it).
    if (first || following.current || last?.sender === side) {
      el.scrollTop = el.scrollHeight;
      caughtUp();
    } else if (lastId !== seenId.current) {
      const since = seenId.current ?? 0;
      setUnseen(messages.filter((m) => m.id > since).length);
    }
  }, [lastId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM) caughtUp();
    else following.current = false;
  };

  const jump = () => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    caughtUp();
  };

  return (
    <div className="relative">
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        className="h-[55dvh] min-h-72 max-h-[38rem] overflow-y-auto overscroll-contain rounded-2xl bg-stone-100/70 px-3 py-4 ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:px-5"
      >
        {messages.length === 0 ? (
          <p className="mx-auto mt-10 max-w-sm text-center text-stone-600">{empty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                own={m.sender === side}
                names={names}
                inside={renderInside?.(m, m.sender === side)}
                after={renderAfter?.(m, m.sender === side)}
              />
            ))}
          </ol>
        )}
      </div>
      {unseen > 0 ? (
        <button
          type="button"
          onClick={jump}
          className="absolute bottom-3 left-1/2 min-h-10 -translate-x-1/2 rounded-full bg-brand-800 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('chat.newMessages', { count: unseen })} <span aria-hidden="true">↓</span>
        </button>
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  own,
  names,
  inside,
  after,
}: {
  message: ThreadMessage;
  own: boolean;
  names: { own: string; other: string };
  inside?: ReactNode;
  after?: ReactNode;
}) {
  const read = message.is_read === 1;
  const t = useT('buyer');
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`} data-sender={message.sender}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
          own ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-stone-900 ring-1 ring-stone-200'
        }`}
      >
        <span className="sr-only">{own ? names.own : names.other}: </span>
        {/* Plain text: React escapes it; line breaks are kept. */}
        {message.text ? <p className="break-words whitespace-pre-wrap">{message.text}</p> : null}
        {inside}
      </div>
      {after}
      <p className="mt-1 flex items-center gap-1.5 px-1 text-xs text-stone-600">
        {own ? null : <span className="font-medium text-stone-700">{names.other} ·</span>}
        <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        {own && message.delivered === 1 ? (
          <span
            data-testid="message-status"
            data-status={read ? 'read' : 'delivered'}
            title={read ? t('chat.read') : t('chat.delivered')}
            className={`font-semibold tracking-tighter ${read ? 'text-emerald-700' : 'text-stone-500'}`}
          >
            <span aria-hidden="true">{read ? '✓✓' : '✓'}</span>
            <span className="sr-only">{read ? t('chat.read') : t('chat.delivered')}</span>
          </span>
        ) : null}
      </p>
    </li>
  );
}
