import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { intArray, rowsOf, textArray } from './sql-rows.js';

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
