import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordRequest) {
  return apiSend<{ message: string }>('POST', apiPaths.resetPassword(), { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
