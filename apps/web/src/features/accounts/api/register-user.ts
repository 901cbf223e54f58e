import type { RegisterUserInput } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function registerUser(input: RegisterUserInput) {
  return apiSend<{ message: string }>('POST', apiPaths.userRegister(), { body: input });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
