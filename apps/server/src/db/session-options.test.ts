import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness.js';
import { openDatabase } from './client.js';

// The app's connections run without JIT whatever the server's default (client.ts): at 1M rows a search statement whose
// estimate crossed jit_above_cost spent 124 ms compiling to run in 2.

describe.runIf(testDbKind === 'postgres')("the app's PostgreSQL connections", () => {
  it('start with JIT off, and a connection string that says otherwise wins', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const show = async (connectionUrl: string) => {
      const database = await openDatabase({ url: connectionUrl, poolMax: 1 });
      try {
        const result = await database.db.execute('SHOW jit');
        return (result as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
      } finally {
        await database.close();
      }
    };
    expect(await show(url)).toBe('off');
    const chosen = new URL(url);
    chosen.searchParams.set('options', '-c jit=on');
    expect(await show(chosen.toString())).toBe('on');
  });
});
