import type { JobKind } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { scheduledJobs } from '../../db/schema/index.js';

/**
 * Schedules `kind` for row `refId` at `runAt`, in the caller's transaction: the job exists exactly when the change
 * that called for it does. The same job scheduled twice is one job.
 */
export async function scheduleJob(tx: Executor, kind: JobKind, refId: number, runAt: Date): Promise<void> {
  await tx.insert(scheduledJobs).values({ kind, refId, runAt }).onConflictDoNothing();
}
