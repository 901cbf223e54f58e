import type { OwnerProduct, UpdateProductInput } from '@kiraya/contract';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useProductChange } from './product-change';

export interface UpdateProductVariables {
  id: number;
  changes: UpdateProductInput;
}

/** PUT /api/products/{id}: changing an approved product's title, description, price or category sends it back to review. */
export function updateProduct({ id, changes }: UpdateProductVariables) {
  return apiSend<OwnerProduct>('PUT', apiPaths.ownerProduct(id), { role: 'owner', body: changes });
}

export function useUpdateProduct() {
  return useProductChange(updateProduct);
}
