import type { LineLifecycle, LineMoveInput } from '@kiraya/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** The side looking at a line: its buyer, its owner, or an admin deciding a dispute (whose token is sent). */
export type LineSide = 'user' | 'owner' | 'admin';

// Not in lib/paths.ts: that module is in the first-visit bundle, which must not grow for a signed-in screen.
const lifecyclePath = (itemId: number) => `/api/orders/items/${itemId}/lifecycle`;

export const lineLifecycleKeys = {
  all: ['line-lifecycle'] as const,
  line: (side: LineSide, itemId: number) => [...lineLifecycleKeys.all, side, itemId] as const,
};

/** GET /api/orders/items/{itemId}/lifecycle: the line's stage, dates, history and the caller's next moves. */
export const lineLifecycleOptions = (side: LineSide, itemId: number) =>
  queryOptions({
    queryKey: lineLifecycleKeys.line(side, itemId),
    queryFn: ({ signal }) => apiSend<LineLifecycle>('GET', lifecyclePath(itemId), { role: side, signal }),
    // The other side moves the line at any time: coming back to it shows their move.
    staleTime: 5_000,
  });

export function useLineLifecycle(side: LineSide, itemId: number) {
  return useQuery(lineLifecycleOptions(side, itemId));
}

/** POST /api/orders/items/{itemId}/lifecycle: one move. Success or not (409: the other side moved first), the line is refetched. */
export function useMoveLine(side: LineSide, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LineMoveInput) => apiSend<LineLifecycle>('POST', lifecyclePath(itemId), { role: side, body: input }),
    onSuccess: (data) => queryClient.setQueryData(lineLifecycleKeys.line(side, itemId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lineLifecycleKeys.line(side, itemId) }),
  });
}
