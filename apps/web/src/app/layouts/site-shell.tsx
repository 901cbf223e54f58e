import { SiteHeader } from '../../components/layouts/site-header';
import { SiteLayout } from '../../components/layouts/site-layout';
import { buttonClass } from '../../components/ui/button-styles';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/cart/cart-count';
import { BuyerNotificationsLink } from '../../features/notifications/components/unread-badges';
import { ThemeToggle } from '../../features/settings';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Link, useLocation } from '../../lib/router';
import { useSession, withNext } from '../../lib/session';
import { useHydrating } from '../../lib/use-hydrating';

function CartLink() {
  const count = useCartCount();
  const t = useT('common');
  const label = t('header.cart', { count });
  return (
    <Link
      to={paths.cart()}
      aria-label={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-stone-800 hover:bg-brand-50 hover:text-brand-800"
    >
      <CartIcon width={22} height={22} />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-300 px-1 text-xs font-bold text-stone-950 ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** The home page and the screens that sign a person in or up: a Login link there goes on to the dashboard as before. */
const NO_RETURN = /^\/(login|register|forgot-password|owner-login|owner-register|admin-login|admin-register)?\/?$/;

/**
 * 'Login' (coming back to this page afterwards), or the signed-in buyer's name linking to the dashboard (spec §2).
 * While the app takes a server-rendered page over, before the session is read, a browser the page's head script found
 * signed in shows the name already (index.css `.account-hint`), in a box as wide as the name link's.
 */
function AccountLink({ variant }: { variant: 'ghost' | 'secondary' }) {
  const hydrating = useHydrating();
  const session = useSession('user');
  const t = useT('common');
  const location = useLocation();
  if (!session) {
    const here = NO_RETURN.test(location.pathname) ? null : `${location.pathname}${location.search}`;
    return (
      <Link to={withNext(paths.login(), here)} className={buttonClass(variant, 'md', hydrating ? 'account-hint max-w-48' : '')}>
        <span>{t('header.login')}</span>
      </Link>
    );
  }
  return (
    <Link
      to={paths.dashboard()}
      className={buttonClass(variant, 'md', 'max-w-48')}
      aria-label={t('header.yourDashboard', { name: session.profile.name })}
    >
      <span className="truncate">{session.profile.name}</span>
    </Link>
  );
}

const actions = (
  <>
    <BuyerNotificationsLink />
    <ThemeToggle />
    <CartLink />
  </>
);

const account = (variant: 'ghost' | 'secondary') => <AccountLink variant={variant} />;

/** The visitor site's frame with the header's feature pieces (notifications, theme, cart, account) plugged in. */
export function SiteShell() {
  return <SiteLayout header={<SiteHeader actions={actions} account={account} />} />;
}
