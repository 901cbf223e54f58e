import { LINE_REPORT_LIMITS, type LineLifecycle, lineMoveInput } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextAreaField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n';
import { walletKeys } from '../../wallet';
import { ownerOrderKeys } from '../api/owner-query-keys';
import { buyerOrderKeys } from '../api/query-keys';
import { myRentalsKeys } from '../rentals/my-rentals-api';
import type { LineSide, useMoveLine } from './lifecycle-api';

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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  if (!life.next.includes('cancel')) return null;

  const close = () => {
    setOpen(false);
    setFieldError(undefined);
    move.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineMoveInput.safeParse({ event: 'cancel', reason: reason.trim() || undefined });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    move.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        // The line leaves the accepted lists; the buyer's refunds and the owner's wallet change.
        for (const queryKey of [buyerOrderKeys.all, myRentalsKeys.all, ownerOrderKeys.all, walletKeys.all])
          queryClient.invalidateQueries({ queryKey });
        onDone(side === 'user' ? t('cancel.doneBuyer') : t('cancel.doneOwner'));
      },
    });
  };
  const deposit = life.deposit?.status === 'held' ? life.deposit.held : 0;

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="text-red-800 ring-red-200 hover:bg-red-50"
        aria-label={t('cancel.of', { title })}
        onClick={() => {
          move.reset();
          setOpen(true);
        }}
      >
        {t('cancel.action')}
      </Button>
      <ModalDialog open={open} title={t('cancel.title')} busy={move.isPending} onClose={close}>
        <form noValidate onSubmit={submit} className="grid gap-4 text-stone-700">
          <p>{t(life.kind === 'rent' ? 'cancel.leadRent' : 'cancel.leadSale', { title })}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{t(life.kind === 'rent' ? 'cancel.refundRent' : 'cancel.refundPrice')}</li>
            {deposit > 0 ? <li>{t('cancel.refundDeposit', { amount: format.money(deposit, { exact: true }) })}</li> : null}
            <li>{t(side === 'owner' ? 'cancel.ownerWallet' : 'cancel.buyerSees')}</li>
          </ul>
          <TextAreaField
            label={t('cancel.reasonLabel')}
            value={reason}
            maxLength={LINE_REPORT_LIMITS.reasonMax}
            onChange={(e) => {
              setReason(e.target.value);
              if (fieldError) setFieldError(undefined);
            }}
            error={fieldError}
            hint={t('cancel.reasonHint', { max: LINE_REPORT_LIMITS.reasonMax })}
          />
          {move.isError ? <FormMessage tone="error">{errorMessage(move.error, t('life.failed'))}</FormMessage> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close} autoFocus disabled={move.isPending}>
              {t('cancel.keep')}
            </Button>
            <Button type="submit" disabled={move.isPending} className="bg-red-700 hover:bg-red-800">
              {move.isPending ? t('life.working') : t('cancel.confirm')}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
