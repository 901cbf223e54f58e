import type { OwnerProduct } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

export interface RemoveProductPhotoVariables {
  id: number;
  photoId: number;
}

/** DELETE /api/products/{id}/photos/{photoId}: the next photo becomes the cover when the cover goes; never the last (409). */
export function removeProductPhoto({ id, photoId }: RemoveProductPhotoVariables) {
  return apiSend<OwnerProduct>('DELETE', apiPaths.ownerProductPhoto(id, photoId), { role: 'owner' });
}

export function useRemoveProductPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProductPhoto,
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
