import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/sql-rows.js';

/**
 * Caps on things held open for a long time (live streams per account and per address), counted once for every
 * process: in Redis when configured, else in PostgreSQL (shared_leases). Each slot is a lease that its holder renews
 * while it is open; a process that dies stops renewing, so its slots lapse within LEASE_TTL_MS instead of leaking.
 */
export const LEASE_TTL_MS = 60_000;
export const LEASE_RENEW_MS = 20_000;

export interface Cap {
  key: string;
  max: number;
}

export interface Lease {
  /** Gives the slots back (once). */
  release(): Promise<void>;
}

export interface SharedCaps {
  /** Takes one slot under every cap, or none and returns null when any is full. */
  acquire(caps: readonly Cap[]): Promise<Lease | null>;
}

interface LeaseStore {
  take(caps: readonly Cap[], holder: string): Promise<boolean>;
  renew(keys: readonly string[], holder: string): Promise<void>;
  drop(keys: readonly string[], holder: string): Promise<void>;
}

function leasing(store: LeaseStore, onError: (error: unknown) => void): SharedCaps {
  return {
    async acquire(caps) {
      const holder = randomUUID();
      if (!(await store.take(caps, holder))) return null;
      const keys = caps.map((c) => c.key);
      const timer = setInterval(() => store.renew(keys, holder).catch(onError), LEASE_RENEW_MS);
      timer.unref();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          clearInterval(timer);
          await store.drop(keys, holder).catch(onError);
        },
      };
    },
  };
}

/** PostgreSQL: a transaction per take, under an advisory lock per key (in key order, so two takes cannot deadlock). */
function pgStore(db: Db): LeaseStore {
  return {
    take: (caps, holder) =>
      db.transaction(async (tx) => {
        const sorted = [...caps].sort((a, b) => a.key.localeCompare(b.key));
        const keys = sorted.map((c) => c.key);
        for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x4b495259}, hashtext(${key}))`);
        const list = sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        );
        await tx.execute(sql`DELETE FROM shared_leases WHERE key IN (${list}) AND expires_at < now()`);
        const held = new Map(
          rowsOf<{ key: string; n: number | string }>(
            await tx.execute(sql`SELECT key, count(*) AS n FROM shared_leases WHERE key IN (${list}) GROUP BY key`),
          ).map((r) => [r.key, Number(r.n)]),
        );
        if (sorted.some((c) => (held.get(c.key) ?? 0) >= c.max)) return false;
        for (const key of keys)
          await tx.execute(
            sql`INSERT INTO shared_leases (key, holder, expires_at) VALUES (${key}, ${holder}, now() + make_interval(secs => ${LEASE_TTL_MS / 1000}))`,
          );
        return true;
      }),
    async renew(keys, holder) {
      await db.execute(
        sql`UPDATE shared_leases SET expires_at = now() + make_interval(secs => ${LEASE_TTL_MS / 1000})
            WHERE holder = ${holder} AND key IN (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )})`,
      );
    },
    async drop(_keys, holder) {
      await db.execute(sql`DELETE FROM shared_leases WHERE holder = ${holder}`);
    },
  };
}

/** Redis: one sorted set per key (member = holder, score = expiry), checked and taken in one script. */
const TAKE = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[3])
  redis.call('PEXPIRE', key, ttl)
end
return 1`;

function redisStore(redis: Redis, prefix: string): LeaseStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async take(caps, holder) {
      const result = await redis.eval(
        TAKE,
        caps.length,
        ...caps.map((c) => k(c.key)),
        Date.now(),
        LEASE_TTL_MS,
        holder,
        ...caps.map((c) => c.max),
      );
      return Number(result) === 1;
    },
    async renew(keys, holder) {
      const until = Date.now() + LEASE_TTL_MS;
      const batch = redis.multi();
      for (const key of keys) batch.zadd(k(key), 'XX', until, holder).pexpire(k(key), LEASE_TTL_MS);
      await batch.exec();
    },
    async drop(keys, holder) {
      const batch = redis.multi();
      for (const key of keys) batch.zrem(k(key), holder);
      await batch.exec();
    },
  };
}

export function createSharedCaps(
  options: { db: Db; redis?: Redis; redisPrefix?: string },
  onError: (error: unknown) => void = () => {},
): SharedCaps {
  return leasing(options.redis ? redisStore(options.redis, options.redisPrefix ?? 'kiraya:cap:') : pgStore(options.db), onError);
}
