import {
  ACCOUNT_MSG,
  LIMITS,
  WALLET_MSG,
  type Wallet,
  type WalletTransaction,
  type WithdrawInput,
  type WithdrawResponse,
} from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { type IdempotentResult, idempotent } from '../../lib/idempotency.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import * as events from '../events/events.service.js';
import { completePendingWithdrawal, findPayment, recordWithdrawalPayment, toPayment } from '../payments/payments.service.js';
import * as repo from './wallet.repository.js';

/** Two decimals, as the Wallet screen shows it. */
const balanceRupees = (paise: number) => Math.round(paise) / 100;

export function toWalletTransaction(row: repo.LedgerRow): WalletTransaction {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    description: row.description,
    type: row.type,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
  };
}

export async function getWallet(db: Db, ownerId: number, page: number, limit: number): Promise<Wallet & { total: number }> {
  const [balance, { rows, total }] = await Promise.all([repo.balancePaise(db, ownerId), repo.listEntries(db, ownerId, page, limit)]);
  return { balance: balanceRupees(balance), transactions: rows.map(toWalletTransaction), total };
}

/**
 * Credits an owner for an accepted order line, inside the caller's transaction (the accept and the credit
 * commit together). The ledger's unique order_item_id makes a second credit of one line impossible.
 */
export async function creditForOrderLine(
  tx: Executor,
  credit: { ownerId: number; orderItemId: number; amountPaise: number; description: string },
): Promise<repo.LedgerRow | null> {
  if (credit.amountPaise <= 0) return null;
  return repo.insertEntry(tx, {
    ownerId: credit.ownerId,
    type: 'credit',
    amountPaise: credit.amountPaise,
    description: credit.description,
    status: 'completed',
    orderItemId: credit.orderItemId,
  });
}

/**
 * A withdrawal request: only when the balance exceeds the threshold, never more than the balance. The owner's
 * row is locked first, so concurrent requests of one owner see each other's debits and cannot overdraw. With an
 * idempotency key, a repeat within the window gets the first withdrawal back (its current state and the current
 * balance) instead of a second payout; the same key with another amount gets 422.
 */
export async function requestWithdrawal(
  db: Db,
  ownerId: number,
  input: WithdrawInput,
  idempotencyKey?: string,
): Promise<IdempotentResult<WithdrawResponse>> {
  return db.transaction(async (tx) => {
    const owner = await repo.lockOwner(tx, ownerId);
    if (!owner) throw unauthorized(ACCOUNT_MSG.sessionExpired);
    // No body and {} both mean "the whole balance".
    const claim = idempotencyKey
      ? {
          scope: 'withdraw' as const,
          role: 'owner' as const,
          principalId: ownerId,
          key: idempotencyKey,
          request: { amount: input?.amount ?? null },
        }
      : null;
    return idempotent(tx, claim, {
      create: async () => {
        const value = await withdraw(tx, owner, input);
        return { value, resourceId: value.transaction.id };
      },
      replay: async (entryId) => {
        const entry = await repo.findEntry(tx, entryId, ownerId);
        const paymentRow = entry?.paymentId ? await findPayment(tx, entry.paymentId) : null;
        if (!entry || !paymentRow) return null;
        return {
          message: WALLET_MSG.requested,
          balance: balanceRupees(await repo.balancePaise(tx, ownerId)),
          transaction: toWalletTransaction(entry),
          payment: toPayment(paymentRow),
        };
      },
    });
  });
}

async function withdraw(tx: Executor, owner: { id: number; name: string }, input: WithdrawInput): Promise<WithdrawResponse> {
  const ownerId = owner.id;
  const balance = await repo.balancePaise(tx, ownerId);
  if (balance <= rupeesToPaise(LIMITS.withdrawalThresholdRupees)) {
    throw new AppError('BELOW_WITHDRAWAL_THRESHOLD', 400, WALLET_MSG.belowThreshold);
  }
  const amount = input?.amount === undefined ? balance : rupeesToPaise(input.amount);
  if (amount > balance) throw badRequest(WALLET_MSG.overBalance, { amount: [WALLET_MSG.overBalance] });
  const paymentRow = await recordWithdrawalPayment(tx, { ownerId, userName: owner.name, amountPaise: amount });
  const entry = await repo.insertEntry(tx, {
    ownerId,
    type: 'debit',
    amountPaise: amount,
    description: `Withdrawal to bank · ${paymentRow.txnId}`,
    status: 'pending',
    paymentId: paymentRow.id,
  });
  await events.withdrawalRequested(tx, ownerId, amount);
  return {
    message: WALLET_MSG.requested,
    balance: balanceRupees(balance - amount),
    transaction: toWalletTransaction(entry),
    payment: toPayment(paymentRow),
  };
}

/** Admin: a pending withdrawal is paid out — the payment succeeds and its ledger debit becomes processed. */
export async function processWithdrawal(db: Db, paymentId: number) {
  return db.transaction(async (tx) => {
    const paid = await completePendingWithdrawal(tx, paymentId);
    await repo.processDebitOfPayment(tx, paymentId);
    await events.withdrawalProcessed(tx, {
      ownerId: paid.ownerId,
      ownerName: paid.userName,
      amountPaise: paid.amountPaise,
      txnId: paid.txnId,
    });
    return toPayment(paid);
  });
}
