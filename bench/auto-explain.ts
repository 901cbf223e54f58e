import { openDatabase } from '@kiraya/server/src/db/client.js';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { benchDatabaseUrl } from './bench-database.js';

const SETTINGS = [
  `LOAD 'auto_explain'`,
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_level = notice',
  'SET client_min_messages = notice',
];

/**
 * The bench database of `rows` on one connection (so the statements warmed up before are the ones explained), and
 * `explain(run)`: runs `run` with auto_explain printing the plan of each statement it sends (EXPLAIN ANALYZE, BUFFERS).
 * For explain-search.ts and explain-page.ts.
 */
export async function explainer(rows: string) {
  const database = await openDatabase({ url: benchDatabaseUrl(rows), poolMax: 1 });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let explaining = false;
  pool.on('connect', (client) =>
    client.on('notice', (notice) => {
      if (explaining) console.log(notice.message);
    }),
  );
  return {
    database,
    async explain<T>(run: () => Promise<T>): Promise<T> {
      for (const setting of SETTINGS) await database.db.execute(sql.raw(setting));
      explaining = true;
      try {
        return await run();
      } finally {
        explaining = false;
      }
    },
  };
}
