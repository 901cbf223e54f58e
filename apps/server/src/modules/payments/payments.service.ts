import { randomBytes } from 'node:crypto';
import {
  checkoutPaymentStatus,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  WALLET_MSG,
  WITHDRAWAL,
} from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import * as repo from './payments.repository.js';

export type { PaymentRow } from './payments.repository.js';

const TXN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `KRY-` and 12 random characters (60 bits): unique in practice, and the column's unique index guards the rest. */
export function newTxnId(): string {
  const bytes = randomBytes(12);
  let id = '';
  for (const b of bytes) id += TXN_ALPHABET[b % TXN_ALPHABET.length];
  return `KRY-${id}`;
}

export function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: row.id,
    txnId: row.txnId,
    userName: row.userName,
    amount: paiseToRupees(row.amountPaise),
    purpose: row.purpose,
    method: row.method,
    date: row.createdAt.toISOString(),
    status: row.status,
    kind: row.purpose === WITHDRAWAL.purpose ? 'withdrawal' : 'checkout',
    order_id: row.orderId,
  };
}

export interface CheckoutPayment {
  orderId: number;
  userId: number;
  userName: string;
  amountPaise: number;
  method: PaymentMethod;
}

/** The demo payment of a checkout (no money moves): card and UPI succeed at once, cash on delivery stays pending. */
export function recordCheckoutPayment(tx: Executor, p: CheckoutPayment): Promise<repo.PaymentRow> {
  return repo.insertPayment(tx, checkoutPaymentRow(p));
}

/** The row of a checkout's demo payment, for a caller that writes it with the order in one statement. */
export function checkoutPaymentRow(p: CheckoutPayment): repo.NewPaymentRow & { userId: number } {
  return {
    txnId: newTxnId(),
    orderId: p.orderId,
    userId: p.userId,
    userName: p.userName,
    amountPaise: p.amountPaise,
    purpose: `Order #${p.orderId}`,
    method: PAYMENT_METHOD_LABELS[p.method],
    status: checkoutPaymentStatus(p.method),
  };
}

/** The payout record of an owner's withdrawal request; pending until an admin processes it. */
export function recordWithdrawalPayment(
  tx: Executor,
  p: { ownerId: number; userName: string; amountPaise: number },
): Promise<repo.PaymentRow> {
  return repo.insertPayment(tx, {
    txnId: newTxnId(),
    ownerId: p.ownerId,
    userName: p.userName,
    amountPaise: p.amountPaise,
    purpose: WITHDRAWAL.purpose,
    method: WITHDRAWAL.method,
    status: 'pending',
  });
}

/** Payment History: checkout payments and withdrawals, newest first. */
export async function listPayments(db: Executor, status: PaymentStatus | undefined, page: number, limit: number) {
  const { rows, total } = await repo.listPayments(db, { status }, page, limit);
  return { items: rows.map(toPayment), total };
}

/** The checkout payment of each order (one per order). */
export async function paymentsForOrders(db: Executor, orderIds: number[]): Promise<Map<number, repo.PaymentRow>> {
  const rows = await repo.paymentsOfOrders(db, orderIds);
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.orderId, r] as const])));
}

/** One payment by id (a withdrawal's idempotent replay shows the payment it made). */
export const findPayment = (db: Executor, id: number) => repo.findPayment(db, id);

/** pending → success for a withdrawal, at most once; 404 if missing, 409 if not a pending withdrawal. */
export async function completePendingWithdrawal(tx: Executor, id: number): Promise<repo.PaymentRow> {
  const moved = await repo.moveStatus(tx, id, 'pending', 'success', WITHDRAWAL.purpose);
  if (moved) return moved;
  const existing = await repo.findPayment(tx, id);
  if (!existing) throw notFound(WALLET_MSG.paymentNotFound);
  if (existing.purpose !== WITHDRAWAL.purpose) throw conflict(WALLET_MSG.notWithdrawal);
  throw conflict(WALLET_MSG.notPendingPayment);
}
