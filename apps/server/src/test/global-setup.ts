import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { withDatabase } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a tarball of a migrated data directory. PostgreSQL: name of a migrated template database. */
    dbTemplate: string;
  }
}

/** Migrates once per run; each test file then starts from a copy (PGlite dump or PostgreSQL template). */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
    const name = `kiraya_tpl_${randomBytes(4).toString('hex')}`;
    await withDatabase(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const database = await openDatabase({ url: withDbName(url, name), poolMax: 1 });
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', name);
    return async () => {
      await withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  const { PGlite } = await import('@electric-sql/pglite');
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'kiraya-test-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export type { pg };
