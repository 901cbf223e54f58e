import { LINE_CONFIRM_HOURS, LINE_STAGE_TONES, type LineLifecycle } from '@kiraya/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n';
import { DisputeDialog } from './dispute-dialog';
import { type LineSide, useLineLifecycle, useMoveLine } from './lifecycle-api';
import { entryDetails, type PanelMove, panelMoves } from './lifecycle-text';
import { LineCancel } from './line-cancel';
import { LineExtension } from './line-extension';
// Owner-only texts (the `owner` area): rendered for the owner's side only, so a buyer never asks for that area.
import { OwnerEmpty, OwnerReport, OwnerStageHint } from './owner-handover';
import { ReportComparison, ReportFacts } from './report-comparison';
import { ReportPhotoGallery } from './report-photos';
import { ReturnAnswer } from './return-answer';

type History = LineLifecycle['history'];

/**
 * The history as a short timeline: who did what and when, with the report or the reason that came with it (exported:
 * the admin's dispute desk shows the same history).
 */
export function Timeline({ history }: { history: History }) {
  const t = useT('buyer');
  const format = useFormat();
  return (
    <ol className="space-y-3 border-l-2 border-stone-200 pl-4">
      {history.map((entry) => {
        const { report, reason } = entryDetails(entry.details);
        return (
          <li key={`${entry.at}-${entry.event}-${entry.actor}`} data-testid="line-event" className="relative space-y-1">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700" />
            <p className="font-semibold text-stone-950">{t(`life.event.${entry.event}`)}</p>
            <p className="text-xs text-stone-600">
              {t('life.by', { actor: t(`life.actor.${entry.actor}`), date: format.dateTime(entry.at) })}
            </p>
            {report ? <ReportFacts report={report} /> : null}
            {entry.photos && entry.photos.length > 0 ? (
              <ReportPhotoGallery photos={entry.photos} label={t(`life.event.${entry.event}`)} />
            ) : null}
            {reason ? (
              <p className="text-sm">
                <span className="text-stone-600">{t('life.reason')}: </span>
                <span className="break-words whitespace-pre-line text-stone-900">{reason}</span>
              </p>
            ) : null}
            <MoneyDetails details={entry.details} />
          </li>
        );
      })}
    </ol>
  );
}

// return answer: the deduction a return proposed or an admin decided, with its reason or the decision's note.
function MoneyDetails({ details }: { details: Record<string, unknown> | null }) {
  const t = useT('buyer');
  const format = useFormat();
  const deduction = typeof details?.deduction === 'number' ? details.deduction : null;
  const why = typeof details?.deduction_reason === 'string' ? details.deduction_reason : null;
  const note = typeof details?.note === 'string' ? details.note : null;
  if (deduction === null && !note) return null;
  const line = (label: string, value: string) => (
    <p className="text-sm">
      <span className="text-stone-600">{label}: </span>
      <span className="break-words whitespace-pre-line text-stone-900">{value}</span>
    </p>
  );
  return (
    <>
      {deduction !== null ? line(t('answer.deduction'), format.money(deduction)) : null}
      {why && deduction ? line(t('answer.reason'), why) : null}
      {note ? line(t('answer.decisionNote'), note) : null}
    </>
  );
}

