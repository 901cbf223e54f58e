import { SidebarNav } from '../../../components/layouts/sidebar-nav';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { SidebarSettings } from '../../layouts/sidebar-settings';
import { MY_ORDERS, NAV } from './owner-nav';

const navLook = {
  list: 'grid gap-1',
  link: (current: boolean) =>
    `flex min-h-11 items-center rounded-xl px-3.5 text-sm font-semibold transition-colors ${
      current ? 'bg-saffron-300 text-stone-950' : 'text-brand-50 hover:bg-white/10 hover:text-white'
    }`,
};

/** Owner name (fallback 'Owner') and email, the links, Logout and the way back to the public site. */
export function SidebarContent() {
  const session = useSession('owner');
  const { pathname } = useLocation();
  const t = useT('owner');
  const name = session?.profile.name?.trim() || t('owner.fallbackName');
  const email = session?.profile.email ?? '';
  const links = pathname === paths.myOrders() ? [...NAV, MY_ORDERS] : NAV;

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3 rounded-2xl bg-white/10 p-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-300 text-lg font-bold text-stone-950"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-white" data-testid="owner-name">
            {name}
          </p>
          {email ? <p className="truncate text-sm text-brand-100">{email}</p> : null}
        </div>
      </div>

      <SidebarNav label={t('layout.area')} items={links.map((item) => ({ ...item, label: t(item.label) }))} look={navLook} />

      <SidebarSettings
        area="owner"
        logoutLabel={t('nav.logout')}
        before={
          <Link
            to={paths.home()}
            className="flex min-h-11 items-center rounded-xl px-3.5 text-sm font-medium text-brand-100 hover:bg-white/10"
          >
            <span aria-hidden="true" className="mr-2">
              ←
            </span>
            {t('nav.back')}
          </Link>
        }
      />
    </div>
  );
}
