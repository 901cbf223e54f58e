import type { OwnerProduct } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { ownerProductKeys } from './query-keys';

export interface CreateProductVariables {
  /**
   * Text fields of §5 with the offer's own (offer, sale_price, rent_monthly, deposit, min_tenure_months,
   * tenure_discounts as "6:5,12:10", available_from, quantity, delivery_fee, return_days, notice_days, includes:
   * forms/offer-values.ts uploadOfferFields), plus the `image` file (appended last, so the server reads the fields first).
   */
  form: FormData;
  /** 0–1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Multipart POST /api/products with the owner's token; the new product waits for approval. */
export function createProduct({ form, onProgress, signal }: CreateProductVariables) {
  return apiUpload<OwnerProduct>('POST', apiPaths.createProduct(), form, { role: 'owner', onProgress, signal });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => queryClient.invalidateQueries({ queryKey: ownerProductKeys.owner(product.owner_id) }),
  });
}
