import { type ReactNode, useRef } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_ID, RouteProgress, SkipLink, useFocusOnNavigation } from './shell-parts';
import { SiteFooter } from './site-footer';

export { MAIN_ID };

/** Header, main and footer around every visitor screen; moves focus to main on navigation. */
export function SiteLayout({ header }: { header: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigation(mainRef, pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RouteProgress />
      {header}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
