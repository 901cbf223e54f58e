import { CHAT_MSG } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form';
import { useLocalize, useT } from '../../../lib/i18n';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { useClearConversation } from '../api/clear-conversation';
import { useConversation, useSendMessage } from '../api/conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { ConversationView } from './conversation-view';

/**
 * One buyer's conversation for the admins: refreshed every 5 seconds, marked read while it is on screen, with a
 * reply box and 'Clear Chat' (confirmed first). `onBack` is the phone layout's way back to the list.
 */
export function AdminConversation({
  userId,
  name,
  email,
  onBack,
}: {
  userId: number;
  name: string;
  email: string | null;
  onBack: () => void;
}) {
  const query = useConversation('admin', userId);
  const send = useSendMessage('admin');
  const markRead = useMarkConversationRead();
  const clear = useClearConversation();
  const visible = useDocumentVisible();
  const t = useT('admin');
  const localize = useLocalize();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<'cleared' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Mark read whenever a buyer message nobody has read is on screen (once per newest such message).
  const newestUnread = query.data?.items.reduce((max, m) => (m.sender === 'user' && m.is_read === 0 ? Math.max(max, m.id) : max), 0) ?? 0;
  const markedUpTo = useRef(0);
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (!visible || newestUnread === 0 || newestUnread <= markedUpTo.current) return;
    markedUpTo.current = newestUnread;
    markConversationRead(userId);
  }, [visible, newestUnread, userId, markConversationRead]);

  // Opening a conversation moves focus to its heading, after the layout's own focus-on-navigation.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const confirmClear = () => {
    clear.mutate(userId, {
      onSuccess: () => setNotice('cleared'),
      onError: () => setNotice('failed'),
      onSettled: () => setConfirming(false),
    });
  };

  const messages = query.data?.items ?? [];

  return (
    <section aria-labelledby={`chat-heading-${userId}`} className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="basis-full md:hidden">
          <Button variant="secondary" size="sm" onClick={onBack}>
            <span aria-hidden="true">←</span> {t('chat.back')}
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={`chat-heading-${userId}`} ref={heading} tabIndex={-1} className="truncate text-lg font-bold text-stone-950 outline-none">
            {name}
          </h2>
          {email ? <p className="truncate text-sm text-stone-600">{email}</p> : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setNotice(null);
            setConfirming(true);
          }}
          disabled={messages.length === 0 || clear.isPending}
          className="border-red-300 text-red-800 hover:border-red-600 hover:text-red-900"
        >
          {t('chat.clear')}
        </Button>
      </div>

      {notice ? (
        <div className="mb-3">
          <FormMessage tone={notice === 'cleared' ? 'success' : 'error'}>
            {localize(notice === 'cleared' ? CHAT_MSG.cleared : CHAT_MSG.clearFailed)}
          </FormMessage>
        </div>
      ) : null}

      <ConversationView
        query={query}
        loadingLabel={t('chat.loadingOne')}
        thread={{
          side: 'admin',
          label: t('chat.with', { name }),
          names: { own: t('chat.support'), other: name },
          empty: notice === 'cleared' ? localize(CHAT_MSG.cleared) : t('chat.noMessages'),
        }}
        composerLabel={t('chat.replyTo', { name })}
        onSend={(text) => send.mutateAsync({ userId, text })}
      />

      <ConfirmDialog
        open={confirming}
        title={localize(CHAT_MSG.clearConfirm)}
        confirmLabel={t('chat.clear')}
        busy={clear.isPending}
        onConfirm={confirmClear}
        onCancel={() => setConfirming(false)}
      >
        {t('chat.clearBody', { name })}
      </ConfirmDialog>
    </section>
  );
}