/** A plain yes/no before a buyer's move (confirm the handover, ask to return): not destructive, so not red. */
export function AskDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT('buyer');
  return (
    <ModalDialog open={open} title={title} busy={busy} onClose={onCancel}>
      <div className="space-y-4 text-stone-700">
        {children}
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus disabled={busy}>
          {t('life.notNow')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? t('life.working') : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** The moves asked with a plain confirmation, and their texts: the dialog's title and words, its button, and the note after. */
const ASKS = {
  confirm_delivery: { title: 'life.confirmTitle', text: 'life.confirmText', confirm: 'life.confirm', done: 'life.confirmed' },
  request_return: { title: 'life.returnTitle', text: 'life.returnText', confirm: 'life.return', done: 'life.returned' },
} as const;
const ASKED = ['confirm_delivery', 'request_return'] as const;

/**
 * Where an accepted line is after its acceptance (docs/renting.md "After the handover"): its stage, its dates, what
 * happened so far, and a button for each move the server says the viewer may make now (`next`).
 */
export function LineLifePanel({ side, itemId, title }: { side: LineSide; itemId: number; title: string }) {
  const t = useT('buyer');
  const format = useFormat();
  const query = useLineLifecycle(side, itemId);
  const move = useMoveLine(side, itemId);
  const [asking, setAsking] = useState<PanelMove | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);

  if (query.isPending) {
    return (
      <div className="space-y-2">
        <LoadingStatus label={t('life.loading')} />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50/60 p-3 text-sm">
        <p className="font-semibold text-red-800">{errorMessage(query.error, t('life.loadFailed'))}</p>
        <Button size="sm" variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? t('life.retrying') : t('life.retry')}
        </Button>
      </div>
    );
  }
  const life = query.data;
  const moves = panelMoves(life.next);
  const say = (next: Note) => {
    setNote(next);
    requestAnimationFrame(() => noteRef.current?.focus());
  };
  const done = (text: string) => {
    setAsking(null);
    say({ tone: 'success', text });
  };
  const movedOn = (text: string) => say({ tone: 'error', text });
  const send = (event: 'confirm_delivery' | 'request_return', success: string) => {
    setNote(null);
    move.mutate({ event }, { onSuccess: () => done(success) });
  };
  const closeDialog = () => {
    setAsking(null);
    move.reset();
  };
  const moveError = move.isError ? errorMessage(move.error, t('life.failed')) : null;

  return (
    <section aria-label={t('life.openOf', { title })} data-testid="line-life" className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-stone-600">{t('life.stage')}</span>
        <StatusBadge tone={LINE_STAGE_TONES[life.stage]}>{t(`lineStage.${life.stage}`)}</StatusBadge>
        {life.stage_at ? <span className="text-stone-600">{t('life.since', { date: format.date(life.stage_at) })}</span> : null}
      </div>
      {life.start_date || (life.kind === 'rent' && life.end_date) ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {life.start_date ? (
            <div className="flex gap-2">
              <dt className="text-stone-600">{t('life.start')}</dt>
              <dd className="font-semibold text-stone-900">{format.date(life.start_date)}</dd>
            </div>
          ) : null}
          {life.kind === 'rent' && life.end_date ? (
            <div className="flex gap-2">
              <dt className="text-stone-600">{t('life.end')}</dt>
              <dd className="font-semibold text-stone-900">{format.date(life.end_date)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {life.history.some((h) => h.event === 'record_return') ? <ReportComparison life={life} /> : null}
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-stone-800">{t('life.history')}</h4>
        {life.history.length === 0 ? (
          side === 'owner' ? (
            <OwnerEmpty />
          ) : (
            <p className="text-sm text-stone-700">{t('life.emptyBuyer')}</p>
          )
        ) : (
          <Timeline history={life.history} />
        )}
      </div>
      {side === 'owner' ? (
        <OwnerStageHint stage={life.stage} />
      ) : life.stage === 'delivered' && moves.includes('confirm_delivery') ? (
        <p className="text-sm text-stone-700">{t('life.hint.delivered', { hours: LINE_CONFIRM_HOURS })}</p>
      ) : life.stage === 'delivery_disputed' ? (
        <p className="text-sm text-stone-700">{t('life.hint.delivery_disputed')}</p>
      ) : null}
      <ReturnAnswer life={life} side={side} title={title} move={move} onDone={done} />
      <LiveNote ref={noteRef} note={note} />
      {moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((m) =>
            m === 'deliver' ? (
              <OwnerReport key={m} kind="handover" life={life} title={title} move={move} onDone={done} onMovedOn={movedOn} />
            ) : m === 'record_return' ? (
              <OwnerReport key={m} kind="return" life={life} title={title} move={move} onDone={done} onMovedOn={movedOn} />
            ) : (
              <Button
                key={m}
                size="sm"
                variant={m === 'dispute_delivery' ? 'secondary' : 'primary'}
                aria-label={
                  m === 'confirm_delivery'
                    ? t('life.confirmOf', { title })
                    : m === 'dispute_delivery'
                      ? t('life.disputeOf', { title })
                      : t('life.returnOf', { title })
                }
                onClick={() => {
                  setNote(null);
                  move.reset();
                  setAsking(m);
                }}
              >
                {m === 'confirm_delivery' ? t('life.confirm') : m === 'dispute_delivery' ? t('life.dispute') : t('life.return')}
              </Button>
            ),
          )}
        </div>
      ) : null}
      <LineCancel side={side} life={life} title={title} move={move} onDone={done} />
      <LineExtension side={side} itemId={itemId} title={title} life={life} />
      {ASKED.map((m) => (
        <AskDialog
          key={m}
          open={asking === m}
          title={t(ASKS[m].title)}
          confirmLabel={t(ASKS[m].confirm)}
          busy={move.isPending}
          error={moveError}
          onConfirm={() => send(m, t(ASKS[m].done))}
          onCancel={closeDialog}
        >
          <p>{t(ASKS[m].text, { title })}</p>
        </AskDialog>
      ))}
      <DisputeDialog
        open={asking === 'dispute_delivery'}
        title={title}
        move={move}
        onCancel={closeDialog}
        onSent={() => done(t('life.disputed'))}
      />
    </section>
  );
}
