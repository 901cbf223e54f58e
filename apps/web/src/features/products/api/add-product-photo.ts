import { apiPaths } from '../../../lib/paths';
import { type ProductImageVariables, uploadProductImage, useProductChange } from './product-change';

/** POST /api/products/{id}/photos (multipart field `image`): appended last; 409 when the item has 8; back to review. */
export function addProductPhoto(variables: ProductImageVariables) {
  return uploadProductImage('POST', apiPaths.ownerProductPhotos(variables.id), variables);
}

export function useAddProductPhoto() {
  return useProductChange(addProductPhoto);
}
