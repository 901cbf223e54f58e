import { type DisputeRow, LINE_REPORT_LIMITS, LINE_STAGE_TONES, type LineLifecycle, lineMoveInput } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextAreaField, TextField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n';
import { useLineLifecycle, useMoveLine } from '../lifecycle/lifecycle-api';
import { Timeline } from '../lifecycle/line-life-panel';
import { ReportComparison } from '../lifecycle/report-comparison';
import { parseDeduction, splitDeposit } from '../lifecycle/return-money';
import { disputeKeys } from './disputes-api';

type Decision = { note: string; deduction?: number };

/** What the decision does, said before it is sent and after. */
function useOutcome(row: DisputeRow) {
  const t = useT('admin');
  const format = useFormat();
  return (life: LineLifecycle | undefined, deduction: number | undefined) => {
    if (row.stage === 'delivery_disputed') return row.kind === 'rent' ? t('disputes.outcome.rent') : t('disputes.outcome.sale');
    const held = life?.deposit?.held ?? row.deposit_held ?? 0;
    const { keep, back } = splitDeposit(held, deduction ?? life?.deposit?.proposed_deduction ?? 0);
    return t('disputes.outcome.return', { back: format.money(back), keep: format.money(keep) });
  };
}

function DecisionForm({
  row,
  life,
  onCancel,
  onDecided,
}: {
  row: DisputeRow;
  life: LineLifecycle;
  onCancel: () => void;
  onDecided: (life: LineLifecycle) => void;
}) {
  const t = useT('admin');
  const format = useFormat();
  const move = useMoveLine('admin', row.item_id);
  const queryClient = useQueryClient();
  const outcome = useOutcome(row);
  const isReturn = row.stage === 'return_disputed';
  const held = life.deposit?.held ?? 0;
  const [deduction, setDeduction] = useState(String(life.deposit?.proposed_deduction ?? 0));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ deduction?: string; note?: string }>({});
  const [review, setReview] = useState<Decision | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typed = isReturn ? parseDeduction(deduction, held) : null;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    let amount: number | undefined;
    if (isReturn) {
      const parsed = parseDeduction(deduction, held);
      if (parsed.ok) amount = parsed.value;
      else
        next.deduction =
          parsed.error === 'tooLarge' ? t('disputes.deductionTooLarge', { held: format.money(held) }) : t('disputes.deductionInvalid');
    }
    const input = lineMoveInput.safeParse({ event: 'decide_dispute', note, ...(amount !== undefined ? { deduction: amount } : {}) });
    if (!input.success) {
      const issue = input.error.issues.find((i) => i.path[0] === 'note');
      if (issue) next.note = issue.message;
    }
    setErrors(next);
    if (next.deduction || next.note) {
      formRef.current?.querySelector<HTMLElement>(next.deduction ? 'input' : 'textarea')?.focus();
      return;
    }
    move.reset();
    setReview({ note: note.trim(), ...(amount !== undefined ? { deduction: amount } : {}) });
  };

  const send = () => {
    if (!review) return;
    move.mutate(
      { event: 'decide_dispute', ...review },
      {
        onSuccess: (data) => onDecided(data),
        // Another admin decided first (409): the queue is refreshed behind the dialog, which says so.
        onError: () => void queryClient.invalidateQueries({ queryKey: disputeKeys.all() }),
      },
    );
  };

  if (review) {
    return (
      <div className="space-y-4" data-testid="decision-review">
        <h3 className="font-semibold text-stone-950">{t('disputes.confirmTitle')}</h3>
        <p className="text-stone-800">{outcome(life, review.deduction)}</p>
        <p className="rounded-xl bg-stone-50 p-3 text-sm break-words whitespace-pre-line text-stone-900">{review.note}</p>
        <p className="text-sm text-stone-700">{t('disputes.confirmText')}</p>
        {move.isError ? <FormMessage tone="error">{errorMessage(move.error, t('disputes.failed'))}</FormMessage> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" autoFocus onClick={() => setReview(null)} disabled={move.isPending}>
            {t('disputes.back')}
          </Button>
          <Button onClick={send} disabled={move.isPending}>
            {move.isPending ? t('disputes.sending') : t('disputes.send')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={check} className="grid gap-4">
      {isReturn ? (
        <TextField
          label={t('disputes.deduction')}
          inputMode="decimal"
          value={deduction}
          onChange={(e) => {
            setDeduction(e.target.value);
            if (errors.deduction) setErrors({ ...errors, deduction: undefined });
          }}
          error={errors.deduction}
          hint={t('disputes.deductionHint', { held: format.money(held) })}
        />
      ) : null}
      <TextAreaField
        label={t('disputes.note')}
        required
        value={note}
        maxLength={LINE_REPORT_LIMITS.reasonMax}
        onChange={(e) => {
          setNote(e.target.value);
          if (errors.note) setErrors({ ...errors, note: undefined });
        }}
        error={errors.note}
        hint={t('disputes.noteHint', { length: note.trim().length, max: LINE_REPORT_LIMITS.reasonMax, min: LINE_REPORT_LIMITS.reasonMin })}
      />
      {/* What the decision would do, as the form stands (nothing while the deduction is not a valid amount). */}
      <p className="min-h-5 text-sm text-stone-700" aria-live="polite">
        {typed === null ? outcome(life, undefined) : typed.ok ? outcome(life, typed.value) : ''}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('disputes.cancel')}
        </Button>
        <Button type="submit">{t('disputes.review')}</Button>
      </div>
    </form>
  );
}

/**
 * One dispute, decided (docs/renting.md "Disputes"): the buyer's reason, the deposit, both reports side by side, the
 * line's whole history, then the decision form (a deduction for a disputed return, the note always), reviewed once
 * before it is sent.
 */
export function DecisionDialog({
  row,
  onClose,
  onDecided,
}: {
  row: DisputeRow | null;
  onClose: () => void;
  onDecided: (row: DisputeRow, life: LineLifecycle) => void;
}) {
  const t = useT('admin');
  return (
    <ModalDialog open={row !== null} title={row ? t('disputes.dialogTitle', { title: row.title }) : ''} onClose={onClose}>
      {row ? <DecisionBody row={row} onClose={onClose} onDecided={(life) => onDecided(row, life)} /> : null}
    </ModalDialog>
  );
}

function DecisionBody({ row, onClose, onDecided }: { row: DisputeRow; onClose: () => void; onDecided: (life: LineLifecycle) => void }) {
  const t = useT('admin');
  const tb = useT('buyer');
  const format = useFormat();
  const query = useLineLifecycle('admin', row.item_id);
  if (query.isPending) {
    return (
      <div className="space-y-2">
        <LoadingStatus label={t('disputes.lifeLoading')} />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50/60 p-3 text-sm">
        <p className="font-semibold text-red-800">{errorMessage(query.error, t('disputes.lifeFailed'))}</p>
        <Button size="sm" variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
          {t('disputes.retry')}
        </Button>
      </div>
    );
  }
  const life = query.data;
  const deposit = life.deposit;
  return (
    <div className="space-y-5" data-testid="dispute-decision">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={LINE_STAGE_TONES[life.stage]}>{tb(`lineStage.${life.stage}`)}</StatusBadge>
        <span className="text-stone-700">{t('disputes.order', { order: row.order_id, item: row.item_id })}</span>
      </div>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-stone-800">{t('disputes.buyerReason')}</h3>
        <p className="rounded-xl bg-amber-50 p-3 text-sm break-words whitespace-pre-line text-stone-900">
          {row.reason ?? t('disputes.noReason')}
        </p>
      </section>
      {deposit ? (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-stone-800">{t('disputes.deposit')}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('disputes.depositHeld')}</dt>
            <dd className="font-semibold text-stone-900">{format.money(deposit.held)}</dd>
            {deposit.proposed_deduction !== null ? (
              <>
                <dt className="text-stone-600">{t('disputes.ownerProposal')}</dt>
                <dd className="font-semibold text-stone-900">{format.money(deposit.proposed_deduction)}</dd>
              </>
            ) : null}
            {deposit.deduction_reason ? (
              <>
                <dt className="text-stone-600">{t('disputes.ownerReason')}</dt>
                <dd className="break-words whitespace-pre-line text-stone-900">{deposit.deduction_reason}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      {row.stage === 'return_disputed' ? <ReportComparison life={life} /> : null}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-stone-800">{t('disputes.history')}</h3>
        <Timeline history={life.history} />
      </section>
      <DecisionForm row={row} life={life} onCancel={onClose} onDecided={onDecided} />
    </div>
  );
}
