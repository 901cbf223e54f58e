import { useSyncExternalStore } from 'react';

/**
 * Light or dark: the visitor's own choice (localStorage) wins over the site default (the admin setting
 * darkMode). The `dark` class on <html> switches the palette (index.css remaps the colour variables).
 */
export type Theme = 'light' | 'dark';

const CHOICE_KEY = 'kiraya.theme';
const listeners = new Set<() => void>();
let siteDefault: Theme = 'light';

function readChoice(): Theme | null {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return readChoice() ?? siteDefault;
}

function apply() {
  const theme = currentTheme();
  // Only the class: native controls, scrollbars and autofill follow it through index.css (`:root` and `:root.dark`
  // set color-scheme). Writing an inline style on <html> at start-up, even the same value, made Chromium restyle the
  // whole page (color-scheme is inherited): 173 ms on Lighthouse's phone, in one task (docs/seo.md).
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

/** The admin default (from GET /api/settings); it shows unless this browser chose a theme. */
export function setSiteDefaultTheme(dark: boolean) {
  const next: Theme = dark ? 'dark' : 'light';
  if (next === siteDefault) return;
  siteDefault = next;
  apply();
}

export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(CHOICE_KEY, theme);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  apply();
}

/** Starts the theme before React paints: the remembered default and this browser's choice. */
export function initTheme(rememberedDefault: boolean | undefined) {
  siteDefault = rememberedDefault ? 'dark' : 'light';
  apply();
  // Another tab's toggle.
  window.addEventListener('storage', (event) => {
    if (event.key === CHOICE_KEY) apply();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  return { theme, toggle: () => chooseTheme(theme === 'dark' ? 'light' : 'dark') };
}
