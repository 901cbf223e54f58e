import type { MyFeedback } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { feedbackKeys } from './query-keys';

/** GET /api/feedbacks/mine?item_ids=…: the caller's feedback on these lines (unrated lines are absent). At most 100 ids. */
export function getMyFeedback(itemIds: readonly number[], signal?: AbortSignal) {
  return apiSend<MyFeedback[]>('GET', apiPaths.myFeedback(itemIds), { role: 'user', signal });
}

/** The buyer's feedback on the lines on screen, by line id; disabled when there is nothing to ask about. */
export function useMyFeedback(userId: number, itemIds: readonly number[]) {
  const ids = itemIds.slice(0, 100);
  return useQuery({
    queryKey: feedbackKeys.mineFor(userId, ids),
    queryFn: ({ signal }) => getMyFeedback(ids, signal),
    enabled: userId > 0 && ids.length > 0,
    select: (rows) => new Map(rows.map((f) => [f.order_item_id, f])),
  });
}
