import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { clearSession } from '../../../lib/session';
import { listingKeys } from '../../listings/api/query-keys';
import { accountKeys } from './query-keys';

interface LogoutState {
  logout?: 'user';
}

/**
 * Logout (spec §4) in two steps: go to /login first, and let the login screen clear the session once it
 * is on screen. Clearing it while a guarded screen is still rendered would make that screen's guard
 * redirect to /login?reason=required ("Please log in to continue"), wrong after a deliberate logout.
 */
export function useLogoutUser() {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: LogoutState = { logout: 'user' };
    navigate(paths.login(), { replace: true, state });
  }, [navigate]);
}

/** On /login: finishes a logout started by useLogoutUser; true once the buyer has just logged out. */
export function useFinishLogout(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = (location.state as LogoutState | null)?.logout === 'user';
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!pending) return;
    clearSession('user');
    queryClient.removeQueries({ queryKey: accountKeys.all });
    queryClient.removeQueries({ queryKey: listingKeys.all });
    setDone(true);
    // Drop the flag from history so a later login on this screen is not undone.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [pending, queryClient, navigate, location.pathname, location.search]);

  return pending || done;
}
