import type { messageResponse, RegisterOwnerInput } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/owners/register -> { message }. */
export function ownerRegister(input: RegisterOwnerInput) {
  return apiSend<ReturnType<(typeof messageResponse)['parse']>>('POST', apiPaths.ownerRegister(), { body: input });
}

export function useOwnerRegister() {
  return useMutation({ mutationFn: ownerRegister });
}
