import { useEffect } from 'react';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { useNavigate } from '../../lib/router';

/** Turns "the server refused this token" (a 401 on any call) into a navigation to that role's login. */
export function AuthRedirects() {
  const navigate = useNavigate();
  useEffect(() => {
    const onUnauthorized = (event: Event) => navigate((event as CustomEvent<string>).detail, { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);
  return null;
}
