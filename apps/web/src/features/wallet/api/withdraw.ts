import { IDEMPOTENCY_KEY_HEADER, type WithdrawResponse } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { walletKeys } from './query-keys';

export interface WithdrawVariables {
  /** Rupees, at most two decimals: the amount the owner confirmed (never "whatever the balance is by then"). */
  amount: number;
  ownerId: number;
  /** One per confirmed amount in one dialog: a double click or a retry after a lost answer makes one payout. */
  idempotencyKey: string;
}

/** POST /api/wallet/withdraw: a pending debit and a pending payment; answers with the new balance (200 on a replay). */
export function withdraw({ amount, idempotencyKey }: WithdrawVariables) {
  return apiSend<WithdrawResponse>('POST', apiPaths.withdraw(), {
    role: 'owner',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Requests a withdrawal; the ledger is read again so the pending debit and the lower balance show at once. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: (_result, { ownerId }) => queryClient.invalidateQueries({ queryKey: walletKeys.owner(ownerId) }),
  });
}
