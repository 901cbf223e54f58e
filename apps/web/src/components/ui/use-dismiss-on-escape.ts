import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, Escape anywhere on the page calls `dismiss` and puts focus back on `returnFocusTo` (the button that
 * opened the menu), so a keyboard user lands where they started.
 */
export function useDismissOnEscape(open: boolean, dismiss: () => void, returnFocusTo?: RefObject<HTMLElement | null>) {
  const latest = useRef(dismiss);
  latest.current = dismiss;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        latest.current();
        returnFocusTo?.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, returnFocusTo]);
}
