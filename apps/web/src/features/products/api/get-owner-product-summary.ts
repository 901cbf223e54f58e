import { type ApprovalStatus, LIMITS } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnerProducts } from './get-owner-products';
import { ownerProductKeys } from './query-keys';

export type OwnerProductSummary = Record<ApprovalStatus, number> & { total: number };

/**
 * Counts of the owner's products by approval state. No count endpoint exists, so this reads every
 * page at the largest page size the API allows and counts what it gets (X-Total-Count says when to stop).
 */
export async function getOwnerProductSummary(ownerId: number, signal?: AbortSignal): Promise<OwnerProductSummary> {
  const limit = LIMITS.maxPageSize;
  const counts: OwnerProductSummary = { pending: 0, approved: 0, rejected: 0, total: 0 };
  let seen = 0;
  for (let page = 1; ; page++) {
    const { items, total } = await getOwnerProducts(ownerId, page, limit, signal);
    for (const item of items) counts[item.status] += 1;
    seen += items.length;
    counts.total = Math.max(total, seen);
    if (items.length < limit || seen >= total) break;
  }
  return counts;
}

export const ownerProductSummaryOptions = (ownerId: number) =>
  queryOptions({
    queryKey: ownerProductKeys.summary(ownerId),
    queryFn: ({ signal }) => getOwnerProductSummary(ownerId, signal),
    staleTime: 10_000,
  });

export function useOwnerProductSummary(ownerId: number) {
  return useQuery(ownerProductSummaryOptions(ownerId));
}
