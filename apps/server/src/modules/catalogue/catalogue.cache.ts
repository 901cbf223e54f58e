import { catalogueGeneration } from '../../db/events.js';

/**
 * A short-lived in-process cache for the public catalogue lists and searches.
 *
 * Every entry remembers the catalogue generation it was computed in; each `catalogueChanged` event (db/events.ts)
 * bumps the generation, so a write through this process drops every entry at once, and a write through another process
 * when its event reaches this process's bus: within the bus's poll interval (1 s) at worst, usually milliseconds. Entries
 * also expire after a few seconds, a second guard should the database be unreachable for the bus.
 */

export { catalogueGeneration };

/** At most this long (the brief allows 10 s): another instance's writes show within it. */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry<V> {
  generation: number;
  expiresAt: number;
  value: V;
}

export interface ResponseCache {
  readonly enabled: boolean;
  /** The cached value for `key`, or `load()`'s (shared by concurrent callers of the same key). */
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  /** Number of live entries (for tests). */
  readonly size: number;
}

export function createResponseCache(options: { enabled: boolean; ttlMs?: number; now?: () => number }): ResponseCache {
  const ttlMs = Math.min(options.ttlMs ?? CATALOGUE_CACHE_TTL_MS, 10_000);
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();
  const inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  return {
    enabled: options.enabled,
    get size() {
      return entries.size;
    },
    async get<V>(key: string, load: () => Promise<V>): Promise<V> {
      if (!options.enabled) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.generation === catalogueGeneration() && hit.expiresAt > at) return hit.value as V;
      if (hit) entries.delete(key);
      // Concurrent misses of one key share one query instead of all hitting the database.
      const pending = inFlight.get(key);
      if (pending && pending.generation === catalogueGeneration()) return pending.promise as Promise<V>;
      const started = catalogueGeneration();
      const promise = load();
      inFlight.set(key, { generation: started, promise });
      try {
        const value = await promise;
        // A value computed across a change may already be stale: serve it to this caller only.
        if (catalogueGeneration() === started) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(key, { generation: started, expiresAt: now() + ttlMs, value });
        }
        return value;
      } finally {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      }
    },
  };
}
