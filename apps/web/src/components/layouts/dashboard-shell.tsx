import { type ReactNode, useRef } from 'react';
import { Outlet } from '../../lib/router';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_ID, RouteProgress, SkipLink, useFocusOnNavigation, useMenu } from './shell-parts';

export type DashboardMenu = ReturnType<typeof useMenu>;

/** The phone menu's disclosure button: controls the menu, shows Close while it is open. */
export function MenuButton({
  menu,
  className,
  iconSize,
  children,
}: {
  menu: DashboardMenu;
  className: string;
  iconSize?: number;
  children: ReactNode;
}) {
  // Unset, the icons keep their own default size (an explicit undefined would override it).
  const size = iconSize ? { width: iconSize, height: iconSize } : {};
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      onClick={menu.toggle}
      className={className}
    >
      {menu.open ? <CloseIcon {...size} /> : <MenuIcon {...size} />}
      {children}
    </button>
  );
}

interface DashboardShellProps {
  /** The location part whose change closes the phone menu and moves focus to main (path, or path and query). */
  navigation: string;
  /** The sidebar (and phone top bar), given the phone menu's state. */
  sidebar: (menu: DashboardMenu) => ReactNode;
  /** Shown above the screen inside main (e.g. a one-time 'Login successful'). */
  banner?: ReactNode;
  /** A progress bar while the next screen loads. */
  progress?: boolean;
}

/**
 * Frame of the owner and admin areas: a skip link, the area's sidebar (collapsible behind a menu button on phones,
 * closed by a navigation or Escape), and main, which takes focus on navigation as on the public site.
 */
export function DashboardShell({ navigation, sidebar, banner, progress = false }: DashboardShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const menu = useMenu(navigation);
  useFocusOnNavigation(mainRef, navigation);

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex">
      <SkipLink />
      {progress ? <RouteProgress /> : null}
      {sidebar(menu)}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {banner}
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
