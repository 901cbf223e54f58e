import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import { useLogout } from '../../features/accounts';
import { ThemeToggle } from '../../features/settings';

/** Each area's spacing and borders around the same three controls. */
const LOOK = {
  admin: {
    box: 'mt-auto border-t border-white/10 px-3 py-3',
    theme: 'w-full justify-start px-3',
    language: 'mx-3 my-1',
    logout:
      'flex min-h-11 w-full items-center rounded-xl px-3 text-left text-sm font-semibold text-brand-50 hover:bg-white/10 hover:text-white',
  },
  owner: {
    box: 'mt-auto grid gap-2 border-t border-white/15 pt-4',
    theme: 'justify-start px-3.5',
    language: 'mx-3.5 my-1 self-start',
    logout:
      'flex min-h-11 items-center rounded-xl border border-white/25 px-3.5 text-left text-sm font-semibold text-white hover:bg-white/10',
  },
};

/** The foot of the owner and admin sidebars: theme, language and Logout (after `before`, e.g. the way back to the site). */
export function SidebarSettings({ area, logoutLabel, before }: { area: keyof typeof LOOK; logoutLabel: string; before?: ReactNode }) {
  const logout = useLogout(area);
  const look = LOOK[area];
  return (
    <div className={look.box}>
      {before}
      <ThemeToggle tone="onDark" withLabel className={look.theme} />
      <LanguageSwitch tone="dark" className={look.language} />
      <button type="button" onClick={logout} className={look.logout}>
        {logoutLabel}
      </button>
    </div>
  );
}
