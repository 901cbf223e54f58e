import type { RegisterAdminInput, RegisterOwnerInput, RegisterUserInput, Role } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';

export interface RegisterInputs {
  user: RegisterUserInput;
  owner: RegisterOwnerInput;
  admin: RegisterAdminInput;
}

const ENDPOINTS: Record<Role, () => string> = {
  user: apiPaths.userRegister,
  owner: apiPaths.ownerRegister,
  admin: apiPaths.adminRegister,
};

/**
 * POST the role's registration → { message }. Admin sign-up is open only while no admin exists;
 * after that only a signed-in admin may add one, so the admin token goes along whenever there is a session.
 */
export function register<R extends Role>(role: R, input: RegisterInputs[R]) {
  const as = role === 'admin' && readSession('admin') ? 'admin' : undefined;
  return apiSend<{ message: string }>('POST', ENDPOINTS[role](), { role: as, body: input });
}

export function useRegister<R extends Role>(role: R) {
  return useMutation({ mutationFn: (input: RegisterInputs[R]) => register(role, input) });
}
