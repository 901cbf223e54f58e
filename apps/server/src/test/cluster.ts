/**
 * The cluster harness: real server processes behind a real front, on a fresh PostgreSQL database, for the tests that
 * prove several processes behave as one (issue 14; docs/deploy.md "Running several processes").
 *
 *   const c = await startTestCluster();          // 3 processes behind nginx (the Node front without nginx)
 *   await fetch(`${c.url}/api/…`)                 // through the front, as a browser
 *   await fetch(`${c.process(1).url}/api/…`)      // straight to the second process (0-based)
 *   c.servedBy(res)                               // which process answered: its x-served-by header (p1, p2, p3)
 *   await c.kill(1, 'SIGKILL'); await c.restart(1);
 *   await c.sql('SELECT …', [params])            // the database itself
 *   const s = await openSse(url, headers)         // streams: ./sse.ts (waitFor, lastEventId, ended), through c.url or a process
 *   c.t                                           // an in-process app on the same database (below)
 *   await c.stop();                               // processes, front, database and folders
 *
 * - Only on PostgreSQL: `describe.runIf(testDbKind === 'postgres')`, one cluster per file in beforeAll (starting one
 *   takes a few seconds), every test making its own accounts and rows.
 * - The database starts empty: the processes migrate it themselves (one of them, under the advisory lock in
 *   db/client.ts). Nothing is seeded (SEED_ON_EMPTY only seeds PGlite).
 * - `c.t` is a TestContext (NODE_ENV=test, no job worker) on the same database with the processes' TOKEN_SECRET:
 *   the repo's factories (createAccount, createProduct, acceptedRental…) work with it, and the tokens they sign are
 *   valid on every process.
 * - Each process's database sessions carry application_name `kiraya-cluster-p<N>` (pg_stat_activity tells which
 *   process holds or waits for a lock); each process sends `x-served-by: p<N>` (INSTANCE_NAME).
 * - Processes get REDIS_URL=redis://127.0.0.1:6379 with a REDIS_PREFIX of their own (keys deleted by stop(); unless
 *   options.env says otherwise; `c.redisPrefix`), JOBS_INTERVAL_MS=100, one
 *   shared DATA_DIR, no web build; `options.env` adds or overrides variables (S3_*, a Redis key prefix…) for all.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Cluster, type ClusterProcess, startCluster } from '../../../../deploy/cluster-lib.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { openRedis } from '../lib/redis.js';
import { withDbName } from './global-setup.js';
import type { TestContext } from './harness.js';
import { withDatabase } from './pg-admin.js';

export interface TestClusterOptions {
  /** How many processes (default 3). */
  processes?: number;
  /** Added to (or overriding) every process's environment. */
  env?: Record<string, string>;
  /** nginx (default when /usr/sbin/nginx exists), or the Node front. */
  front?: 'auto' | 'nginx' | 'node';
}

export interface TestCluster {
  /** The front (nginx): what a browser would use. */
  url: string;
  front: 'nginx' | 'node';
  /** The fresh database every process uses (without application_name). */
  databaseUrl: string;
  /** The processes' shared token secret. */
  tokenSecret: string;
  /** The start of every Redis key the processes write. */
  redisPrefix: string;
  /** An in-process app on the same database and secret, for the repo's factories (see the top of this file). */
  t: TestContext;
  processes: ClusterProcess[];
  process(index: number): ClusterProcess;
  /** Which process answered a response: its x-served-by header (p1, p2…), or null. */
  servedBy(res: Response): string | null;
  /** The 0-based index of process `name` (p1 → 0). */
  indexOf(name: string): number;
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  restart(index: number): Promise<void>;
  /** A query on the cluster's database (its own small pool). */
  sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** A client of its own, for a test that holds a transaction (locks) while the processes work; release it after. */
  connect(): Promise<pg.PoolClient>;
  stop(): Promise<void>;
}

/** Deletes the keys matching `pattern` in the local Redis (the cluster's own prefix), if Redis is there. */
async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = openRedis('redis://127.0.0.1:6379');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The database application_name of process `index`'s sessions. */
export const applicationName = (index: number) => `kiraya-cluster-p${index + 1}`;

const withApplicationName = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

export async function startTestCluster(options: TestClusterOptions = {}): Promise<TestCluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the cluster tests need TEST_DATABASE_URL (the postgres project)');
  const name = `kiraya_cl_${randomBytes(5).toString('hex')}`;
  await withDatabase(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const databaseUrl = withDbName(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-cluster-'));
  const tokenSecret = randomBytes(32).toString('hex');
  const redisPrefix = `kiraya-cluster-${randomBytes(4).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  const dropAll = async () => {
    await pool.end().catch(() => {});
    await deleteRedisKeys(`${redisPrefix}:*`).catch(() => {});
    await withDatabase(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  };

  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes: options.processes ?? 3,
      port: 0,
      front: options.front ?? 'auto',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DB_POOL_MAX: '5',
        REDIS_URL: 'redis://127.0.0.1:6379',
        // Keys of this cluster only, deleted by stop().
        REDIS_PREFIX: redisPrefix,
        TOKEN_SECRET: tokenSecret,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_ON_EMPTY: 'false',
        JOBS_INTERVAL_MS: '100',
        WEB_DIST: join(dataDir, 'no-web-build'),
        ...options.env,
      },
      envFor: (index) => ({ DATABASE_URL: withApplicationName(options.env?.DATABASE_URL ?? databaseUrl, applicationName(index)) }),
      // Kept in memory (the last lines come with a start-up failure), not printed over the test report.
      output: () => {},
    });
  } catch (error) {
    await dropAll();
    throw error;
  }

  // The in-process app for factories: same database and secret, no job worker, no cache.
  const database = await openDatabase({ url: databaseUrl, poolMax: 4 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: tokenSecret, LOG_LEVEL: 'silent' });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  } catch (error) {
    await database.close();
    await cluster.stop(2_000);
    await dropAll();
    throw error;
  }
  const t: TestContext = { app, db: database.db, database, config, close: async () => {} };

  return {
    url: cluster.url,
    front: cluster.front,
    databaseUrl,
    tokenSecret,
    redisPrefix,
    t,
    processes: cluster.processes,
    process: (index) => cluster.process(index),
    servedBy: (res) => res.headers.get('x-served-by'),
    indexOf: (label) => {
      const index = cluster.processes.findIndex((p) => p.name === label);
      if (index < 0) throw new Error(`no process named ${label}`);
      return index;
    },
    kill: (index, signal) => cluster.kill(index, signal),
    restart: (index) => cluster.restart(index),
    sql: async (text, params) => (await pool.query(text, params)).rows,
    connect: () => pool.connect(),
    stop: async () => {
      await app.close();
      await database.close();
      await cluster.stop(5_000);
      await dropAll();
    },
  };
}
