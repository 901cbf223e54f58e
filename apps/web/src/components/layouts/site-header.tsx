import { CATEGORIES } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Link, NavLink, useLocation } from '../../lib/router';
import { buttonClass } from '../ui/button-styles';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useMenu } from './shell-parts';

const categoryLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'}`;

interface SiteHeaderProps {
  /** Icons between Post Ad and the account link: notifications, theme, cart (composed in app/layouts). */
  actions: ReactNode;
  /** 'Login' or the signed-in buyer, as a ghost button in the bar and a secondary one in the phone menu. */
  account: (variant: 'ghost' | 'secondary') => ReactNode;
}

/** The header of every page (spec §2): title, city + search, categories, Post Ad, cart, Login. */
export function SiteHeader({ actions, account }: SiteHeaderProps) {
  const location = useLocation();
  const t = useT('common');
  // A navigation closes the mobile menu; so does Escape, giving focus back to the Menu button.
  const { menuId, open, toggle, buttonRef } = useMenu(`${location.pathname}${location.search}`);

  const categoryLinks = CATEGORIES.map((slug) => (
    <li key={slug}>
      <NavLink to={paths.category(slug)} className={categoryLinkClass}>
        {t(`category.${slug}`)}
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
              {t('header.postAd')}
            </Link>
          </div>
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          {actions}
          <div className="hidden lg:block">{account('ghost')}</div>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
            className="inline-flex h-11 w-11 items-center justify-center rounded-xl text-stone-800 hover:bg-stone-100 lg:hidden"
          >
            {open ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
            <span className="sr-only">{t('header.menu')}</span>
          </button>
        </div>
      </div>

      <div className="px-4 pb-3 sm:px-6 md:hidden">
        <HeaderSearch />
      </div>

      <nav aria-label={t('header.categories')} className="hidden border-t border-stone-100 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 sm:px-6">
          {categoryLinks}
          <li className="ml-auto">
            <NavLink to={paths.exploreAll()} className={categoryLinkClass}>
              {t('header.exploreAll')}
            </NavLink>
          </li>
        </ul>
      </nav>

      <div id={menuId} hidden={!open} className="border-t border-stone-200 bg-white lg:hidden">
        <nav aria-label={t('header.menu')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1">
            {categoryLinks}
            <li>
              <NavLink to={paths.exploreAll()} className={categoryLinkClass}>
                {t('header.exploreAll')}
              </NavLink>
            </li>
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-stone-100 pt-3">
            <Link to={paths.upload()} className={buttonClass('accent', 'md')}>
              {t('header.postAd')}
            </Link>
            {account('secondary')}
          </div>
          <div className="mt-3 flex justify-center border-t border-stone-100 pt-3 md:hidden">
            <LanguageSwitch />
          </div>
        </nav>
      </div>
    </header>
  );
}
