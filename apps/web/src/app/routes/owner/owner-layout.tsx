import { DashboardShell, MenuButton } from '../../../components/layouts/dashboard-shell';
import { Logo } from '../../../components/layouts/logo';
import { useT } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import { SidebarContent } from './owner-sidebar';

/**
 * Frame of every owner screen (spec §2): the sidebar on wide screens; on phones a top bar whose
 * menu button opens the same sidebar. Focus moves to main on navigation, as on the public site.
 */
export function OwnerLayout() {
  const { pathname } = useLocation();
  const t = useT('owner');
  return (
    <DashboardShell
      navigation={pathname}
      progress
      sidebar={(menu) => (
        <>
          {/* Phones and tablets: a top bar with the menu button. */}
          <header className="sticky top-0 z-30 border-b border-stone-200 bg-white lg:hidden">
            <div className="flex items-center justify-between gap-3 px-4 py-2.5">
              <Logo />
              <MenuButton
                menu={menu}
                iconSize={22}
                className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
              >
                {t('layout.menu')}
              </MenuButton>
            </div>
            <div id={menu.menuId} hidden={!menu.open} className="surface-dark border-t border-brand-900 bg-brand-800">
              {menu.open ? <SidebarContent /> : null}
            </div>
          </header>

          {/* Wide screens: the sidebar, always there. */}
          <aside
            aria-label={t('layout.sidebar')}
            className="surface-dark sticky top-0 hidden h-dvh w-72 shrink-0 flex-col overflow-y-auto bg-brand-800 lg:flex"
          >
            <div className="px-5 pt-5">
              <Logo tone="light" />
              <p className="mt-2 text-xs font-semibold tracking-wide text-saffron-200 uppercase">{t('layout.area')}</p>
            </div>
            <SidebarContent />
          </aside>
        </>
      )}
    />
  );
}
