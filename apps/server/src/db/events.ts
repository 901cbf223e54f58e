import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows.js';
import type { Database, Executor } from './client.js';
import { namedStatement } from './named.js';

/**
 * Events about data, told to every process (docs/decisions/0009-live-events-across-processes.md).
 *
 * A writer records each event in the live_events table, in the transaction of the change it tells of, and PostgreSQL
 * NOTIFY (sent at its commit) wakes every process. Each process's bus numbers the committed events that have no `seq`
 * yet (`live_events_number()`, migration 0024: one at a time under a lock held to the end of its commit, so seqs follow
 * the order in which they become visible) and reads the new rows in seq order, both in one call
 * (`live_events_pull()`, migration 0029), and hands them to its own subscribers (live streams, the catalogue cache).
 * A seq is a position a browser can resume from (`Last-Event-ID`) on any process.
 */

export type LiveTopic = 'chat' | 'conversation' | 'notification' | 'catalogue' | 'session';

export interface NewLiveEvent {
  topic: LiveTopic;
  /** Who may receive it: `conv:<buyer id>`, `user:<id>`, `owner:<id>`, `admin`, or `all`. */
  audience: string;
  /** The SSE event name a stream sends it as. */
  kind: string;
  payload: unknown;
}

export interface LiveEvent extends NewLiveEvent {
  id: number;
}

/** The NOTIFY channel of migration 0024's trigger, which fires at each commit that recorded events. */
export const LIVE_CHANNEL = 'kiraya_live';

/**
 * Records `events` in the caller's transaction (or, outside one, as one statement). At the commit every process is
 * woken (migration 0024's statement trigger sends NOTIFY), and the first bus to look gives each event its place
 * (`seq`, the events' public id). The writer takes no lock: event-carrying commits share WAL flushes like any other.
 */
export async function publishLive(db: Executor, events: readonly NewLiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(events.map((e) => ({ ...e, payload: e.payload ?? null })));
  await db.execute(sql`
    INSERT INTO live_events (topic, audience, kind, payload)
    SELECT e.topic, e.audience, e.kind, coalesce(e.payload, 'null'::jsonb)
    FROM jsonb_to_recordset(${rows}::jsonb) AS e(topic text, audience text, kind text, payload jsonb)`);
}

/** Which events a subscriber wants: one topic, and one audience of it or all of them. */
export interface LiveFilter {
  topic: LiveTopic;
  audience?: string;
}

