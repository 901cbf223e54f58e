import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDbName } from '../test/global-setup.js';
import { testDbKind } from '../test/harness.js';
import { withDatabase } from '../test/pg-admin.js';
import { MIGRATIONS_FOLDER, openDatabase } from './client.js';

// Several processes starting together on one PostgreSQL database (docs/deploy.md) all call migrate(): a session
// advisory lock lets one migrate while the others wait, then find nothing to do.

describe.runIf(testDbKind === 'postgres')('migrations started by three processes at once (PostgreSQL)', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `kiraya_mlock_${randomBytes(5).toString('hex')}`;
  beforeAll(() => withDatabase(url, (c) => c.query(`CREATE DATABASE ${name}`)));
  afterAll(() => withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('all succeed, and the journal holds each migration exactly once', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: withDbName(url, name), poolMax: 3 })));
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => d.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      const applied = await withDatabase(withDbName(url, name), async (c) =>
        (await c.query<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id')).rows.map((r) =>
          Number(r.created_at),
        ),
      );
      expect(applied).toEqual(journal.entries.map((e) => e.when));
      // The lock is released: a fourth start takes it at once and has nothing to do.
      await databases[0]?.migrate();
      const again = await withDatabase(withDbName(url, name), (c) =>
        c.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
      );
      expect(again.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });
});
