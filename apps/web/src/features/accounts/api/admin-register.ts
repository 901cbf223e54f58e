import type { RegisterAdminInput } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';

/**
 * POST /api/admins/register. Open only while no admin exists; after that only a signed-in admin
 * may add one, so the admin token goes along whenever there is a session.
 */
export function registerAdmin(input: RegisterAdminInput) {
  const role = readSession('admin') ? 'admin' : undefined;
  return apiSend<{ message: string }>('POST', apiPaths.adminRegister(), { role, body: input });
}

export function useAdminRegister() {
  return useMutation({ mutationFn: registerAdmin });
}
