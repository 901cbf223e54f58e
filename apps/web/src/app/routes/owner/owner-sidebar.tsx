import type { ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/layouts/language-switch';
import { useLogout } from '../../../features/accounts';
import { TalkUnreadBadge } from '../../../features/conversations';
import { OwnerUnreadNotificationsBadge } from '../../../features/notifications/components/unread-badges';
import { ThemeToggle } from '../../../features/settings';
import { useT } from '../../../lib/i18n';
import type { Catalogs } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** The sidebar links of spec §2 (plus Visits, and Notifications with its unread count); My Orders appears only on its own screen. */
type NavKey = keyof Catalogs['owner'] & `nav.${string}`;
const LINKS: { to: string; label: NavKey; Badge?: ComponentType }[] = [
  { to: paths.ownerDashboard(), label: 'nav.dashboard' },
  { to: paths.uploadProduct(), label: 'nav.upload' },
  { to: paths.myProducts(), label: 'nav.products' },
  { to: paths.orderRequests(), label: 'nav.requests' },
  { to: paths.ownerVisits(), label: 'nav.visits' },
  { to: paths.ownerMessages(), label: 'nav.messages', Badge: TalkUnreadBadge },
  { to: paths.ownerNotifications(), label: 'nav.notifications', Badge: OwnerUnreadNotificationsBadge },
  { to: paths.profileSettings(), label: 'nav.profile' },
  { to: paths.support(), label: 'nav.support' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-3.5 text-sm font-semibold transition-colors ${
    isActive ? 'bg-saffron-300 text-stone-950' : 'text-brand-50 hover:bg-white/10 hover:text-white'
  }`;

/** Owner name (fallback 'Owner') and email, the links, Logout and the way back to the public site. */
export function SidebarContent() {
  const session = useSession('owner');
  const { pathname } = useLocation();
  const t = useT('owner');
  const name = session?.profile.name?.trim() || t('owner.fallbackName');
  const email = session?.profile.email ?? '';
  const links = pathname === paths.myOrders() ? [...LINKS, { to: paths.myOrders(), label: 'nav.myOrders' as const }] : LINKS;

  const logout = useLogout('owner');

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

      <nav aria-label={t('layout.area')}>
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                <span className="flex-1">{t(link.label)}</span>
                {link.Badge ? <link.Badge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto grid gap-2 border-t border-white/15 pt-4">
        <Link
          to={paths.home()}
          className="flex min-h-11 items-center rounded-xl px-3.5 text-sm font-medium text-brand-100 hover:bg-white/10"
        >
          <span aria-hidden="true" className="mr-2">
            ←
          </span>
          {t('nav.back')}
        </Link>
        <ThemeToggle tone="onDark" withLabel className="justify-start px-3.5" />
        <LanguageSwitch tone="dark" className="mx-3.5 my-1 self-start" />
        <button
          type="button"
          onClick={logout}
          className="flex min-h-11 items-center rounded-xl border border-white/25 px-3.5 text-left text-sm font-semibold text-white hover:bg-white/10"
        >
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
