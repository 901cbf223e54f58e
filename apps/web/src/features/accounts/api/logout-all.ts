import type { Role } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/auth/logout-all: every token of the account stops working, this one included. */
export function logoutAll(role: Role) {
  return apiSend<{ message: string }>('POST', apiPaths.logoutAll(), { role });
}

export function useLogoutAll(role: Role) {
  return useMutation({ mutationFn: () => logoutAll(role) });
}
