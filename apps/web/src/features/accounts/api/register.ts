import type {
  OwnerRegisterResponse,
  RegisterAdminInput,
  RegisterOwnerInput,
  RegisterUserInput,
  Role,
  UserRegisterResponse,
} from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { type Profiles, readSession } from '../../../lib/session';

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

/** A buyer's or owner's registration signs them in: the session, as a login gives it. */
export interface Registered {
  message: string;
  session?: { token: string; profile: Profiles['user'] | Profiles['owner'] };
}

/**
 * POST the role's registration → { message } and, for buyers and owners, the token and account a login answers with.
 * Admin sign-up is open only while no admin exists; after that only a signed-in admin may add one, so the admin token
 * goes along whenever there is a session (and the admin then logs in, as the spec has it).
 */
export async function register<R extends Role>(role: R, input: RegisterInputs[R]): Promise<Registered> {
  const as = role === 'admin' && readSession('admin') ? 'admin' : undefined;
  const answer = await apiSend<Partial<UserRegisterResponse & OwnerRegisterResponse> & { message: string }>('POST', ENDPOINTS[role](), {
    role: as,
    body: input,
  });
  const profile = role === 'user' ? answer.user : role === 'owner' ? answer.owner : undefined;
  return { message: answer.message, session: answer.token && profile ? { token: answer.token, profile } : undefined };
}

export function useRegister<R extends Role>(role: R) {
  return useMutation({ mutationFn: (input: RegisterInputs[R]) => register(role, input) });
}
