import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.js';
import { testDbKind } from '../test/harness.js';
import { PGliteThread } from './pglite-thread.js';

// db/pglite-thread.ts: the embedded database on its own thread must answer as PGlite does in this one (rows, fields,
// types, errors), keep a transaction whole, deliver notifications, and fail every call once it is gone.

const things = pgTable('things', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe.runIf(testDbKind === 'pglite')('the embedded database on its own thread', () => {
  let dir: string;
  let thread: PGliteThread;
  let local: PGlite;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kiraya-pglite-thread-'));
    thread = await PGliteThread.open(join(dir, 'db'));
    local = await PGlite.create();
    const schema = `CREATE TABLE t (id int PRIMARY KEY, name text, price bigint, paid numeric(10,2), day date,
      at timestamptz, ok boolean, tags text[], doc jsonb, plain json);
      INSERT INTO t VALUES
        (1, 'it''s a fridge', 1500000, 12.50, '2026-11-30', '2026-11-30T10:00:00Z', true, '{a,b}', '{"k": [1, "two"]}', '[1]'),
        (2, 'कूलर', NULL, NULL, NULL, NULL, false, '{}', 'null', NULL),
        (3, 'back\\slash', 9007199254740993, 0, '2026-01-01', '2026-01-01T00:00:00Z', NULL, NULL, '{}', '{"a": "अ"}');
      CREATE TABLE things (id int PRIMARY KEY, name text NOT NULL);`;
    await thread.exec(schema);
    await local.exec(schema);
  });
  afterAll(async () => {
    await thread.close();
    await local.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // drizzle's own parsers: keep the text of dates, timestamps and intervals.
  const keep = (value: string) => value;
  const drizzleParsers = { 1082: keep, 1114: keep, 1184: keep, 1186: keep };
  const cases: [string, string, unknown[]][] = [
    ['every type', 'SELECT * FROM t ORDER BY id', []],
    ['by a Devanagari parameter', 'SELECT * FROM t WHERE name = $1', ['कूलर']],
    ['a big number', 'SELECT id, price FROM t WHERE price = $1', [9007199254740993n]],
    ['json built by the query', 'SELECT json_agg(t ORDER BY id) AS rows, count(*)::int AS n FROM t WHERE id > $1', [0]],
    ['two columns of one name', 'SELECT doc AS x, name AS x FROM t ORDER BY id', []],
  ];

  it.each(cases)('%s: the same rows and fields as PGlite in this thread', async (_name, query, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      for (const parsers of [undefined, drizzleParsers]) {
        const got = await thread.query(query, params, { rowMode, parsers });
        const expected = await local.query(query, params, { rowMode, parsers });
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    expect((await thread.exec(query.replace(/\$1/g, "'1'")))[0]?.rows).toEqual((await local.exec(query.replace(/\$1/g, "'1'")))[0]?.rows);
  });

  it("keeps one generic plan per prepared read, as the pool's connections do (db/pglite-prepared.ts)", async () => {
    expect((await thread.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
  });

  it('refuses a parser that changes the text, which cannot cross threads', async () => {
    await expect(thread.query('SELECT 1', [], { parsers: { 23: (v: string) => Number(v) } })).rejects.toThrow(/cannot cross threads/);
  });

  it('brings back PostgreSQL errors with their code and constraint', async () => {
    await thread.query('INSERT INTO things VALUES (1, $1)', ['one']);
    const error = await thread.query('INSERT INTO things VALUES (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey', message: expect.stringMatching(/duplicate key/) });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction whole, rolls it back on an error, and makes other queries wait for it', async () => {
    const db = drizzle(thread as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 10, name: 'ten' });
      await tx.insert(things).values({ id: 11, name: 'eleven' });
    });
    expect((await db.select().from(things).where(eq(things.id, 11)))[0]?.name).toBe('eleven');

    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(things).values({ id: 12, name: 'twelve' });
        await tx.insert(things).values({ id: 10, name: 'ten again' });
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(failed)).toBe(true);
    expect(await db.select().from(things).where(eq(things.id, 12))).toEqual([]);

    // A read sent while a transaction is open sees its work only once it has committed.
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 13, name: 'thirteen' });
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = db
      .select()
      .from(things)
      .where(eq(things.id, 13))
      .then((rows) => order.push(`read ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([writing, reading]);
    expect(order).toEqual(['inserted', 'committing', 'read 1']);

    // A nested transaction (a savepoint) rolls back alone.
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 14, name: 'fourteen' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 15, name: 'fifteen' });
          inner.rollback();
        })
        .catch(() => {});
    });
    expect((await db.select({ id: things.id }).from(things).where(sql`id IN (14, 15)`)).map((r) => r.id)).toEqual([14]);
  });

  it('delivers notifications until the listener stops', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('kiraya_test', (payload) => heard.push(payload));
    await thread.query(`SELECT pg_notify('kiraya_test', $1)`, ['नमस्ते']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    await thread.query(`SELECT pg_notify('kiraya_test', 'after')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(['नमस्ते']);
  });

  it('keeps its data on disk, and fails every call once closed', async () => {
    const other = await PGliteThread.open(join(dir, 'second'));
    await other.exec(`CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)`);
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
    const reopened = await PGliteThread.open(join(dir, 'second'));
    expect((await reopened.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
    await reopened.close();
  });
});
