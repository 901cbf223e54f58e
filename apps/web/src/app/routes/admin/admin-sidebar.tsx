import { Link, useLocation } from 'react-router';
import { type DashboardMenu, MenuButton } from '../../../components/layouts/dashboard-shell';
import { LanguageSwitch } from '../../../components/layouts/language-switch';
import { Logo } from '../../../components/layouts/logo';
import { useLogout } from '../../../features/accounts';
import { ThemeToggle } from '../../../features/settings';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { NAV } from './admin-nav';

/** The §2 sidebar: admin name and email, the sections with the current one marked, theme and Logout. */
export function AdminSidebar({ menu }: { menu: DashboardMenu }) {
  const session = useSession('admin');
  const location = useLocation();
  const logout = useLogout('admin');
  const t = useT('admin');
  const name = session?.profile.name || t('sidebar.fallbackName');
  const email = session?.profile.email ?? '';

  return (
    <aside
      aria-label={t('sidebar.label')}
      className="surface-dark sticky top-0 z-30 max-h-dvh overflow-y-auto bg-brand-950 text-white lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
        <Logo tone="light" />
        <MenuButton
          menu={menu}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-white hover:bg-white/10 lg:hidden"
        >
          {t('sidebar.menu')}
        </MenuButton>
      </div>
      <div
        id={menu.menuId}
        className={`${menu.open ? 'block' : 'hidden'} border-t border-white/10 lg:flex lg:flex-1 lg:flex-col lg:border-t-0`}
      >
        <div className="px-5 pt-4 pb-3">
          <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{t('sidebar.signedInAs')}</p>
          <p className="mt-1 truncate font-semibold">{name}</p>
          {email ? <p className="truncate text-sm text-brand-100">{email}</p> : null}
        </div>
        <nav aria-label={t('sidebar.sections')} className="px-3 pb-3">
          <ul className="grid gap-0.5">
            {NAV.map((item) => {
              const current = item.current(location);
              return (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={`flex min-h-11 items-center rounded-xl px-3 text-sm font-medium ${
                      current ? 'bg-saffron-300 font-semibold text-stone-950' : 'text-brand-50 hover:bg-white/10 hover:text-white'
                    }`}
                  >
                    <span className="flex-1">{t(item.label)}</span>
                    {item.Badge ? <item.Badge /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto border-t border-white/10 px-3 py-3">
          <ThemeToggle tone="onDark" withLabel className="w-full justify-start px-3" />
          <LanguageSwitch tone="dark" className="mx-3 my-1" />
          <button
            type="button"
            onClick={logout}
            className="flex min-h-11 w-full items-center rounded-xl px-3 text-left text-sm font-semibold text-brand-50 hover:bg-white/10 hover:text-white"
          >
            {t('sidebar.logout')}
          </button>
        </div>
      </div>
    </aside>
  );
}