export interface LiveBus {
  /** Calls `deliver` with every later event the filter matches, in id order; returns the unsubscribe. */
  subscribe(filter: LiveFilter, deliver: (event: LiveEvent) => void): () => void;
  /**
   * Events after `afterId` that the filter matches, oldest first, for a stream that reconnects; null when they cannot
   * all be given (more than `limit`, or older than the table keeps): the client must reload instead.
   */
  since(filter: LiveFilter, afterId: number, limit?: number): Promise<LiveEvent[] | null>;
  /** The newest event this process has handed out. */
  readonly lastId: number;
  /** Open subscriptions (streams and caches), for metrics and tests. */
  readonly size: number;
  /** Reads what is new now (tests; the bus also reads on every NOTIFY and every `pollMs`). */
  pull(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** How long events are kept for resuming streams. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60_000;
const READ_BATCH = 500;
export const RESUME_MAX = 500;

interface EventRow {
  id: number | string;
  topic: LiveTopic;
  audience: string;
  kind: string;
  payload: unknown;
}

/**
 * The bus's pull, run by every process at each NOTIFY: numbers what has been committed since (at most 10,000 events)
 * and reads up to READ_BATCH events after `after`, in one round trip (migration 0029). A named statement, as planned
 * afresh the read cost more than it ran (pg_stat_statements under the checkout load: 0.047 ms planning, 0.028 ms
 * execution, once per commit and process). Fewer than READ_BATCH rows back means nothing numbered is left unread and
 * nothing committed was left without a number, since a call that numbers 10,000 has at least READ_BATCH new rows to read.
 */
const pullAfter = namedStatement<'after'>(
  (p) => sql`SELECT id, topic, audience, kind, payload FROM live_events_pull(${p.after}::bigint, ${sql.raw(String(READ_BATCH))})`,
);

/**
 * How many events one call of `live_events_number()` (migration 0024) numbers at most. live_events_pull (migration
 * 0029) numbers with the same 10,000 written into its body, and the pull's loop relies on that being at least
 * READ_BATCH (see `pullAfter`): changing either means a migration that changes the other.
 */
const NUMBER_BATCH = 10_000;

/**
 * Numbers every committed event that has no seq yet, a batch at a time (migration 0024); returns how many. The bus
 * numbers as it reads (`pullAfter`); this is for callers that only need the numbering (bench/live-commits.ts).
 */
export async function numberCommitted(db: Executor): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT live_events_number(${NUMBER_BATCH}::int) AS n`));
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < NUMBER_BATCH) return total;
  }
}

const toEvent = (r: EventRow): LiveEvent => ({ id: Number(r.id), topic: r.topic, audience: r.audience, kind: r.kind, payload: r.payload });
const matches = (filter: LiveFilter, event: LiveEvent) =>
  event.topic === filter.topic && (filter.audience === undefined || filter.audience === event.audience);

/**
 * One per process. It reads new events when NOTIFY says there are some, and every `pollMs` in case a notification was
 * lost (the listener reconnecting): so every process sees every event within `pollMs` at worst, usually within
 * milliseconds.
 */
export function createLiveBus(
  database: Pick<Database, 'db' | 'listen'>,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): LiveBus {
  const db = database.db;
  const pollMs = options.pollMs ?? 1_000;
  const subscribers = new Set<{ filter: LiveFilter; deliver: (event: LiveEvent) => void }>();
  let cursor = 0;
  let pulling: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastSweep = 0;

  const read = async (after: number) => rowsOf<EventRow>(await pullAfter(db, { after })).map(toEvent);

  const dispatch = (event: LiveEvent) => {
    for (const s of [...subscribers]) {
      if (!matches(s.filter, event)) continue;
      try {
        s.deliver(event);
      } catch (error) {
        options.onError?.(error);
      }
    }
  };

  const sweep = async () => {
    if (Date.now() - lastSweep < 60 * 60_000) return;
    lastSweep = Date.now();
    await db.execute(sql`DELETE FROM live_events WHERE created_at < now() - make_interval(secs => ${LIVE_EVENTS_KEPT_MS / 1000})`);
    // The shared limits' lapsed rows (modules/live): counted as gone already, removed here so the tables stay small.
    await db.execute(sql`DELETE FROM shared_leases WHERE expires_at < now()`);
    await db.execute(sql`DELETE FROM rate_counters WHERE reset_at < now() - interval '1 hour'`);
  };

  const pull = (): Promise<void> => {
    if (pulling) {
      again = true;
      return pulling;
    }
    pulling = (async () => {
      try {
        do {
          again = false;
          // Number what has been committed since and read it in order, a batch a call (migration 0029).
          let batch: LiveEvent[];
          do {
            batch = await read(cursor);
            for (const event of batch) {
              cursor = event.id;
              dispatch(event);
            }
          } while (batch.length === READ_BATCH);
        } while (again);
        await sweep();
      } catch (error) {
        options.onError?.(error);
      } finally {
        pulling = null;
      }
    })();
    return pulling;
  };

  return {
    subscribe(filter, deliver) {
      const entry = { filter, deliver };
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
    async since(filter, afterId, limit = RESUME_MAX) {
      const [kept] = rowsOf<{ oldest: number | string | null; newest: number | string | null }>(
        await db.execute(sql`SELECT min(seq) AS oldest, max(seq) AS newest FROM live_events`),
      );
      const oldest = kept?.oldest == null ? null : Number(kept.oldest);
      const newest = kept?.newest == null ? 0 : Number(kept.newest);
      // An id this database never gave, or events after it already swept: the client cannot be told what it missed.
      if (afterId > newest || (afterId > 0 && (oldest === null || oldest > afterId + 1))) return null;
      const rows = rowsOf<EventRow>(
        await db.execute(sql`
          SELECT seq AS id, topic, audience, kind, payload FROM live_events
          WHERE seq > ${afterId} AND topic = ${filter.topic}
            ${filter.audience === undefined ? sql`` : sql`AND audience = ${filter.audience}`}
          ORDER BY seq LIMIT ${limit + 1}`),
      );
      return rows.length > limit ? null : rows.map(toEvent);
    },
    get lastId() {
      return cursor;
    },
    get size() {
      return subscribers.size;
    },
    pull,
    async start() {
      const [row] = rowsOf<{ id: number | string | null }>(await db.execute(sql`SELECT max(seq) AS id FROM live_events`));
      cursor = Number(row?.id ?? 0);
      unlisten = await database.listen(
        LIVE_CHANNEL,
        () => void pull(),
        () => void pull(),
      );
      timer = setInterval(() => void pull(), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      subscribers.clear();
      await unlisten?.();
      await pulling;
    },
  };
}

/* ───────────── in this process ───────────── */

/** Typed events inside one process, fed by the bus (and at once by the writer's own process). */
export interface DataEvents {
  /** Something visitors may see changed: products, listings, approvals or settings. */
  catalogueChanged: [];
}

type Listener<K extends keyof DataEvents> = (...args: DataEvents[K]) => void;

const listeners: { [K in keyof DataEvents]?: Set<Listener<K>> } = {};

export function emit<K extends keyof DataEvents>(event: K, ...args: DataEvents[K]): void {
  for (const listener of listeners[event] ?? []) listener(...args);
}

/** Subscribes `listener` to `event` in this process; returns the unsubscribe. */
export function on<K extends keyof DataEvents>(event: K, listener: Listener<K>): () => void {
  const set: Set<Listener<K>> = listeners[event] ?? new Set();
  (listeners as Record<K, Set<Listener<K>>>)[event] = set;
  set.add(listener);
  return () => set.delete(listener);
}

let generation = 0;
on('catalogueChanged', () => {
  generation++;
});

/**
 * Counts catalogue changes seen by this process (its own and, through the bus, every other's). A copy of anything the
 * catalogue or the settings decide is good only while this number has not moved.
 */
export function catalogueGeneration(): number {
  return generation;
}

/**
 * After a commit that changed what visitors may see: this process's caches drop their copies at once, every other
 * process's when the event reaches its bus (within the bus's poll interval at worst).
 */
export async function catalogueChanged(db: Executor): Promise<void> {
  emit('catalogueChanged');
  await publishLive(db, [{ topic: 'catalogue', audience: 'all', kind: 'changed', payload: null }]);
}
