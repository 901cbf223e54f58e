import type { Language, Role } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface ResetRequest {
  email: string;
  role: Role;
  /** The screen's language, for the mail when the account has not chosen one. */
  language?: Language;
}

/** The answer is the same whether or not the account exists (no account probing). */
export function requestPasswordReset(input: ResetRequest) {
  return apiSend<{ message: string }>('POST', apiPaths.forgotPassword(), { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
