import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { asJsonRows, intArray, jsonRowsOf, jsonRowValues, rowsOf, textArray } from './sql-rows.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes int[] and text[] literals the database reads back as the same values', async () => {
  const texts = ['property', 'a "quoted" word', 'back\\slash', 'comma, brace } and {', '', 'NULL', 'कूलर'];
  const result = await t.db.execute(sql`SELECT ${intArray([3, 1, 2])}::int4[] AS ints, ${textArray(texts)}::text[] AS texts`);
  expect(rowsOf<{ ints: number[]; texts: string[] }>(result)[0]).toEqual({ ints: [3, 1, 2], texts });
});

it('sends rows as one JSON value and reads them back as objects keyed by their columns, in order', async () => {
  const columns = ['id', 'title', 'price_paise', 'note'] as const;
  const query = sql`SELECT * FROM (VALUES (2, 'Cooler', 150000::float8, NULL::text), (1, 'कूलर "2"', 9.5::float8, 'x')) v(id, title, price_paise, note) ORDER BY id`;
  const rows = jsonRowsOf<Record<string, unknown>>(await t.db.execute(asJsonRows(query, columns)), columns);
  expect(rows).toEqual([
    { id: 1, title: 'कूलर "2"', price_paise: 9.5, note: 'x' },
    { id: 2, title: 'Cooler', price_paise: 150000, note: null },
  ]);
  // Each row has exactly its columns as own properties, in their order; a list with the same names made afresh too.
  expect(Object.keys(rows[0] as object)).toEqual([...columns]);
  expect(jsonRowValues([[7, 'y']], ['a', 'b'])).toEqual([{ a: 7, b: 'y' }]);
  expect(jsonRowValues([[8, 'z']], ['a', 'b'])).toEqual([{ a: 8, b: 'z' }]);
});

it('refuses a column name that is not a plain identifier', () => {
  expect(() => jsonRowValues([[1]], ['id); process.exit(1); (x'])).toThrow(/invalid column name/);
  expect(() => jsonRowValues([[{}]], ['__proto__'])).toThrow(/invalid column name/);
});
