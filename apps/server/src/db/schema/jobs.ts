import { JOB_KINDS } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Work due at a time (docs/decisions/0007-scheduled-jobs.md): what to do (`kind`) to which row (`ref_id`), from when.
 * Any number of processes poll it with FOR UPDATE SKIP LOCKED, so each job runs once.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    refId: integer('ref_id').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // Scheduling the same work twice is a no-op.
    uniqueIndex('scheduled_jobs_once_uq').on(t.kind, t.refId, t.runAt),
    index('scheduled_jobs_due_idx').on(t.runAt).where(sql`done_at IS NULL`),
  ],
);
