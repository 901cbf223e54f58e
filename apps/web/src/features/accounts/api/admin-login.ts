import type { AdminLoginResponse, LoginInput } from '@kiraya/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { saveSession } from '../../../lib/session';

export function loginAdmin(input: LoginInput) {
  return apiSend<AdminLoginResponse>('POST', apiPaths.adminLogin(), { body: input });
}

/** POST /api/admins/login; on success the admin token and info are stored (§4). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (response) => saveSession('admin', response.token, response.admin),
  });
}
