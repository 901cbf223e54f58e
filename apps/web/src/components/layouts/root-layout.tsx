import { Outlet } from 'react-router';
import { AuthRedirects } from '../../features/auth/auth-redirects';

/** Wraps every screen of every area: handles "your session ended" redirects from any API call. */
export function RootLayout() {
  return (
    <>
      <AuthRedirects />
      <Outlet />
    </>
  );
}
