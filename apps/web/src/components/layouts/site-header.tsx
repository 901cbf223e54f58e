import { CATEGORIES, CATEGORY_LABELS } from '@kiraya/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCartCount } from '../../features/cart/cart-storage';
import { BuyerNotificationsLink } from '../../features/notifications/components/unread-badges';
import { ThemeToggle } from '../../features/settings/components/theme-toggle';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { buttonClass } from '../ui/button-styles';
import { CartIcon, CloseIcon, MenuIcon } from '../ui/icons';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

function CartLink() {
  const count = useCartCount();
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
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

/** 'Login', or the signed-in buyer's name linking to the dashboard (spec §2). */
function AccountLink({ variant }: { variant: 'ghost' | 'secondary' }) {
  const session = useSession('user');
  if (!session) {
    return (
      <Link to={paths.login()} className={buttonClass(variant, 'md')}>
        Login
      </Link>
    );
  }
  return (
    <Link to={paths.dashboard()} className={buttonClass(variant, 'md', 'max-w-48')} aria-label={`Your dashboard (${session.profile.name})`}>
      <span className="truncate">{session.profile.name}</span>
    </Link>
  );
}

const categoryLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'}`;

/** The header of every page (spec §2): title, city + search, categories, Post Ad, cart, Login. */
export function SiteHeader() {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const categoryLinks = CATEGORIES.map((slug) => (
    <li key={slug}>
      <NavLink to={paths.category(slug)} className={categoryLinkClass}>
        {CATEGORY_LABELS[slug]}
      </NavLink>
    </li>
  ));

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:gap-6">
        <Logo />
        <HeaderSearch className="hidden flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0 lg:gap-2">
          <div className="hidden sm:block">
            <Link to={paths.upload()} className={buttonClass('accent', 'md')}>
              Post Ad
            </Link>
          </div>
          <BuyerNotificationsLink />
          <ThemeToggle />
          <CartLink />
          <div className="hidden lg:block">
            <AccountLink variant="ghost" />
          </div>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-xl text-stone-800 hover:bg-stone-100 lg:hidden"
          >
            {open ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      <div className="px-4 pb-3 sm:px-6 md:hidden">
        <HeaderSearch />
      </div>

      <nav aria-label="Categories" className="hidden border-t border-stone-100 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          {categoryLinks}
          <li className="ml-auto">
            <NavLink to={paths.exploreAll()} className={categoryLinkClass}>
              Explore all
            </NavLink>
          </li>
        </ul>
      </nav>

      <div id={menuId} hidden={!open} className="border-t border-stone-200 bg-white lg:hidden">
        <nav aria-label="Menu" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1">
            {categoryLinks}
            <li>
              <NavLink to={paths.exploreAll()} className={categoryLinkClass}>
                Explore all
              </NavLink>
            </li>
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-stone-100 pt-3">
            <Link to={paths.upload()} className={buttonClass('accent', 'md')}>
              Post Ad
            </Link>
            <AccountLink variant="secondary" />
          </div>
        </nav>
      </div>
    </header>
  );
}
