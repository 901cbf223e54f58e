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
 *   const s = await openEventStream(url, headers) // a Server-Sent Events reader: await s.next((e) => e.event === 'message')
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
 * - Processes get REDIS_URL=redis://127.0.0.1:6379 (unless options.env says otherwise), JOBS_INTERVAL_MS=100, one
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
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  const dropAll = async () => {
    await pool.end().catch(() => {});
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

/** One Server-Sent Event as a browser's EventSource would see it (comments included, for heartbeats and `: connected`). */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | null;
  /** A comment line (`: heartbeat`), with event '' and data ''. */
  comment: string | null;
}

export interface EventStream {
  /** The answer's status and headers (check them before reading events). */
  response: Response;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The id of the last event that carried one: what a reconnecting browser sends as Last-Event-ID. */
  lastEventId: string | null;
  /** The first event (already received or still to come) that `match` accepts, or an error after `timeoutMs`. */
  next(match?: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended: boolean;
  close(): void;
}

/**
 * Opens `url` as an event stream (fetch, so headers such as Authorization or Last-Event-ID can be sent) and parses it
 * as it arrives: for the cluster tests' streams through the front or straight to a process.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const stream: EventStream = {
    response,
    events,
    lastEventId: null,
    ended: false,
    close: () => controller.abort(),
    next: (match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            const e = events[seen] as StreamEvent;
            if (match(e)) {
              done();
              resolve(e);
              return;
            }
          }
          if (stream.ended) {
            done();
            reject(new Error(`the stream ended without the event (${events.length} received)`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms (${events.length} received)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { event: string; data: string[]; id: string | null } = { event: '', data: [], id: null };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline = buffer.search(/\r?\n/);
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
          if (line === '') {
            if (current.data.length > 0 || current.event) {
              events.push({ event: current.event || 'message', data: current.data.join('\n'), id: current.id, comment: null });
              if (current.id !== null) stream.lastEventId = current.id;
            }
            current = { event: '', data: [], id: null };
          } else if (line.startsWith(':')) {
            events.push({ event: '', data: '', id: null, comment: line.slice(1).trim() });
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'data') current.data.push(value);
            else if (field === 'id') current.id = value;
          }
          newline = buffer.search(/\r?\n/);
        }
        notify();
      }
    } catch {
      // Closed by close(), or the process went away: either way the stream has ended.
    }
    stream.ended = true;
    notify();
  })();
  return stream;
}
