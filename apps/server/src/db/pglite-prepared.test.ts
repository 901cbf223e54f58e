import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness.js';
import { pgliteTwins } from '../test/pglite-twins.js';

// db/pglite-prepared.ts: on the embedded database a parameterised read runs as EXECUTE of a statement prepared once,
// sent with the simple query protocol. Its answers must be the very answers of the plain query.

describe.runIf(testDbKind === 'pglite')("PGlite's prepared reads", () => {
  let client: PGlite;
  // The same table on a client left as PGlite makes it.
  let reference: PGlite;
  let plain: PGlite['query'];
  let close: () => Promise<void>;
  const prepared = async () =>
    ((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements`)).rows[0] as { n: number }).n;

  beforeAll(async () => {
    ({ client, reference, close } = await pgliteTwins(`CREATE TABLE t (id int PRIMARY KEY, name text, price bigint,
      paid numeric(10,2), day date, at timestamptz, ok boolean, tags text[], doc jsonb);
      INSERT INTO t VALUES
        (1, 'it''s a fridge', 1500000, 12.50, '2026-11-30', '2026-11-30T10:00:00Z', true, '{a,b}', '{"k": [1, "two"]}'),
        (2, 'कूलर', NULL, NULL, NULL, NULL, false, '{}', 'null'),
        (3, 'back\\slash', 9007199254740993, 0, '2026-01-01', '2026-01-01T00:00:00Z', NULL, NULL, '{}')`));
    plain = reference.query.bind(reference);
  });
  afterAll(() => close());

  const cases: [string, string, unknown[]][] = [
    ['every type, by id', 'SELECT * FROM t WHERE id = $1', [1]],
    ['Devanagari and nulls', 'SELECT * FROM t WHERE name = $1', ['कूलर']],
    ['a backslash, kept as it is', 'SELECT * FROM t WHERE name = $1', ['back\\slash']],
    ['a quote', 'SELECT id FROM t WHERE name = $1', ["it's a fridge"]],
    ['a date and a boolean', 'SELECT id, day::text FROM t WHERE day >= $1::date AND ok = $2 ORDER BY id', ['2026-01-01', true]],
    ['a null parameter', 'SELECT count(*)::int AS n FROM t WHERE $1::text IS NULL', [null]],
    ['a big number', 'SELECT id FROM t WHERE price = $1', [9007199254740993n]],
    ['WITH … SELECT', 'WITH x AS (SELECT * FROM t WHERE id > $1) SELECT json_agg(x ORDER BY id) AS rows FROM x', [1]],
  ];

  it.each(cases)('%s: the same rows and fields, as objects and as arrays', async (_name, sql, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      const got = await client.query(sql, params, { rowMode });
      const expected = await plain(sql, params, { rowMode });
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
  });

  it('prepares each text once, and runs it again from there', async () => {
    const before = await prepared();
    for (let i = 0; i < 3; i++) await client.query('SELECT name FROM t WHERE id = $1 AND $2::int > 0', [i + 1, 7]);
    expect(await prepared()).toBe(before + 1);
  });

  it('a value written into the EXECUTE cannot end its literal', async () => {
    const rows = (await client.query('SELECT id FROM t WHERE name = $1', ["x'); DROP TABLE t; --"])).rows;
    expect(rows).toEqual([]);
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
  });

  it('an error in the prepared read comes back as the plain query would give it', async () => {
    await expect(client.query('SELECT 1 / $1::int AS x', [0])).rejects.toThrow(/division by zero/);
    // And the connection goes on.
    expect((await client.query('SELECT id FROM t WHERE id = $1', [2])).rows).toEqual([{ id: 2 }]);
  });
});
