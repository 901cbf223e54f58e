import { LINE_CONFIRM_HOURS, type LineLifecycle } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n';
import { DisputeDialog } from './dispute-dialog';
import type { LineSide, useMoveLine } from './lifecycle-api';
import { AskDialog } from './line-life-panel';
import { returnMoney } from './return-money';

/** Stages where the deposit's end is the question: the return report to answer, a dispute, the settled deposit. */
const SHOWN = new Set<LineLifecycle['stage']>(['returned', 'return_disputed', 'closed']);

/**
 * The deposit at the end of a rental (docs/renting.md "Disputes"): what the owner proposes to keep and why, what comes
 * back, and for the buyer, while the return report waits for an answer, Confirm (with the refund said first) and
 * Dispute. Once settled: what was refunded and what was kept. The owner sees the same facts without the buttons.
 */
export function ReturnAnswer({
  life,
  side,
  title,
  move,
  onDone,
}: {
  life: LineLifecycle;
  side: LineSide;
  title: string;
  move: ReturnType<typeof useMoveLine>;
  onDone: (text: string) => void;
}) {
  const t = useT('buyer');
  const format = useFormat();
  const [asking, setAsking] = useState<'confirm' | 'dispute' | null>(null);
  const deposit = life.deposit;
  if (!deposit || !SHOWN.has(life.stage)) return null;
  if (life.stage === 'closed' && deposit.status !== 'settled') return null;
  const money = returnMoney(deposit);
  const canConfirm = life.next.includes('confirm_return');
  const canDispute = life.next.includes('dispute_return');
  const close = () => {
    setAsking(null);
    move.reset();
  };
  const finish = (text: string) => {
    setAsking(null);
    onDone(text);
  };
  const rupees = (n: number) => format.money(n);

  return (
    <div data-testid="return-answer" className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
      <h4 className="font-semibold text-stone-800">{t('answer.heading')}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-600">{t('answer.held')}</dt>
        <dd data-testid="deposit-held" className="font-semibold text-stone-900">
          {rupees(money.held)}
        </dd>
        {money.settled ? (
          <>
            <dt className="text-stone-600">{t('answer.refunded')}</dt>
            <dd data-testid="deposit-refunded" className="font-semibold text-green-800">
              {rupees(money.back)}
            </dd>
            <dt className="text-stone-600">{t('answer.deducted')}</dt>
            <dd data-testid="deposit-deducted" className="font-semibold text-stone-900">
              {rupees(money.keep)}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-stone-600">{t('answer.proposed')}</dt>
            <dd data-testid="deposit-proposed" className="font-semibold text-stone-900">
              {rupees(money.keep)}
            </dd>
            <dt className="text-stone-600">{side === 'user' ? t('answer.youGetBack') : t('answer.buyerGetsBack')}</dt>
            <dd data-testid="deposit-back" className="font-semibold text-green-800">
              {rupees(money.back)}
            </dd>
          </>
        )}
      </dl>
      {deposit.deduction_reason && money.keep > 0 ? (
        <p>
          <span className="text-stone-600">{t('answer.reason')}: </span>
          <span className="break-words whitespace-pre-line text-stone-900">{deposit.deduction_reason}</span>
        </p>
      ) : null}
      {life.stage === 'returned' && side === 'user' && canConfirm ? (
        <p className="text-stone-700">{t('answer.hint', { hours: LINE_CONFIRM_HOURS, back: rupees(money.back) })}</p>
      ) : life.stage === 'return_disputed' ? (
        <p className="text-stone-700">{t('answer.disputedHint')}</p>
      ) : null}
      {canConfirm || canDispute ? (
        <div className="flex flex-wrap gap-2">
          {canConfirm ? (
            <Button
              size="sm"
              aria-label={t('answer.confirmOf', { title })}
              onClick={() => {
                move.reset();
                setAsking('confirm');
              }}
            >
              {t('answer.confirm')}
            </Button>
          ) : null}
          {canDispute ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('answer.disputeOf', { title })}
              onClick={() => {
                move.reset();
                setAsking('dispute');
              }}
            >
              {t('life.dispute')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <AskDialog
        open={asking === 'confirm'}
        title={t('answer.confirmTitle')}
        confirmLabel={t('answer.confirm')}
        busy={move.isPending}
        error={move.isError ? errorMessage(move.error, t('life.failed')) : null}
        onConfirm={() =>
          move.mutate({ event: 'confirm_return' }, { onSuccess: () => finish(t('answer.confirmed', { back: rupees(money.back) })) })
        }
        onCancel={close}
      >
        <p>{t('answer.confirmText', { title, back: rupees(money.back), keep: rupees(money.keep), held: rupees(money.held) })}</p>
      </AskDialog>
      <DisputeDialog
        kind="return"
        open={asking === 'dispute'}
        title={title}
        move={move}
        onCancel={close}
        onSent={() => finish(t('answer.disputed'))}
      />
    </div>
  );
}
