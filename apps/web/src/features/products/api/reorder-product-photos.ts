import type { OwnerProduct, PhotoOrderInput } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

export interface ReorderProductPhotosVariables extends PhotoOrderInput {
  id: number;
}

/** PUT /api/products/{id}/photos/order: every photo id once, the first becomes the cover. */
export function reorderProductPhotos({ id, order }: ReorderProductPhotosVariables) {
  return apiSend<OwnerProduct>('PUT', apiPaths.ownerProductPhotoOrder(id), { role: 'owner', body: { order } satisfies PhotoOrderInput });
}

export function useReorderProductPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderProductPhotos,
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
