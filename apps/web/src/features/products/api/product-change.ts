import type { OwnerProduct } from '@kiraya/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

/**
 * After a change to one of an owner's products: their product lists, and the catalogue (an approved product's public
 * card may have changed, or left the catalogue for review).
 */
export function refreshProductViews(queryClient: QueryClient, ownerId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(ownerId) }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]);
}

/** A mutation whose answer is the changed product: its owner's lists and the catalogue are refreshed after it. */
export function useProductChange<V>(mutationFn: (variables: V) => Promise<OwnerProduct>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (product) => refreshProductViews(queryClient, product.owner_id) });
}

export interface ProductImageVariables {
  id: number;
  image: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** An image sent as the multipart field `image`, with the owner's token and the upload's progress. */
export function uploadProductImage(method: 'POST' | 'PUT', path: string, { image, onProgress, signal }: ProductImageVariables) {
  const form = new FormData();
  form.append('image', image);
  return apiUpload<OwnerProduct>(method, path, form, { role: 'owner', onProgress, signal });
}
