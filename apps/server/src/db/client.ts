import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { batchedConnections } from './batched.js';
import { preparedReads } from './pglite-prepared.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';
import { APP_SESSION_OPTIONS, PGLITE_SESSION_SETTINGS } from './session-settings.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Db;

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, and `onConnect` whenever the listener (re)connects, since
   * notifications sent while it was away are lost and must be caught up by reading. Returns the stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnect: () => void): Promise<() => Promise<void>>;
  /** The connection pool right now, for the metrics (GET /metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open (in use or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory. */
  pgliteDir?: string;
  /** An already open PGlite instance (tests clone one migrated instance). */
  pglite?: PGlite;
  poolMax?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    // JIT off for the app's own connections: its statements are short, and compiling one costs far more than running
    // it. On PostgreSQL's default (jit on above an estimated cost of 100,000), a search at 1M rows whose estimate
    // crossed the line spent 124 ms compiling to run in 2.
    // Generic plans for the named statements (db/named.ts): each is planned once per connection. On its default
    // (`auto`), PostgreSQL kept planning some catalogue statements afresh on every call, whenever their generic plan's
    // estimate looked dearer than the custom plans so far; planning one costs ~8.5 ms where running it costs ~1.4
    // (bench/README.md, "Planned once, as intended"). Unnamed statements are planned for their values as before.
    // No parallel workers: the statements are short, and a Gather starts two worker processes for each run. At 1M rows
    // a filter's capped count took ~60 ms through two workers where it takes ~10 ms alone (bench/README.md, "Counting
    // a thousand").
    // An `options` in the URL wins (the operator's choice).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10, options: APP_SESSION_OPTIONS });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    batchedConnections(db, pool.options.max);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnce(pool),
      close: () => pool.end(),
      listen: (channel, onMessage, onConnect) => listenPg(options.url as string, channel, onMessage, onConnect),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // On disk, as the server and the seed open it, PGlite runs on a thread of its own (db/pglite-thread.ts); in memory or
  // given (tests), in this one, where reads outside transactions reuse their generic plans (db/pglite-prepared.ts; the
  // thread does the same on its side).
  let client: Pick<PGlite, 'listen' | 'close'>;
  if (options.pgliteDir && !options.pglite) {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGliteThread.open(options.pgliteDir);
  } else {
    const instance = options.pglite ?? (await PGlite.create({ extensions: { pg_trgm } }));
    await instance.exec(PGLITE_SESSION_SETTINGS);
    await preparedReads(instance);
    client = instance;
  }
  const driverClient = client as PGlite;
  return {
    db: drizzlePglite(driverClient, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(driverClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    listen: async (channel, onMessage, onConnect) => {
      const stop = await client.listen(channel, onMessage);
      onConnect();
      return stop;
    },
    // PGlite is one connection inside this process, with no pool to measure: always one, shown idle.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/** A listener needs its own connection (a pooled one would be handed to queries); it reconnects after a failure. */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (client === next) client = null;
      void next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      return lost();
    }
    if (stopped) return lost();
    client = next;
    onConnect();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/**
 * The key of the session advisory lock that serialises migrations (any fixed bigint; this one spells "kiraya-m").
 * Processes starting together on one PostgreSQL database (docs/deploy.md) each call migrate(): the first takes the
 * lock and migrates, the others wait on it, then find every migration in the journal and do nothing.
 */
export const MIGRATION_LOCK_KEY = 0x6b69726179612d6dn;

/**
 * Drizzle's migrator under a session advisory lock held by one dedicated client of the pool: the lock lives as long as
 * that session, so a process killed mid-migration releases it with its connection (its migration transaction rolls
 * back too), and the next process migrates instead.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      // The migrator runs on the same session that holds the lock (a one-client "pool" for drizzle).
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A session whose unlock failed may still hold the lock: destroy it rather than return it to the pool.
    client.release(broken);
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
