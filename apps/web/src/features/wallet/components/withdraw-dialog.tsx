import { AMOUNT_MSG, WALLET_MSG, withdrawInput } from '@kiraya/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
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
    <ModalDialog open={open} title="Withdraw to your bank" busy={busy} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="Amount (₹)"
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
          error={error ?? undefined}
          hint={`Available: ${formatRupeesExact(balance)}. ${WALLET_MSG.processingTip}`}
          disabled={busy}
        />
        {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Requesting…' : 'Request withdrawal'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
