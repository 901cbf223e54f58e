import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { catalogueGeneration } from '../../db/events.js';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from '../../plugins/http-cache.js';

/**
 * A short-lived in-process cache for the public catalogue lists and searches.
 *
 * Every entry remembers the catalogue generation it was computed in; each `catalogueChanged` event (db/events.ts)
 * bumps the generation, so a write through this process drops every entry at once, and a write through another process
 * when its event reaches this process's bus: within the bus's poll interval (1 s) at worst, usually milliseconds. An
 * entry of an older generation is never served, not even stale.
 *
 * Entries also age out, a second guard should the database be unreachable for the bus, without a stampede:
 * - each entry is fresh for the TTL times a random factor (0.8–1.2 by default), so entries stored together do not
 *   expire together and send their queries to the database in one burst;
 * - past its fresh life, until CATALOGUE_CACHE_MAX_AGE_MS after its load began, an entry is still served at once while
 *   one background load per key refreshes it (stale-while-revalidate); a failed refresh keeps the old value until then;
 * - concurrent misses of one key share one load.
 */

export { catalogueGeneration };

/**
 * The fresh life of an entry, before its jitter: 6–9 s, then served while one background load refreshes it until the
 * 10 s bound. Writes do not wait for it (the catalogueChanged event drops entries at once); it bounds how late a
 * change the event missed, or one that comes with the date (a rental starting), can show, and every refresh is a
 * reading of the database: at 5 s, refreshing the Zipf load's 1,665 pages took a quarter of the machine
 * (bench/README.md, "Fresh for longer").
 */
export const CATALOGUE_CACHE_TTL_MS = 7_500;
/** Nothing is served older than this (the brief allows 10 s): another instance's writes show within it. */
export const CATALOGUE_CACHE_MAX_AGE_MS = 10_000;
/** Each entry's fresh life is the TTL × a factor drawn from [1 − JITTER, 1 + JITTER). */
export const CATALOGUE_CACHE_JITTER = 0.2;

/** A fresh life of `ttlMs` × a factor drawn from [1 − jitter, 1 + jitter): entries read together do not expire together. */
export const jitteredLife = (ttlMs: number, jitter = CATALOGUE_CACHE_JITTER, random: () => number = Math.random) =>
  ttlMs * (1 - jitter + 2 * jitter * random());
const MAX_ENTRIES = 5_000;
/** Longer URLs are not remembered as names of an answer (the normal path still caches their answer by its query). */
const ALIAS_URL_MAX = 512;

interface Entry<V> {
  generation: number;
  /** When its oldest data was read (the load's start, or earlier: see get's dataAsOf): it is at least this old. */
  loadedAt: number;
  freshUntil: number;
  value: V;
}

export interface ResponseCacheOptions {
  enabled: boolean;
  /** Fresh life before jitter (capped at maxAgeMs). */
  ttlMs?: number;
  /** The oldest a value may be when served, stale or not (capped at CATALOGUE_CACHE_MAX_AGE_MS). */
  maxAgeMs?: number;
  /** 0 gives every entry exactly ttlMs. */
  jitter?: number;
  maxEntries?: number;
  now?: () => number;
  /** A number in [0, 1), as Math.random. */
  random?: () => number;
  /** A background refresh failed (the stale value stays). Gets the error only: keys hold what visitors typed. */
  onRefreshError?: (error: unknown) => void;
}

export interface ResponseCache {
  readonly enabled: boolean;
  /**
   * The cached value for `key`, or `load()`'s (shared by concurrent callers of the same key). `dataAsOf` tells when the
   * oldest data in a loaded value was read, if before its load began (a count shared by a filter's pages): the entry
   * then ages from that moment, so nothing in it is served older than the bound.
   */
  get<V>(key: string, load: () => Promise<V>, dataAsOf?: (value: V) => number | undefined): Promise<V>;
  /**
   * Remembers that `url` (the path and query as sent) asked for the answer under `key`, until the catalogue changes:
   * the URL then names the answer without its query being parsed again (`freshByUrl`). The caller vouches that the
   * URL's query, validated, gave `key`, and that nothing else went into it but the settings, whose change is a catalogue
   * change too (modules/settings/settings.service.ts).
   */
  alias(url: string, key: string): void;
  /** The entry `url` was last an alias of, while fresh and of the current catalogue; undefined sends the request the normal way. */
  freshByUrl<V>(url: string): V | undefined;
  /** Number of entries held (for tests). */
  readonly size: number;
  /** Answers so far, by kind (for tests and the bench). */
  readonly stats: CacheStats;
}

export interface CacheStats {
  fresh: number;
  /** Of the fresh answers, those found by their URL before the route parsed its query (`freshByUrl`). */
  byUrl: number;
  stale: number;
  misses: number;
  refreshes: number;
  refreshFailures: number;
}

