import type { OutboxMessage } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { adminKeys } from './query-keys';

/** Mail the app would have sent (password reset links), newest first. */
export function getOutbox(page: number, signal?: AbortSignal) {
  return apiSend<OutboxMessage[]>('GET', apiPaths.outbox({ page }), { role: 'admin', signal });
}

export const outboxOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.outbox(page),
    queryFn: ({ signal }) => getOutbox(page, signal),
    staleTime: 5_000,
  });

export function useOutbox(page: number) {
  return useQuery(outboxOptions(page));
}
