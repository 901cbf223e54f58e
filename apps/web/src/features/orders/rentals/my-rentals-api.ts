import type { MyRentals } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

// Not in lib/paths.ts: that module is in the first-visit bundle, which must not grow for a signed-in screen.
const myRentalsPath = '/api/me/rentals';

export const myRentalsKeys = {
  all: ['my-rentals'] as const,
};

/** GET /api/me/rentals: the buyer's running rentals, deposits held, refunds and totals. */
export const myRentalsOptions = () =>
  queryOptions({
    queryKey: myRentalsKeys.all,
    queryFn: ({ signal }) => apiSend<MyRentals>('GET', myRentalsPath, { role: 'user', signal }),
    staleTime: 10_000,
  });

export function useMyRentals() {
  return useQuery(myRentalsOptions());
}
