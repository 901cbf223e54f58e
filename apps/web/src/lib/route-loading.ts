import { type ComponentType, createElement, use, useSyncExternalStore } from 'react';

/**
 * Screens as lazy chunks without React Router's data router (its `createBrowserRouter`, loaders, actions, fetchers and
 * middleware are ~15 KB of compressed JavaScript on every first visit, and this app uses none of them).
 *
 * A screen's chunk is loaded once; the promise is kept, marked with React's own `status`/`value` fields when it
 * settles, so `use()` returns a loaded chunk synchronously: a page whose chunks were loaded before hydration (main.tsx,
 * the server's render) renders at once, with no Suspense fallback replacing the server's markup. A navigation to a screen
 * not yet loaded suspends inside the router's transition, so the current screen stays on screen (with the progress bar,
 * which reads `useRouteLoading()`) until the next one can be drawn.
 */
export type ChunkLoader = () => Promise<Record<string, unknown>>;

type Tracked = Promise<Record<string, unknown>> & { status?: string; value?: Record<string, unknown>; reason?: unknown };

const chunks = new Map<ChunkLoader, Tracked>();

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts (once) loading a chunk; resolves to its module. */
export function loadChunk(load: ChunkLoader): Tracked {
  let chunk = chunks.get(load);
  if (chunk) return chunk;
  pending += 1;
  notify();
  const started: Tracked = load().then(
    (value) => {
      started.status = 'fulfilled';
      started.value = value;
      return value;
    },
    (reason: unknown) => {
      started.status = 'rejected';
      started.reason = reason;
      // A chunk that failed (a new release replaced its file, the network dropped) is asked again next time.
      chunks.delete(load);
      throw reason;
    },
  );
  started
    .finally(() => {
      pending -= 1;
      notify();
    })
    .catch(() => undefined);
  chunk = started;
  chunks.set(load, chunk);
  return chunk;
}

/** A route's screen: the export `name` of the chunk `load`, suspending until the chunk is there. */
export function LazyScreen({ load, name }: { load: ChunkLoader; name: string }) {
  const module = use(loadChunk(load) as Promise<Record<string, unknown>>);
  return createElement(module[name] as ComponentType);
}

/** True while a screen's chunk is loading (the progress bar at the top of the page). */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
