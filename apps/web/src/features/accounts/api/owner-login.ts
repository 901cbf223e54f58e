import type { LoginInput, OwnerLoginResponse } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { saveSession } from '../../../lib/session';

/** POST /api/owners/login (no role: a 401 here is a wrong password, not an ended session). */
export function ownerLogin(input: LoginInput) {
  return apiSend<OwnerLoginResponse>('POST', apiPaths.ownerLogin(), { body: input });
}

/** Logs in and stores the owner token and info (§4); the screen decides where to go next. */
export function useOwnerLogin() {
  return useMutation({
    mutationFn: ownerLogin,
    onSuccess: ({ token, owner }) => saveSession('owner', token, owner),
  });
}
