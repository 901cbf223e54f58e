import type { OwnerOrderRow } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type Page } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { walletKeys } from '../../wallet';
import { ownerOrderKeys } from './owner-query-keys';

export interface DecideOrderRequestVariables {
  /** The line's item_id (not the order id: one order can hold lines of several owners). */
  itemId: number;
  action: 'accept' | 'reject';
  ownerId: number;
}

/** PUT /api/orders/{itemId}/accept|reject: answers with the line as it now is. */
export function decideOrderRequest({ itemId, action }: DecideOrderRequestVariables) {
  return apiSend<OwnerOrderRow>('PUT', apiPaths.decideOrderLine(itemId, action), { role: 'owner' });
}

/**
 * Accept or reject one line. On success the row is replaced in place in every cached page, and those
 * pages are only marked stale: a decided row stays where the owner saw it (even under a Pending filter)
 * until the list is opened again. The wallet (a credit) and My Orders (a sale) are read again.
 * On failure (409: already decided or cancelled) the list is read again to show the line's real state.
 */
export function useDecideOrderRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrderRequest,
    onSuccess: (row, { ownerId }) => {
      queryClient.setQueriesData<Page<OwnerOrderRow>>({ queryKey: ownerOrderKeys.requests(ownerId) }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.item_id === row.item_id ? row : item)) } : page,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerOrderKeys.requests(ownerId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ownerOrderKeys.sales(ownerId) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.owner(ownerId) }),
      ]);
    },
    onError: (_error, { ownerId }) => queryClient.invalidateQueries({ queryKey: ownerOrderKeys.requests(ownerId) }),
  });
}
