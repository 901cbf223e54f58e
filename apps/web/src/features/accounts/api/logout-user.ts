import { useLogout } from './logout';

/** The buyer's Logout (dashboard, edit profile). */
export function useLogoutUser() {
  return useLogout('user');
}
