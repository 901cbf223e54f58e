import { LINE_REPORT_LIMITS, type LineLifecycle, lineMoveInput } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTextDraft } from '../../../components/form/use-text-draft';
import { TextAreaField } from '../../../components/ui/form';
import { useFormat, useT } from '../../../lib/i18n';
import { walletKeys } from '../../wallet';
import { ownerOrderKeys } from '../api/owner-query-keys';
import { buyerOrderKeys } from '../api/query-keys';
import { myRentalsKeys } from '../rentals/my-rentals-api';
import type { LineSide, useMoveLine } from './lifecycle-api';
import { MoveDialogButton, type MoveDialogControl, MoveFormFooter } from './move-dialog';

/**
 * Calling a line off before its handover (docs/renting.md "The money"), for its buyer or its owner: a red button
 * while the server offers `cancel`, and a confirmation that says what goes back to the buyer, with an optional reason.
 */
export function LineCancel({
  side,
  life,
  title,
  move,
  onDone,
}: {
  side: LineSide;
  life: LineLifecycle;
  title: string;
  move: ReturnType<typeof useMoveLine>;
  onDone: (text: string) => void;
}) {
  const t = useT('buyer');
  const format = useFormat();
  const queryClient = useQueryClient();
  const draft = useTextDraft();
  const reason = draft.text;
  if (!life.next.includes('cancel')) return null;

  const submit = (event: FormEvent, dialog: MoveDialogControl) => {
    event.preventDefault();
    const parsed = lineMoveInput.safeParse({ event: 'cancel', reason: reason.trim() || undefined });
    if (!parsed.success) {
      draft.setError(parsed.error.issues[0]?.message);
      return;
    }
    move.mutate(parsed.data, {
      onSuccess: () => {
        draft.setText('');
        // The line leaves the accepted lists; the buyer's refunds and the owner's wallet change.
        for (const queryKey of [buyerOrderKeys.all, myRentalsKeys.all, ownerOrderKeys.all, walletKeys.all])
          queryClient.invalidateQueries({ queryKey });
        dialog.done(side === 'user' ? t('cancel.doneBuyer') : t('cancel.doneOwner'));
      },
    });
  };
  const deposit = life.deposit?.status === 'held' ? life.deposit.held : 0;

  return (
    <MoveDialogButton
      move={move}
      text={t('cancel.action')}
      label={t('cancel.of', { title })}
      title={t('cancel.title')}
      variant="secondary"
      className="text-red-800 ring-red-200 hover:bg-red-50"
      failed={t('life.failed')}
      onDone={onDone}
      onCancel={() => draft.setError(undefined)}
    >
      {(dialog) => (
        <form noValidate onSubmit={(event) => submit(event, dialog)} className="grid gap-4 text-stone-700">
          <p>{t(life.kind === 'rent' ? 'cancel.leadRent' : 'cancel.leadSale', { title })}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{t(life.kind === 'rent' ? 'cancel.refundRent' : 'cancel.refundPrice')}</li>
            {deposit > 0 ? <li>{t('cancel.refundDeposit', { amount: format.money(deposit, { exact: true }) })}</li> : null}
            <li>{t(side === 'owner' ? 'cancel.ownerWallet' : 'cancel.buyerSees')}</li>
          </ul>
          <TextAreaField
            label={t('cancel.reasonLabel')}
            maxLength={LINE_REPORT_LIMITS.reasonMax}
            {...draft.field}
            hint={t('cancel.reasonHint', { max: LINE_REPORT_LIMITS.reasonMax })}
          />
          <MoveFormFooter
            move={move}
            failed={t('life.failed')}
            cancelText={t('cancel.keep')}
            submitText={t('cancel.confirm')}
            workingText={t('life.working')}
            onCancel={dialog.cancel}
            cancelFirst
            danger
          />
        </form>
      )}
    </MoveDialogButton>
  );
}