const emptyStats = (): CacheStats => ({ fresh: 0, byUrl: 0, stale: 0, misses: 0, refreshes: 0, refreshFailures: 0 });
/** Every enabled cache of this process together (the bench reads it per scenario: bench/server.ts). */
const totals = emptyStats();
export const responseCacheTotals = (): CacheStats => ({ ...totals });

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const maxAgeMs = Math.min(options.maxAgeMs ?? CATALOGUE_CACHE_MAX_AGE_MS, CATALOGUE_CACHE_MAX_AGE_MS);
  const ttlMs = Math.min(options.ttlMs ?? CATALOGUE_CACHE_TTL_MS, maxAgeMs);
  const jitter = Math.min(Math.max(options.jitter ?? CATALOGUE_CACHE_JITTER, 0), 1);
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const entries = new Map<string, Entry<unknown>>();
  const inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();
  const aliases = new Map<string, { key: string; generation: number }>();
  const stats = emptyStats();
  const count = (kind: keyof CacheStats) => {
    stats[kind]++;
    totals[kind]++;
  };

  const store = (key: string, entry: Entry<unknown>) => {
    // Re-inserted at the end, so the Map's order is the order of storing: the first key is the oldest entry.
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
  };

  /** One load of `key` at a time per generation; its value is kept only if no change happened meanwhile. */
  const loadShared = <V>(key: string, load: () => Promise<V>, dataAsOf?: (value: V) => number | undefined): Promise<V> => {
    const pending = inFlight.get(key);
    if (pending && pending.generation === catalogueGeneration()) return pending.promise as Promise<V>;
    const generation = catalogueGeneration();
    const loadedAt = now();
    let loading: Promise<V>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    const promise: Promise<V> = loading
      .then((value) => {
        // A value computed across a change may already be stale: serve it to the callers waiting for it only.
        if (catalogueGeneration() === generation) {
          const readAt = Math.min(loadedAt, dataAsOf?.(value) ?? loadedAt);
          store(key, { generation, loadedAt: readAt, freshUntil: readAt + Math.min(jitteredLife(ttlMs, jitter, random), maxAgeMs), value });
        }
        return value;
      })
      .finally(() => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      });
    inFlight.set(key, { generation, promise });
    return promise;
  };

  return {
    enabled: options.enabled,
    get size() {
      return entries.size;
    },
    stats,
    alias(url: string, key: string): void {
      if (!options.enabled || url.length > ALIAS_URL_MAX) return;
      const generation = catalogueGeneration();
      const known = aliases.get(url);
      if (known?.key === key && known.generation === generation) return;
      aliases.delete(url);
      // Stored in order, so the first is the oldest; as many as there are entries.
      if (aliases.size >= maxEntries) aliases.delete(aliases.keys().next().value as string);
      aliases.set(url, { key, generation });
    },
    freshByUrl<V>(url: string): V | undefined {
      const known = aliases.get(url);
      if (known === undefined || known.generation !== catalogueGeneration()) return undefined;
      const hit = entries.get(known.key);
      if (hit === undefined || hit.generation !== known.generation || now() >= hit.freshUntil) return undefined;
      count('fresh');
      count('byUrl');
      return hit.value as V;
    },
    async get<V>(key: string, load: () => Promise<V>, dataAsOf?: (value: V) => number | undefined): Promise<V> {
      if (!options.enabled) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.generation === catalogueGeneration()) {
        if (at < hit.freshUntil) {
          count('fresh');
          return hit.value as V;
        }
        if (at < hit.loadedAt + maxAgeMs) {
          count('stale');
          // Served at once; one refresh per key runs behind it (a refresh already under way is not repeated).
          if (inFlight.get(key)?.generation !== hit.generation) {
            count('refreshes');
            loadShared(key, load, dataAsOf).catch((error: unknown) => {
              count('refreshFailures');
              options.onRefreshError?.(error);
            });
          }
          return hit.value as V;
        }
      }
      if (hit) entries.delete(key);
      count('misses');
      return loadShared(key, load, dataAsOf);
    },
  };
}

/** onRefreshError for a route's cache: a warning with the error (the log serializers keep query text out), no key. */
export const refreshFailed = (app: FastifyInstance) => (error: unknown) =>
  app.log.warn({ err: error }, 'catalogue cache: a background refresh failed; the stale answer stays until it is 10 s old');

/** What a cached route's handler computes: the value to answer with, the headers that travel with it, and when shared data in it was read. */
export interface Answer {
  value: unknown;
  headers?: Record<string, string>;
  dataAsOf?: number;
}

/**
 * Sends the answer for `key` from `cache`, made by `load` on a miss. The cache keeps it ready to send: serialized by the
 * route's schema once, with its headers and ETag (plugins/http-cache.ts), so a hit neither serializes nor hashes.
 */
