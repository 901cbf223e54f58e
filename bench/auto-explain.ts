import { openDatabase } from '@kiraya/server/src/db/client.js';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { benchDatabaseUrl } from './bench-database.js';

const settings = (timing: boolean) => [
  `LOAD 'auto_explain'`,
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  `SET auto_explain.log_timing = ${timing ? 'on' : 'off'}`,
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_level = notice',
  'SET client_min_messages = notice',
];

/**
 * The bench database of `rows` on one connection (so the statements warmed up before are the ones explained), and
 * `explain(run)`: runs `run` with auto_explain handing the plan of each statement it sends (EXPLAIN ANALYZE, BUFFERS)
 * to `onPlan` (printed by default). `timing: false` leaves out per-node timing, whose own cost swamps cheap nodes.
 * For explain-search.ts, explain-page.ts and term-cost.ts.
 */
export async function explainer(
  rows: string,
  { timing = true, onPlan = (plan: string) => console.log(plan) }: { timing?: boolean; onPlan?: (plan: string) => void } = {},
) {
  const database = await openDatabase({ url: benchDatabaseUrl(rows), poolMax: 1 });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let explaining = false;
  pool.on('connect', (client) =>
    client.on('notice', (notice) => {
      if (explaining) onPlan(notice.message ?? '');
    }),
  );
  return {
    database,
    async explain<T>(run: () => Promise<T>): Promise<T> {
      for (const setting of settings(timing)) await database.db.execute(sql.raw(setting));
      explaining = true;
      try {
        return await run();
      } finally {
        explaining = false;
      }
    },
  };
}
