import { LIMITS } from '../limits.js';

// Payments, the owners' wallet and withdrawals (zod-free): statuses, labels, tones and texts.

export const PAYMENT_METHODS = ['card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, 'green' | 'yellow' | 'red'> = {
  success: 'green',
  pending: 'yellow',
  failed: 'red',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', upi: 'UPI', cod: 'Cash on delivery' };
/** The demo: card and UPI count as paid at once, cash on delivery stays pending. */
export const checkoutPaymentStatus = (method: PaymentMethod): PaymentStatus => (method === 'cod' ? 'pending' : 'success');
export const WITHDRAWAL = { purpose: 'Withdrawal', method: 'Bank transfer' } as const;
export const PAYMENT_KINDS = ['checkout', 'withdrawal'] as const;

export const WALLET_TX_TYPES = ['credit', 'debit'] as const;
/** Credits are 'completed'; a withdrawal debit is 'pending' until an admin marks it 'processed'. */
export const WALLET_TX_STATUSES = ['pending', 'processed', 'completed', 'failed'] as const;

export const WALLET_MSG = {
  withdrawTip: `You can withdraw funds if balance exceeds ₹${LIMITS.withdrawalThresholdRupees}.`,
  processingTip: 'Withdrawals are processed within 24-48 hours.',
  noTransactions: 'No transactions yet.',
  belowThreshold: `You can withdraw funds if balance exceeds ₹${LIMITS.withdrawalThresholdRupees}.`,
  overBalance: 'You cannot withdraw more than your balance.',
  requested: 'Withdrawal requested. It will be processed within 24-48 hours.',
  paymentNotFound: 'Payment not found',
  notWithdrawal: 'Only withdrawals can be marked processed.',
  notPendingPayment: 'This payment is not pending.',
  processed: 'Withdrawal marked processed.',
} as const;

/** What the withdraw form says about the amount. */
export const AMOUNT_MSG = {
  notNumber: 'Amount must be a number.',
  zero: 'Amount must be more than zero.',
  tooLarge: 'Amount is too large.',
  decimals: 'Amount can have at most two decimals.',
  enter: 'Enter an amount.',
  invalid: 'Enter a valid amount.',
} as const;

/** Admin Payment History. */
export const PAYMENT_MSG = {
  processFailed: 'Failed to mark the withdrawal processed.',
} as const;