export async function sendCached(
  cache: ResponseCache,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Answer>,
): Promise<FastifyReply> {
  const answer = await cache.get<PreparedAnswer & { dataAsOf?: number }>(
    key,
    async () => {
      const made = await load();
      return Object.assign(prepareAnswer(reply, made.value, made.headers), { dataAsOf: made.dataAsOf });
    },
    (prepared) => prepared.dataAsOf,
  );
  cache.alias(reply.request.url, key);
  return sendPrepared(reply, answer);
}

/**
 * A cached route's options with its `preValidation` hook: a fresh answer its URL named before (`alias`, in sendCached)
 * goes out at once, without the route parsing its query again or building its key (a tenth of a cached answer's time,
 * mostly zod). The root's hooks (onRequest, the input guard's preValidation) have run by then, and onSend's (ETag, 304,
 * compression) still do. A stale or missing one goes the normal way, which refreshes or loads it. No hook at all when
 * the cache is off (CATALOGUE_CACHE=off: every request is read afresh anyway).
 */
export function freshFirst(cache: ResponseCache): { preValidation?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> } {
  if (!cache.enabled) return {};
  return {
    preValidation: async (request, reply) => {
      const answer = cache.freshByUrl<PreparedAnswer>(request.url);
      return answer === undefined ? undefined : sendPrepared(reply, answer);
    },
  };
}

/** Pages 1 to WINDOW_PAGES of a list are read as one when shared (catalogue.service.ts, search.service.ts). */
export const WINDOW_PAGES = 5;
/** Items kept in one kind of window across lists (about 15 MB); the oldest windows go first. */
export const WINDOW_ITEMS_KEPT = 20_000;

export interface Shared<V> {
  generation: number;
  /** When its oldest data was read. */
  readAt: number;
  freshUntil: number;
  value: V;
}

/**
 * Readings shared by several cached answers (a filter's count, a window of pages), per database: each is fresh for the
 * TTL with its jitter from when it was read, never across a catalogue change, and at most `kept` in size (by `sizeOf`),
 * the oldest going first. Its users pass its `readAt` on as their answer's `dataAsOf` (see `get` above).
 */
export function sharedMemo<V>(kept: number, sizeOf: (value: V) => number, ttlMs = CATALOGUE_CACHE_TTL_MS) {
  const byDb = new WeakMap<Db, { entries: Map<string, Shared<V>>; size: number }>();
  return {
    get(db: Db, key: string): Shared<V> | undefined {
      const entry = byDb.get(db)?.entries.get(key);
      return entry && entry.generation === catalogueGeneration() && Date.now() < entry.freshUntil ? entry : undefined;
    },
    /** Kept unless the catalogue changed since `generation` (the reading may have missed the change). */
    set(db: Db, key: string, generation: number, readAt: number, value: V): void {
      if (generation !== catalogueGeneration()) return;
      const memo = byDb.get(db) ?? { entries: new Map<string, Shared<V>>(), size: 0 };
      byDb.set(db, memo);
      const drop = (name: string) => {
        const old = memo.entries.get(name);
        if (old === undefined) return;
        memo.entries.delete(name);
        memo.size -= sizeOf(old.value);
      };
      drop(key);
      for (const oldest of memo.entries.keys()) {
        if (memo.size + sizeOf(value) <= kept) break;
        drop(oldest);
      }
      memo.entries.set(key, { generation, readAt, freshUntil: readAt + jitteredLife(ttlMs), value });
      memo.size += sizeOf(value);
    },
  };
}

export type SharedMemo<V> = ReturnType<typeof sharedMemo<V>>;

/**
 * Page `request.page` of a list (`read` reads any page of it). With `share`, pages 1 to WINDOW_PAGES are cut from one
 * reading of them all, kept in `windows` under `key` (the list without its page): the five answers cost one query, and
 * a visitor paging through them sees one snapshot, nothing twice and nothing lost. The page then says when the oldest
 * data in it was read (`dataAsOf`: the window's reading, or earlier shared data `read` reported).
 */
export async function sharedPage<W extends { items: readonly unknown[]; dataAsOf?: number }>(
  windows: SharedMemo<W>,
  db: Db,
  key: string,
  request: { page: number; limit: number },
  share: boolean,
  read: (page: { page: number; limit: number }) => Promise<W>,
): Promise<W> {
  if (!share || request.page > WINDOW_PAGES) return read(request);
  const cut = (window: W, readAt: number): W => ({
    ...window,
    items: window.items.slice((request.page - 1) * request.limit, request.page * request.limit),
    dataAsOf: readAt,
  });
  const known = windows.get(db, key);
  if (known) return cut(known.value, known.readAt);
  const generation = catalogueGeneration();
  const start = Date.now();
  const window = await read({ page: 1, limit: WINDOW_PAGES * request.limit });
  const readAt = Math.min(start, window.dataAsOf ?? start);
  windows.set(db, key, generation, readAt, window);
  return cut(window, readAt);
}
