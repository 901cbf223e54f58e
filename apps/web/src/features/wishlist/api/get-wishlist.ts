import { LIMITS, type WishlistEntry } from '@kiraya/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGetPageAs } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { apiPaths } from '../../../lib/paths';
import { wishlistKeys } from './query-keys';

/** GET /api/wishlist/{userId} (own id only): saved items that are still public, newest first. */
export function getWishlist(userId: number, page: number, limit: number, signal?: AbortSignal) {
  return apiGetPageAs<WishlistEntry>('user', apiPaths.userWishlist(userId, { page, limit }), signal);
}

export const wishlistOptions = (userId: number, page: number, limit: number) =>
  pageQueryOptions<WishlistEntry>(wishlistKeys.page(userId, page, limit), 'user', apiPaths.userWishlist(userId, { page, limit }));

export const useWishlist = (userId: number, page: number, limit: number) => useQuery(wishlistOptions(userId, page, limit));

/** The newest saved items (up to the largest page), to tell whether an item on screen is saved already. */
export function useSavedItems(userId: number | null) {
  return useQuery({
    queryKey: wishlistKeys.saved(userId ?? 0),
    queryFn: ({ signal }) => getWishlist(userId ?? 0, 1, LIMITS.maxPageSize, signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}
