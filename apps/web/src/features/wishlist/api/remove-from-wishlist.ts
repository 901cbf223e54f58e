import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { wishlistKeys } from './query-keys';

export interface RemoveFromWishlistVariables {
  userId: number;
  wishlistId: number;
}

/** DELETE /api/wishlist/{wishlistId} (own entries only). */
export function removeFromWishlist({ wishlistId }: RemoveFromWishlistVariables) {
  return apiSend<unknown>('DELETE', apiPaths.wishlistEntry(wishlistId), { role: 'user' });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: (_result, _error, { userId }) => queryClient.invalidateQueries({ queryKey: wishlistKeys.user(userId) }),
  });
}
