import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { withDbName } from './global-setup.js';
import { withDatabase } from './pg-admin.js';

export type TestDbKind = 'pglite' | 'postgres';
export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as TestDbKind;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated database of the project's kind for one test file; closed and dropped by close(). */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `kiraya_t_${randomBytes(5).toString('hex')}`;
    await withDatabase(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const database = await openDatabase({ url: withDbName(url, name), poolMax: 10 });
    return {
      database,
      drop: async () => {
        await database.close();
        await withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

/** The whole API on a fresh database, for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on `t`'s database, as another process of the same site would be: its own live-events bus, listener,
 * caches and streams, the same token secret. Closed before `t` (the caller's afterAll).
 */
export async function createPeerApp(t: TestContext, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    TOKEN_SECRET: t.config.tokenSecret,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database: t.database, logger: false });
  await app.ready();
  return app;
}

/** Listens on a free loopback port (inject cannot stream) and returns the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
