import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness.js';
import { pgliteTwins } from '../test/pglite-twins.js';
import { DRIZZLE_TEXT_TYPES, setParsersOnce } from './pglite-parsers.js';
import { preparedReads } from './pglite-prepared.js';

// db/pglite-parsers.ts: the client keeps drizzle's nine types as text, so drizzle's queries carry no parsers; every
// caller must still get what it asked for, in a transaction too.

describe.runIf(testDbKind === 'pglite')('type parsers set once on the embedded database', () => {
  let client: PGlite;
  // The same rows on a client left as PGlite makes it: what each caller must get.
  let reference: PGlite;
  let close: () => Promise<void>;
  // drizzle's options, as it builds them: new functions for each prepared query.
  const drizzleOptions = () => ({
    rowMode: 'array' as const,
    parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (value: string) => value])),
  });
  const SQL = `SELECT day, at, stamp, span, days, stamps, ats, spans, prices, doc, n FROM t ORDER BY n`;

  beforeAll(async () => {
    ({ client, reference, close } = await pgliteTwins(`CREATE TABLE t (n int, day date, at timestamptz, stamp timestamp,
        span interval, days date[], stamps timestamp[], ats timestamptz[], spans interval[], prices numeric[], doc jsonb);
      INSERT INTO t VALUES
        (1, '2026-11-30', '2026-11-30T10:00:00Z', '2026-11-30 10:00', '1 month 2 days', '{2026-11-30,NULL}',
         '{"2026-11-30 10:00"}', '{"2026-11-30T10:00:00Z"}', '{"3 days"}', '{1.50,2}', '{"k": [1]}'),
        (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`));
  });
  afterAll(() => close());

  it('a query without parsers gets the built-in ones: Dates, arrays of Dates, parsed JSON', async () => {
    const got = (await client.query(SQL)).rows;
    expect(got).toEqual((await reference.query(SQL)).rows);
    const first = got[0] as Record<string, unknown>;
    expect(first.at).toBeInstanceOf(Date);
    expect((first.stamps as unknown[])[0]).toBeInstanceOf(Date);
    expect((first.ats as unknown[])[0]).toBeInstanceOf(Date);
    expect(first.doc).toEqual({ k: [1] });
    // With a parameter, the prepared read (db/pglite-prepared.ts) gives the same.
    const one = `${SQL.replace(' ORDER BY n', '')} WHERE n = $1`;
    expect((await client.query(one, [1])).rows).toEqual((await reference.query(one, [1])).rows);
  });

  it("drizzle's parsers keep the text, and are no longer sent with the query", async () => {
    expect((await client.query(SQL, [], drizzleOptions())).rows).toEqual((await reference.query(SQL, [], drizzleOptions())).rows);
    const optionsFor = setParsersOnce(await PGlite.create());
    expect(optionsFor(drizzleOptions())).toEqual({ rowMode: 'array' });
    // Without drizzle's parsers, the built-in ones go with the query.
    expect(
      Object.keys(optionsFor({ rowMode: 'array' })?.parsers ?? {})
        .map(Number)
        .sort(),
    ).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  it("a caller's own parser is applied, and the types it does not name keep their built-in parsers", async () => {
    const options = { parsers: { 23: (value: string) => Number(value) * 10, 1184: (value: string) => `at ${value}` } };
    const got = (await client.query(SQL, [], options)).rows;
    expect(got).toEqual((await reference.query(SQL, [], options)).rows);
    expect((got[0] as { n: number }).n).toBe(10);
    expect((got[0] as { day: unknown }).day).toBeInstanceOf(Date);
  });

  it("a transaction's query, exec and sql get the same answers", async () => {
    const read = async (db: PGlite) =>
      db.transaction(async (tx) => [
        (await tx.query(SQL)).rows,
        (await tx.query(SQL, [], drizzleOptions())).rows,
        (await tx.exec(SQL))[0]?.rows,
        (await tx.sql`SELECT at, stamps FROM t WHERE n = ${1}`).rows,
      ]);
    const got = await read(client);
    expect(got).toEqual(await read(reference));
    expect(((got[3] as Record<string, unknown>[])[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('types named in alsoText keep their text for every caller', async () => {
    const own = await PGlite.create();
    try {
      await preparedReads(own, { alsoText: [3802] });
      const { rows } = await own.query(`SELECT '{"k": 1}'::jsonb AS doc, '2026-11-30'::date AS day`);
      expect(rows[0]).toEqual({ doc: '{"k": 1}', day: new Date('2026-11-30T00:00:00.000Z') });
    } finally {
      await own.close();
    }
  });
});
