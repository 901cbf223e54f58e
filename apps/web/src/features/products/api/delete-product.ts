import type { messageResponse } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { refreshProductViews } from './product-change';

export interface DeleteProductVariables {
  id: number;
  ownerId: number;
}

/** DELETE /api/products/{id} (own products only; the server checks). */
export function deleteProduct({ id }: DeleteProductVariables) {
  return apiSend<ReturnType<(typeof messageResponse)['parse']>>('DELETE', apiPaths.ownerProduct(id), { role: 'owner' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, { ownerId }) => refreshProductViews(queryClient, ownerId),
  });
}
