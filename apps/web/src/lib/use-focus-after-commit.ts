import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus something once the render this call asks for is committed, after the effects of the children: a native
 * <dialog> closed by that render (ModalDialog closes it in its effect) restores focus to the element that opened it,
 * and a focus given earlier (in a requestAnimationFrame) was taken back by it whenever the frame came first.
 */
export function useFocusAfterCommit(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each commit that asked for a focus
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [asked]);
  return useCallback((target) => {
    pending.current = target;
    setAsked((n) => n + 1);
  }, []);
}
