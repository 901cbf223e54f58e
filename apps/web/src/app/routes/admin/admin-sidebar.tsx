import { type DashboardMenu, MenuButton } from '../../../components/layouts/dashboard-shell';
import { Logo } from '../../../components/layouts/logo';
import { SidebarNav } from '../../../components/layouts/sidebar-nav';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { SidebarSettings } from '../../layouts/sidebar-settings';
import { NAV } from './admin-nav';

const navLook = {
  nav: 'px-3 pb-3',
  list: 'grid gap-0.5',
  link: (current: boolean) =>
    `flex min-h-11 items-center rounded-xl px-3 text-sm font-medium ${
      current ? 'bg-saffron-300 font-semibold text-stone-950' : 'text-brand-50 hover:bg-white/10 hover:text-white'
    }`,
};

/** The §2 sidebar: admin name and email, the sections with the current one marked, theme and Logout. */
export function AdminSidebar({ menu }: { menu: DashboardMenu }) {
  const session = useSession('admin');
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
        <SidebarNav label={t('sidebar.sections')} items={NAV.map((item) => ({ ...item, label: t(item.label) }))} look={navLook} />
        <SidebarSettings area="admin" logoutLabel={t('sidebar.logout')} />
      </div>
    </aside>
  );
}
