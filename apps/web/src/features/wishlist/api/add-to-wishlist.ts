import type { Source, WishlistEntry } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { wishlistKeys } from './query-keys';

export interface AddToWishlistVariables {
  userId: number;
  productId: number;
  source: Source;
}

/** POST /api/wishlist (201). The server fills title, image, price and location from the catalogue. */
export function addToWishlist({ userId, productId, source }: AddToWishlistVariables) {
  return apiSend<WishlistEntry>('POST', apiPaths.wishlist(), { role: 'user', body: { user_id: userId, product_id: productId, source } });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // A 409 means it is saved already: refresh either way so the button tells the truth.
    onSettled: (_entry, _error, { userId }) => queryClient.invalidateQueries({ queryKey: wishlistKeys.user(userId) }),
  });
}
