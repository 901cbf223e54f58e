import type { OwnerOrderRow } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { adminOrderKeys } from './admin-query-keys';

export interface LineDecision {
  itemId: number;
  action: 'accept' | 'reject';
}

export function decideOrderLine({ itemId, action }: LineDecision) {
  return apiSend<OwnerOrderRow>('PUT', apiPaths.adminDecideOrderLine(itemId, action), { role: 'admin' });
}

/**
 * PUT /api/admin/order-items/{itemId}/accept|reject (ad lines only). Success or not (a 409 means the
 * line was decided or cancelled meanwhile), the orders are refetched so the screen shows the truth.
 */
export function useDecideOrderLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrderLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders() }),
  });
}
