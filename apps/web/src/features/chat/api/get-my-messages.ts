import { type ChatMessage, TIMINGS } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { chatKeys } from './query-keys';

/** GET /api/user/messages/{userId} (own id only), oldest first. Reading it marks support's replies read. */
export function getMyMessages(userId: number, signal?: AbortSignal) {
  return apiGetPageAs<ChatMessage>('user', apiPaths.userMessages(userId), signal);
}

/** Refreshed every 5 seconds (§9); the live stream usually gets there first. */
export const myMessagesOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.mine(userId),
    queryFn: ({ signal }) => getMyMessages(userId, signal),
    refetchInterval: TIMINGS.messagePollMs,
  });

export function useMyMessages(userId: number) {
  return useQuery(myMessagesOptions(userId));
}
