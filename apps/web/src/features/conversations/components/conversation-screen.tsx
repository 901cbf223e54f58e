import type { ConversationDetail, TalkMessage } from '@kiraya/contract';
import { TALK_REPORT_REASON_MAX } from '@kiraya/contract/conversations/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form';
import { Icon } from '../../../components/ui/icons';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { apiPaths, paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { appendMessage, ConversationView, sendFailure } from '../../chat';
import { useTalkAction } from '../api/conversation-actions';
import { useConversation, useTalkMessages } from '../api/conversations';
import { type TalkRole, talkKeys } from '../api/query-keys';
import { useSendTalk } from '../api/send-message';
import { useTalkStream } from '../api/use-talk-stream';
import { ItemThumb } from './item-thumb';
import { MessagePhoto } from './message-photo';
import { ScamWarning } from './scam-warning';

/**
 * One conversation as a side sees it (the buyer's /conversations/:id, the owner's /owner-messages/:id): the item, the
 * phone panel ("Share my number"), block and report, then the thread with photos and the scam guard's warnings, live
 * over the stream with the 5-second poll as fallback.
 */
export function ConversationScreen({ viewer: role, id, backTo }: { viewer: TalkRole; id: number; backTo: string }) {
  const session = useSession(role);
  const t = useT('talk');
  const detail = useConversation(role, id);
  if (!session) return null;
  if (detail.data) return <Loaded role={role} id={id} token={session.token} detail={detail.data} backTo={backTo} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  return (
    <div className="space-y-3">
      <LoadingStatus label={t('conv.loading')} />
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeleton className="h-[55dvh] min-h-72 w-full rounded-2xl" />
    </div>
  );
}

function Loaded({
  role,
  id,
  token,
  detail,
  backTo,
}: {
  role: TalkRole;
  id: number;
  token: string;
  detail: ConversationDetail;
  backTo: string;
}) {
  const t = useT('talk');
  const queryClient = useQueryClient();
  const messages = useTalkMessages(role, id);
  const send = useSendTalk(role, id);
  const key = talkKeys.messages(role, id);
  const refresh = (what: 'messages' | 'detail') =>
    void queryClient.invalidateQueries({ queryKey: what === 'messages' ? key : talkKeys.detail(role, id) });

  useTalkStream(apiPaths.talkStream(id, token), {
    message: (message) => {
      appendMessage<TalkMessage>(queryClient, key, message);
      // Refetching marks the other side's message read: only while the page is on screen.
      if (document.visibilityState === 'visible') refresh('messages');
    },
    read: () => refresh('messages'),
    shared: () => refresh('detail'),
    blocked: () => refresh('detail'),
    reset: () => {
      refresh('messages');
      refresh('detail');
    },
  });

  const name = detail.other_name;
  const closed = detail.i_blocked ? t('block.youBlocked', { name }) : detail.blocked_me ? t('block.blockedYou', { name }) : null;

  return (
    <div className="space-y-4">
      <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        <span aria-hidden="true">←</span> {t('conv.back')}
      </Link>
      <header className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
        <ItemThumb cover={detail.item.cover} title={detail.item.title} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold text-stone-950">{t('conv.with', { name })}</h2>
          <p className="truncate text-sm text-stone-700">{t('inbox.about', { title: detail.item.title })}</p>
        </div>
        <Link
          to={detail.item.kind === 'product' ? paths.product(detail.item.id) : paths.listing(detail.item.id)}
          className="hidden min-h-11 shrink-0 items-center rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-flex"
        >
          {t('conv.viewItem')}
        </Link>
      </header>
      <PhonePanel role={role} id={id} detail={detail} />
      <ConversationView<TalkMessage>
        query={messages}
        loadingLabel={t('conv.loading')}
        thread={{
          side: detail.side,
          label: t('conv.label', { name, title: detail.item.title }),
          names: { own: t('conv.you'), other: name },
          empty: t('conv.empty'),
          renderInside: (m) => (m.photo ? <MessagePhoto photo={m.photo} label={t('conv.openPhoto')} /> : null),
          renderAfter: (m, own) => <ScamWarning codes={m.scam_codes} own={own} />,
        }}
        composerLabel={t('conv.composer', { name })}
        onSend={(text) => send.mutateAsync({ text })}
        composerAccessory={<PhotoButton onPick={(photo) => send.mutateAsync({ photo })} />}
        composerClosed={closed ? <FormMessage tone="info">{closed}</FormMessage> : undefined}
      />
      <SafetyActions role={role} id={id} detail={detail} />
    </div>
  );
}

/** "Share my number" and the other side's number once they shared it; e-mail addresses are never shown. */
function PhonePanel({ role, id, detail }: { role: TalkRole; id: number; detail: ConversationDetail }) {
  const t = useT('talk');
  const action = useTalkAction(role, id);
  const hint = useId();
  const name = detail.other_name;
  return (
    <section aria-label={t('phone.title')} className="space-y-2 rounded-2xl bg-brand-50/60 p-3 text-sm ring-1 ring-brand-100">
      <p className="text-stone-800" data-testid="other-phone">
        {detail.other_phone ? (
          <>
            {t('phone.theirs', { name, phone: detail.other_phone })}{' '}
            <a href={`tel:${detail.other_phone.replace(/\s+/g, '')}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('phone.call')}
            </a>
          </>
        ) : (
          t('phone.notShared', { name })
        )}
      </p>
      {detail.i_shared ? (
        <p className="font-medium text-emerald-800">{t('phone.youShared')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={!detail.can_share || action.isPending}
            aria-describedby={hint}
            onClick={() => action.mutate({ kind: 'share' })}
          >
            {action.isPending ? t('phone.sharing') : t('phone.share')}
          </Button>
          <span id={hint} className="text-stone-700">
            {detail.can_share ? t('phone.hidden') : t('phone.noPhone')}
          </span>
        </div>
      )}
      {action.isError ? <FormMessage tone="error">{errorMessage(action.error)}</FormMessage> : null}
    </section>
  );
}

/** A photo picked from the phone or the computer, sent at once through the image pipeline. */
function PhotoButton({ onPick }: { onPick: (photo: File) => Promise<unknown> }) {
  const t = useT('talk');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="relative">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="talk-photo-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          setError(null);
          try {
            await onPick(file);
          } catch (cause) {
            setError(sendFailure(cause, t('conv.photoFailed')));
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button
        type="button"
        variant="secondary"
        className="min-h-12 px-3"
        disabled={busy}
        aria-label={busy ? t('conv.sendingPhoto') : t('conv.attach')}
        title={t('conv.attach')}
        onClick={() => input.current?.click()}
      >
        <Icon>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </Icon>
      </Button>
      {error ? (
        <p role="alert" className="absolute bottom-full left-0 mb-2 w-64 rounded-lg bg-red-50 p-2 text-xs text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Block or unblock the other side, and report the conversation with a reason. */
function SafetyActions({ role, id, detail }: { role: TalkRole; id: number; detail: ConversationDetail }) {
  const t = useT('talk');
  const localize = useLocalize();
  const action = useTalkAction(role, id);
  const [asking, setAsking] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const reasonId = useId();
  const run = (kind: 'block' | 'unblock' | 'report') =>
    action.mutate(kind === 'report' ? { kind, reason } : { kind }, {
      onSuccess: (answer) => {
        setAsking(null);
        setReason('');
        setDone('message' in answer ? localize(answer.message) : null);
      },
    });
  const name = detail.other_name;
  return (
    <section aria-label={t('conv.actions')} className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-3">
      <span className="text-sm font-semibold text-stone-700">{t('conv.safety')}</span>
      {detail.i_blocked ? (
        <Button variant="secondary" disabled={action.isPending} onClick={() => run('unblock')}>
          {t('block.unblock')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking('block')}>
          {t('block.block')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setAsking('report')}>
        {t('report.report')}
      </Button>
      <div aria-live="polite" className="w-full empty:hidden">
        {done ? <FormMessage tone="success">{done}</FormMessage> : null}
        {action.isError && !asking ? <FormMessage tone="error">{errorMessage(action.error)}</FormMessage> : null}
      </div>
      <ConfirmDialog
        open={asking === 'block'}
        title={t('block.block')}
        confirmLabel={t('block.block')}
        busy={action.isPending}
        onConfirm={() => run('block')}
        onCancel={() => setAsking(null)}
      >
        {t('block.confirm', { name })}
      </ConfirmDialog>
      <ModalDialog open={asking === 'report'} title={t('report.title')} busy={action.isPending} onClose={() => setAsking(null)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            run('report');
          }}
          className="space-y-3"
        >
          <label htmlFor={reasonId} className="block text-sm font-semibold text-stone-900">
            {t('report.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            value={reason}
            maxLength={TALK_REPORT_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${reasonId}-hint`}
            className="block w-full rounded-xl border border-stone-300 px-3 py-2 text-base"
          />
          <p id={`${reasonId}-hint`} className="text-xs text-stone-600">
            {t('report.hint')}
          </p>
          {action.isError ? <FormMessage tone="error">{errorMessage(action.error)}</FormMessage> : null}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setAsking(null)} disabled={action.isPending}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={action.isPending || reason.trim().length < 5}>
              {t('report.send')}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}
