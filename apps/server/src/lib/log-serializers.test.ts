import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../test/harness.js';
import { serializeError } from './log-serializers.js';

const EMAIL = 'asha.verma@example.in';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const QUERY = 'insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)';

describe('serializeError', () => {
  it('keeps the code and a fingerprint of the query, never its text, parameters or detail', () => {
    const driver = Object.assign(new Error('new row for relation "users" violates check constraint "no_new"'), {
      code: '23514',
      constraint: 'no_new',
      table: 'users',
      detail: `Failing row contains (7, Asha Verma, ${EMAIL}, ${HASH}).`,
      query: QUERY,
      params: ['Asha Verma', EMAIL, HASH],
    });
    const err = new DrizzleQueryError(QUERY, ['Asha Verma', EMAIL, HASH], driver);
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('Asha Verma');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('insert into');
    expect(out.message).toMatch(/^Failed query [0-9a-f]{12}$/);
    expect(out.queryFingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(out.stack).toMatch(/^DrizzleQueryError: Failed query [0-9a-f]{12}\n\s+at /);
    expect(out.cause).toMatchObject({ code: '23514', constraint: 'no_new', table: 'users', message: expect.stringContaining('no_new') });
  });

  it('names a prepared statement by its name', () => {
    const err = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
      query: { name: 'catalogue_page_3', text: 'select 1 where x = $1', values: [EMAIL] },
    });
    const out = serializeError(err);
    expect(out).toMatchObject({ code: '57014', queryName: 'catalogue_page_3' });
    expect(JSON.stringify(out)).not.toContain(EMAIL);
  });

  it('serializes non-errors and deep causes without throwing', () => {
    expect(serializeError('boom')).toEqual({ type: 'string', message: 'boom' });
    let chain: Error = new Error('root');
    for (let i = 0; i < 10; i++) chain = new Error(`level ${i}`, { cause: chain });
    expect(() => serializeError(chain)).not.toThrow();
  });
});

describe('error logs of the running app', () => {
  it('log a failed register with the error code but without the name, email or password hash', async () => {
    const { database, drop } = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-log-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'error' });
    const app = await buildApp({ config, database, logger: { level: 'error', stream } });
    try {
      await app.ready();
      // Every new buyer row now fails its check: the insert (with name, email and hash as parameters) is a DB error.
      await database.db.execute(sql.raw('ALTER TABLE users ADD CONSTRAINT no_new_rows CHECK (id < 0) NOT VALID'));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Asha Verma', email: EMAIL, password: 'correct horse battery' },
      });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('23514');
      expect(log).toContain('unhandled error');
      expect(log).not.toContain(EMAIL);
      expect(log).not.toContain('Asha Verma');
      expect(log).not.toContain('argon2');
      expect(log).not.toContain('correct horse');
    } finally {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
