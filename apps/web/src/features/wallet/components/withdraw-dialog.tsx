import { AMOUNT_MSG, WALLET_MSG, withdrawInput } from '@kiraya/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useT } from '../../../lib/i18n';
import { formatRupeesExact } from '../../../lib/money';

/** The amount field's problem, checked as the server checks it (contract's withdrawInput, then the balance). */
export function withdrawAmountProblem(raw: string, balance: number): string | null {
  const text = raw.trim();
  if (text === '') return AMOUNT_MSG.enter;
  const parsed = withdrawInput.safeParse({ amount: text });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? AMOUNT_MSG.invalid;
  if ((parsed.data?.amount ?? 0) > balance) return WALLET_MSG.overBalance;
  return null;
}

/**
 * Asks how much to withdraw (the whole balance unless changed) in a modal dialog: focus moves into the
 * amount field, Escape cancels, and the browser gives focus back to the Withdraw button on close.
 */
export function WithdrawDialog({
  open,
  balance,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  balance: number;
  busy: boolean;
  serverError: string | null;
  onSubmit: (amount: number) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT('owner');
  // The amount's problem in the active language (the check speaks the contract's English).
  const problems: Record<string, string> = {
    [AMOUNT_MSG.enter]: t('wallet.amount.enter'),
    [AMOUNT_MSG.invalid]: t('wallet.amount.invalid'),
    [AMOUNT_MSG.notNumber]: t('wallet.amount.notNumber'),
    [AMOUNT_MSG.zero]: t('wallet.amount.zero'),
    [AMOUNT_MSG.tooLarge]: t('wallet.amount.tooLarge'),
    [AMOUNT_MSG.decimals]: t('wallet.amount.decimals'),
    [WALLET_MSG.overBalance]: t('wallet.amount.overBalance'),
  };

  // Each opening starts from the whole balance.
  useEffect(() => {
    if (open) {
      setAmount(balance.toFixed(2));
      setError(null);
    }
  }, [open, balance]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = withdrawAmountProblem(amount, balance);
    setError(problem);
    if (!problem) onSubmit(Number(amount.trim()));
  }

  return (
    <ModalDialog open={open} title={t('wallet.dialogTitle')} busy={busy} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t('wallet.amountLabel')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          required
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          error={error ? (problems[error] ?? error) : undefined}
          hint={t('wallet.available', { amount: formatRupeesExact(balance) })}
          disabled={busy}
        />
        {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('wallet.requesting') : t('wallet.request')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
