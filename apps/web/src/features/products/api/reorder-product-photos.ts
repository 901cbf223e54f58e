import type { OwnerProduct, PhotoOrderInput } from '@kiraya/contract';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useProductChange } from './product-change';

export interface ReorderProductPhotosVariables extends PhotoOrderInput {
  id: number;
}

/** PUT /api/products/{id}/photos/order: every photo id once, the first becomes the cover. */
export function reorderProductPhotos({ id, order }: ReorderProductPhotosVariables) {
  return apiSend<OwnerProduct>('PUT', apiPaths.ownerProductPhotoOrder(id), { role: 'owner', body: { order } satisfies PhotoOrderInput });
}

export function useReorderProductPhotos() {
  return useProductChange(reorderProductPhotos);
}
