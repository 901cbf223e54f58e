import type { OwnerProduct } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

export interface ReplaceProductImageVariables {
  id: number;
  image: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** PUT /api/products/{id}/image (multipart field `image`); the product goes back to review. */
export function replaceProductImage({ id, image, onProgress, signal }: ReplaceProductImageVariables) {
  const form = new FormData();
  form.append('image', image);
  return apiUpload<OwnerProduct>('PUT', apiPaths.ownerProductImage(id), form, { role: 'owner', onProgress, signal });
}

export function useReplaceProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceProductImage,
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
