import type { OwnerProduct } from '@kiraya/contract';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useProductChange } from './product-change';

export interface RemoveProductPhotoVariables {
  id: number;
  photoId: number;
}

/** DELETE /api/products/{id}/photos/{photoId}: the next photo becomes the cover when the cover goes; never the last (409). */
export function removeProductPhoto({ id, photoId }: RemoveProductPhotoVariables) {
  return apiSend<OwnerProduct>('DELETE', apiPaths.ownerProductPhoto(id, photoId), { role: 'owner' });
}

export function useRemoveProductPhoto() {
  return useProductChange(removeProductPhoto);
}
