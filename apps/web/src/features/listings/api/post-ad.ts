import type { MyListing } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingKeys } from './query-keys';

export interface PostAdRequest {
  form: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Multipart POST with the buyer's token; the new ad waits for an admin's approval. */
export function postAd({ form, onProgress, signal }: PostAdRequest) {
  return apiUpload<MyListing>('POST', apiPaths.postAd(), form, { role: 'user', onProgress, signal });
}

export function usePostAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
