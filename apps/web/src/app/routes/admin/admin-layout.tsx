import { DashboardShell } from '../../../components/layouts/dashboard-shell';
import { FormMessage } from '../../../components/ui/form';
import { useLocalize } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import { AdminSidebar } from './admin-sidebar';

/** A one-time message handed over by a navigation (e.g. 'Login successful' after the admin login). */
function flashOf(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && typeof (state as { flash?: unknown }).flash === 'string') {
    return (state as { flash: string }).flash;
  }
  return null;
}

/**
 * Frame of the admin area: the §2 sidebar (admin name and email, sections, current one marked,
 * Logout), collapsible behind a Menu button on phones; a skip link; focus moves to main on navigation.
 */
export function AdminLayout() {
  const location = useLocation();
  const flash = flashOf(location.state);
  const localize = useLocalize();

  return (
    <DashboardShell
      navigation={`${location.pathname}${location.search}`}
      banner={
        flash ? (
          <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
            <FormMessage tone="success">{localize(flash)}</FormMessage>
          </div>
        ) : null
      }
      sidebar={(menu) => <AdminSidebar menu={menu} />}
    />
  );
}
