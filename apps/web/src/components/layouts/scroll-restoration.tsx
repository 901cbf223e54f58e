import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';

/** Where each visited page (by its history entry) was left scrolled, for Back, Forward and a reload; kept for the tab. */
const STORAGE_KEY = 'kiraya:scroll';

function stored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * React Router's <ScrollRestoration> belongs to its data router, which this app does not load: a new page starts at
 * its top (or at the element its #hash names), and Back or Forward returns to where that page was left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  // The page's position as last scrolled: read before the next page's markup changes it.
  const shown = useRef({ key: location.key, y: 0 });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      shown.current.y = window.scrollY;
    };
    const save = () => {
      if (!positions.current) return;
      positions.current[shown.current.key] = shown.current.y;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // A full or blocked storage only loses the positions kept for a reload.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    positions.current ??= stored();
    const previous = shown.current;
    if (previous.key !== location.key) positions.current[previous.key] = previous.y;
    shown.current = { key: location.key, y: window.scrollY };

    const restored = type === 'POP' ? positions.current[location.key] : undefined;
    if (restored !== undefined) window.scrollTo(0, restored);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    // A page the browser itself opened (the first render) stays where the browser put it.
    else if (type !== 'POP') window.scrollTo(0, 0);
    shown.current.y = window.scrollY;
  }, [location.key]);

  return null;
}
