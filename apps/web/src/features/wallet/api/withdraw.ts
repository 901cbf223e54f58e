import type { WithdrawResponse } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { walletKeys } from './query-keys';

export interface WithdrawVariables {
  /** Rupees, at most two decimals: the amount the owner confirmed (never "whatever the balance is by then"). */
  amount: number;
  ownerId: number;
}

/** POST /api/wallet/withdraw: a pending debit and a pending payment; answers with the new balance. */
export function withdraw({ amount }: WithdrawVariables) {
  return apiSend<WithdrawResponse>('POST', apiPaths.withdraw(), { role: 'owner', body: { amount } });
}

/** Requests a withdrawal; the ledger is read again so the pending debit and the lower balance show at once. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: (_result, { ownerId }) => queryClient.invalidateQueries({ queryKey: walletKeys.owner(ownerId) }),
  });
}
