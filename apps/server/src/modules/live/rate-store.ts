import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/sql-rows.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit in PostgreSQL (rate_counters), used when no Redis is configured, so every process
 * counts the same requests: one row per key and route, its window restarting when it has run out.
 */
export function pgRateStore(db: Db): FastifyRateLimitStoreCtor {
  return class PgRateStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      this.prefix = 'prefix' in options && typeof options.prefix === 'string' ? options.prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.execute(sql`
        INSERT INTO rate_counters AS c (key, hits, reset_at)
        VALUES (${this.prefix + key}, 1, clock_timestamp() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.reset_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
          reset_at = CASE WHEN c.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - clock_timestamp())) * 1000))::int AS ttl`)
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes the route's merged limit options, with the route under routeInfo.
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string; url: string } }).routeInfo;
      return new PgRateStore({ prefix: `${this.prefix}${method}${url}-` });
    }
  };
}
