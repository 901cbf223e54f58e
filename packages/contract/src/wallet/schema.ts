import { z } from 'zod';
import { pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { RUPEES_MAX } from '../limits.js';
import { atLeastOnePaisa, atMostTwoDecimals } from '../money.js';
import { AMOUNT_MSG, PAYMENT_KINDS, PAYMENT_STATUSES, WALLET_TX_STATUSES, WALLET_TX_TYPES } from './rules.js';

export const walletTransaction = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  type: z.enum(WALLET_TX_TYPES),
  /** Rupees, always positive; type says which way it went. */
  amount: z.number(),
  status: z.enum(WALLET_TX_STATUSES),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const wallet = z.object({
  /** Rupees with two decimals: credits minus debits that did not fail. */
  balance: z.number(),
  transactions: z.array(walletTransaction),
});
export type Wallet = z.infer<typeof wallet>;

const rupeesAmount = z.coerce
  .number({ error: AMOUNT_MSG.notNumber })
  .positive(AMOUNT_MSG.zero)
  .max(RUPEES_MAX, AMOUNT_MSG.tooLarge)
  .refine(atLeastOnePaisa, AMOUNT_MSG.zero)
  .refine(atMostTwoDecimals, AMOUNT_MSG.decimals);

/** POST /api/wallet/withdraw: no body, or `{ amount }`; the default is the whole balance. */
export const withdrawInput = z.object({ amount: rupeesAmount.optional() }).nullish();
export type WithdrawInput = z.infer<typeof withdrawInput>;

/** §3 Payment (admin Payment History). */
export const payment = z.object({
  id: z.number().int(),
  txnId: z.string(),
  userName: z.string(),
  amount: z.number(),
  purpose: z.string(),
  method: z.string(),
  date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** 'withdrawal' rows that are pending can be marked processed. */
  kind: z.enum(PAYMENT_KINDS),
  order_id: z.number().int().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const withdrawResponse = z.object({
  message: z.string(),
  balance: z.number(),
  transaction: walletTransaction,
  payment,
});
export type WithdrawResponse = z.infer<typeof withdrawResponse>;

export const adminPaymentsQuery = pagination.extend({ status: z.enum(PAYMENT_STATUSES).optional() });

export const paymentIdParam = z.object({ id: rowId });
