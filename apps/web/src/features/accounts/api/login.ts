import type { AdminLoginResponse, LoginInput, OwnerLoginResponse, Role, UserLoginResponse } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import type { Profiles } from '../../../lib/session';

const ENDPOINTS: Record<Role, () => string> = { user: apiPaths.userLogin, owner: apiPaths.ownerLogin, admin: apiPaths.adminLogin };

export interface LoggedIn<R extends Role> {
  message: string;
  token: string;
  profile: Profiles[R];
}

/**
 * POST the role's login (/api/auth/login, /api/owners/login, /api/admins/login). No role on the
 * request: a 401 here is "wrong email or password", not "your session ended".
 */
export async function login<R extends Role>(role: R, input: LoginInput): Promise<LoggedIn<R>> {
  const answer = await apiSend<UserLoginResponse & OwnerLoginResponse & AdminLoginResponse>('POST', ENDPOINTS[role](), { body: input });
  const profile = { user: answer.user, owner: answer.owner, admin: answer.admin }[role] as Profiles[R];
  return { message: answer.message, token: answer.token, profile };
}

export function useLogin<R extends Role>(role: R) {
  return useMutation({ mutationFn: (input: LoginInput) => login(role, input) });
}
