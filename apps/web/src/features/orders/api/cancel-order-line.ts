import type { BuyerOrderLine } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { buyerOrderKeys } from './query-keys';

export interface CancelLineVariables {
  userId: number;
  itemId: number;
}

/** PUT /api/orders/items/{itemId}/cancel: the buyer cancels one of their lines while it is still pending. */
export function cancelOrderLine({ itemId }: CancelLineVariables) {
  return apiSend<BuyerOrderLine>('PUT', apiPaths.cancelOrderLine(itemId), { role: 'user' });
}

export function useCancelOrderLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrderLine,
    // Also after a 409 (the owner decided first): the list then shows what really happened.
    onSettled: (_line, _error, { userId }) => queryClient.invalidateQueries({ queryKey: buyerOrderKeys.user(userId) }),
  });
}
