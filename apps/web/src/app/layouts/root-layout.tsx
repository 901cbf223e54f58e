import { lazy, Suspense, useEffect } from 'react';
import { initTheme, rememberedSettings, setSiteDefaultTheme, usePublicSettings } from '../../features/settings';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Link, Outlet, useLocation } from '../../lib/router';
import { useSession } from '../../lib/session';
import { AuthRedirects } from '../guards/auth-redirects';

// Shown only while the site is down for maintenance: its own chunk, not part of every first visit.
const MaintenancePage = lazy(() =>
  import('../../features/settings/components/maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);

// The theme is set before the first paint, from last visit's default and this browser's own choice (not on the server).
if (typeof window !== 'undefined') initTheme(rememberedSettings()?.darkMode);

/** The admin area and its sign-in screens keep working during maintenance: admins turn it off there. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin-');
}

/**
 * Wraps every screen of every area: handles "your session ended" redirects from any API call, applies the site
 * settings that shape every page (default theme) and, while maintenanceMode is on, shows visitors, buyers and
 * owners the maintenance page instead of the site (their writes would get 503 anyway).
 */
export function RootLayout() {
  const { data: settings } = usePublicSettings();
  const { pathname } = useLocation();
  const admin = useSession('admin');
  const t = useT('common');

  useEffect(() => {
    if (settings) setSiteDefaultTheme(settings.darkMode);
  }, [settings]);

  // The app has taken the page over (a server-rendered page is hydrated): its controls answer from here on.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  const maintenance = settings?.maintenanceMode === true;
  // Its code and texts (the `home` area) load when the site is down rather than with every page.
  if (maintenance && !admin && !isAdminPath(pathname))
    return (
      <Suspense fallback={null}>
        <MaintenancePage settings={settings} />
      </Suspense>
    );

  return (
    <>
      <AuthRedirects />
      {maintenance && admin && !isAdminPath(pathname) ? (
        <div role="status" className="bg-saffron-100 px-4 py-2 text-center text-sm font-medium text-saffron-900">
          {t('maintenance.adminBanner')}{' '}
          <Link to={paths.adminSettings()} className="font-semibold underline underline-offset-2">
            {t('maintenance.settings')}
          </Link>
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
