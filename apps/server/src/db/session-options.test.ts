import { describe, expect, it } from 'vitest';
import { createTestApp, testDbKind } from '../test/harness.js';
import { openDatabase } from './client.js';
import { SESSION_SETTINGS } from './session-settings.js';

// The app's connections run without JIT whatever the server's default (client.ts): at 1M rows a search statement whose
// estimate crossed jit_above_cost spent 124 ms compiling to run in 2. And their named statements keep one generic plan:
// on `auto`, PostgreSQL planned some catalogue statements afresh on every call (~8.5 ms each at 10k rows). And they
// start no parallel workers: a capped count at 1M rows took ~60 ms through two workers and ~10 ms without.

describe.runIf(testDbKind === 'postgres')("the app's PostgreSQL connections", () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const show = async (connectionUrl: string, setting: 'jit' | 'plan_cache_mode' | 'max_parallel_workers_per_gather') => {
    const database = await openDatabase({ url: connectionUrl, poolMax: 1 });
    try {
      const result = await database.db.execute(`SHOW ${setting}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[setting];
    } finally {
      await database.close();
    }
  };

  it('start with JIT off, and a connection string that says otherwise wins', async () => {
    expect(await show(url, 'jit')).toBe('off');
    const chosen = new URL(url);
    chosen.searchParams.set('options', '-c jit=on');
    expect(await show(chosen.toString(), 'jit')).toBe('on');
  });

  it('keep one generic plan per named statement', async () => {
    expect(await show(url, 'plan_cache_mode')).toBe('force_generic_plan');
  });

  it('start no parallel workers', async () => {
    expect(await show(url, 'max_parallel_workers_per_gather')).toBe('0');
  });
});

// Every session of the app has every setting of db/session-settings.ts, on either database: the pool's connections by
// their startup options, the embedded database when it opens (in memory as here, and on its thread:
// pglite-thread.test.ts). On `auto` PGlite planned the list pages read together afresh on every call; without the word
// similarity threshold the search's title fallback finds nothing at pg_trgm's default.
describe("every session of the app's database", () => {
  it(`has ${Object.keys(SESSION_SETTINGS).join(', ')} as session-settings.ts sets them`, async () => {
    const t = await createTestApp();
    try {
      for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
        const result = (await t.db.execute(`SELECT current_setting('${name}') AS value`)) as unknown as { rows: { value: string }[] };
        expect(result.rows[0]?.value, name).toBe(value);
      }
    } finally {
      await t.close();
    }
  });
});
