import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useRouteLoading } from '../../lib/route-loading';
import { useDismissOnEscape } from '../ui/use-dismiss-on-escape';

/** The id of every layout's <main>: the skip link's target. */
export const MAIN_ID = 'main-content';

/** The first stop of the Tab key: jumps over the header or sidebar. */
export function SkipLink() {
  const t = useT('common');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skip.toContent')}
    </a>
  );
}

/** A thin bar at the top while the next screen's chunk or data loads. */
export function RouteProgress() {
  const loading = useRouteLoading();
  const t = useT('common');
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label={t('progress.loadingPage')} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="animate-route-progress h-full w-2/5 bg-saffron-400" />
    </div>
  );
}

/**
 * Moves focus to `target` whenever `navigation` (the path, or path and query) changes, not on the first render: a
 * screen reader starts reading the new page instead of staying on the old link.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>, navigation: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [navigation]);
}

/**
 * A disclosure menu on phones: its id for aria-controls, open state, and the button focus returns to. A navigation
 * (a change of `navigation`) closes it, and so does Escape.
 */
export function useMenu(navigation: string) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => setOpen(false), [navigation]);
  useDismissOnEscape(open, () => setOpen(false), buttonRef);
  return { menuId, open, toggle: () => setOpen((value) => !value), buttonRef };
}
