import type { LineLifecycle } from '@kiraya/contract';

/**
 * The deposit's money as the screens say it (return answer, dispute desk), in rupees, computed in paise so that
 * ₹1,500 − ₹600.10 is ₹899.90 and never ₹899.9000001. The server's settlement is the truth; this only displays it.
 */

export type DepositView = NonNullable<LineLifecycle['deposit']>;

const paise = (rupees: number) => Math.round(rupees * 100);

/** What the buyer gets back and what the owner keeps: the settled split, else the owner's proposal (none: 0). */
export function returnMoney(deposit: DepositView): { held: number; keep: number; back: number; settled: boolean } {
  if (deposit.status === 'settled') {
    const keep = deposit.deducted ?? 0;
    return { held: deposit.held, keep, back: deposit.refunded ?? (paise(deposit.held) - paise(keep)) / 100, settled: true };
  }
  return { held: deposit.held, ...splitDeposit(deposit.held, deposit.proposed_deduction ?? 0), settled: false };
}

/** A deduction kept from the deposit, capped to 0..held: what is kept and what goes back. */
export function splitDeposit(held: number, deduction: number): { keep: number; back: number } {
  const keepPaise = Math.min(paise(held), Math.max(0, paise(deduction)));
  return { keep: keepPaise / 100, back: (paise(held) - keepPaise) / 100 };
}

export type DeductionCheck = { ok: true; value: number } | { ok: false; error: 'invalid' | 'tooLarge' };

/** The admin's deduction field: rupees, 0 or more, two decimals at most, not above the deposit held. */
export function parseDeduction(text: string, held: number): DeductionCheck {
  const s = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { ok: false, error: 'invalid' };
  const value = Number(s);
  if (paise(value) > paise(held)) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}
