import type { OwnerProduct, UpdateProductInput } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { ownerProductKeys } from './query-keys';

export interface UpdateProductVariables {
  id: number;
  changes: UpdateProductInput;
}

/** PUT /api/products/{id}: changing an approved product's title, description, price or category sends it back to review. */
export function updateProduct({ id, changes }: UpdateProductVariables) {
  return apiSend<OwnerProduct>('PUT', apiPaths.ownerProduct(id), { role: 'owner', body: changes });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
        // An approved product's public card may have changed (or left the catalogue for review).
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
  });
}
