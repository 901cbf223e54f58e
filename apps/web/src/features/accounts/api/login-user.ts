import type { LoginInput, UserLoginResponse } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** No role: a 401 here is "wrong email or password", not "your session ended". */
export function loginUser(input: LoginInput) {
  return apiSend<UserLoginResponse>('POST', apiPaths.userLogin(), { body: input });
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
