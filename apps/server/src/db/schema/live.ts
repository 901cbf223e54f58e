import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Every live event (docs/decisions/0009-live-events-across-processes.md): a chat message, a notification, a catalogue
 * change, an account's sessions ending. Written in the transaction of the change it tells of, with no `seq`; after that
 * transaction's commit, a process's bus numbers it (`live_events_number()`, migration 0024, called by the bus's
 * `live_events_pull()`, migration 0029) under a lock held through its own commit, so seqs follow the order in which
 * events become visible: a stream that has seen seq N has seen every event before it, and a browser that reconnects
 * with `Last-Event-ID: N` is sent what came after, by whichever process it reaches. Kept for a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Position in the order events become visible, set by the bus just after the writer's commit: the events' public id. */
    seq: bigint('seq', { mode: 'number' }),
    /** chat | notification | catalogue | session */
    topic: text('topic').notNull(),
    /** Who may receive it: `conv:<buyer id>`, `user:<id>`, `owner:<id>`, `admin`, or `all`. */
    audience: text('audience').notNull(),
    /** The SSE event name the stream sends (message, read, cleared, notification, changed, ended). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_events_seq_uq').on(t.seq),
    index('live_events_audience_idx').on(t.audience, t.seq),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Slots of a shared cap (open streams per account and per address) when no Redis is configured: one row per holder,
 * kept alive while its stream is open; a process that dies stops renewing, so its slots lapse by themselves.
 */
export const sharedLeases = pgTable(
  'shared_leases',
  {
    key: text('key').notNull(),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.holder] }), index('shared_leases_expires_idx').on(t.expiresAt)],
);

/** Request counters of @fastify/rate-limit when no Redis is configured: one row per key and window. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)],
);
