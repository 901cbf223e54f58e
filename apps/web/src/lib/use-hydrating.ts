import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React draws the server's markup again to take it over (and on the server itself), false in every render
 * after: the renders in which a browser-only state (the session in localStorage) is not known yet.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
