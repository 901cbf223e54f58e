import { CHAT_MSG, CHAT_TEXT_MAX } from '@kiraya/contract';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { localizeMessage, useT } from '../../../lib/i18n';

/** Show the count only near the cap, where it matters. */
const COUNTER_FROM = CHAT_TEXT_MAX - 200;

/** What a failed send says: the server's own reason for a refused text, the spec's sentence otherwise. */
export function sendFailure(error: unknown, failed: string = CHAT_MSG.sendFailed): string {
  return error instanceof ApiError && error.status === 400 && error.message ? localizeMessage(error.message, error.code) : failed;
}

/**
 * 'Type a message...' and Send. Empty or whitespace-only text is never sent (Send stays disabled, Enter does
 * nothing); Enter sends, Shift+Enter starts a new line. On failure the text stays so it can be sent again.
 */
export function MessageComposer({
  onSend,
  label,
  accessory,
}: {
  onSend: (text: string) => Promise<unknown>;
  label?: string;
  /** A control before the text box (a photo button). */
  accessory?: ReactNode;
}) {
  const t = useT('buyer');
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && trimmed.length <= CHAT_TEXT_MAX && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (cause) {
      setError(sendFailure(cause, t('chat.sendFailed')));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      {error ? (
        <div id={`${id}-error`}>
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        {accessory}
        <label htmlFor={id} className="sr-only">
          {label ?? t('chat.message')}
        </label>
        <textarea
          id={id}
          ref={input}
          rows={2}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('chat.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          className="block max-h-40 min-h-12 w-full flex-1 resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
        />
        <Button type="submit" disabled={!canSend} className="min-h-12 shrink-0 px-5">
          {sending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-stone-600">
        <span>{t('chat.keys')}</span>
        {text.length >= COUNTER_FROM ? (
          <span>
            {text.length} / {CHAT_TEXT_MAX}
          </span>
        ) : null}
      </p>
    </form>
  );
}
