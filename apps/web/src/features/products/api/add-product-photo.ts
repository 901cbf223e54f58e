import type { OwnerProduct } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

export interface AddProductPhotoVariables {
  id: number;
  image: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/products/{id}/photos (multipart field `image`): appended last; 409 when the item has 8; back to review. */
export function addProductPhoto({ id, image, onProgress, signal }: AddProductPhotoVariables) {
  const form = new FormData();
  form.append('image', image);
  return apiUpload<OwnerProduct>('POST', apiPaths.ownerProductPhotos(id), form, { role: 'owner', onProgress, signal });
}

export function useAddProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProductPhoto,
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
