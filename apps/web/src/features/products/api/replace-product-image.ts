import { apiPaths } from '../../../lib/paths';
import { type ProductImageVariables, uploadProductImage, useProductChange } from './product-change';

/** PUT /api/products/{id}/image (multipart field `image`); the product goes back to review. */
export function replaceProductImage(variables: ProductImageVariables) {
  return uploadProductImage('PUT', apiPaths.ownerProductImage(variables.id), variables);
}

export function useReplaceProductImage() {
  return useProductChange(replaceProductImage);
}
