import type { JobKind } from '@kiraya/contract';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { scheduledJobs } from '../../db/schema/index.js';
import type { ImageStore } from '../../lib/storage.js';
import { recordMailFailure, sendOutboxMail } from '../mail/mail.service.js';
import type { Mailer } from '../mail/mail.transport.js';
import { lineEndHasCome, lineEndIsNear } from '../orders/extensions.service.js';
import { clockMove, remindLineEnd } from '../orders/lifecycle.service.js';
import { creditRentMonths } from '../orders/rent-money.js';
import { cleanupReportPhotos } from '../orders/report-photos.repository.js';
import { revealDue } from '../reviews/reviews.service.js';
import { runItemAlerts } from '../saved-searches/matching.js';

/**
 * Runs the jobs that are due (docs/decisions/0007-scheduled-jobs.md). Each batch is claimed with FOR UPDATE SKIP
 * LOCKED inside one transaction, so any number of processes can poll at once and each job runs once; a job's work runs
 * in a savepoint, so a failure is recorded and retried later without undoing the rest of the batch.
 */

/** What a job does; returns normally when done (including "nothing left to do"), throws to be retried. */
type Handler = (tx: Executor, refId: number, now: Date, deps: JobDeps) => Promise<unknown>;

/** What some jobs need beyond the database: the picture store (removing report photos never attached), the mail server. */
export interface JobDeps {
  images?: ImageStore;
  mailer?: Mailer;
}

const HANDLERS: Record<JobKind, Handler> = {
  line_confirm_delivery: (tx, id, now) => clockMove(tx, id, 'confirm_delivery', now),
  line_confirm_return: (tx, id, now) => clockMove(tx, id, 'confirm_return', now),
  // extensions: a job for an end date an extension moved finds the line's end still ahead and does nothing.
  line_return_due: async (tx, id, now) => (await lineEndHasCome(tx, id, now)) && clockMove(tx, id, 'request_return', now),
  line_ends_soon: async (tx, id, now) => (await lineEndIsNear(tx, id, now)) && remindLineEnd(tx, id),
  report_photos_cleanup: (tx, id, now, deps) => {
    // Thrown, so the job is retried by a process that has the store rather than marked done with files left behind.
    if (!deps.images) throw new Error('report_photos_cleanup needs the image store');
    return cleanupReportPhotos(tx, id, now, deps.images);
  },
  line_rent_month: (tx, id, now) => creditRentMonths(tx, id, now),
  review_reveal: (tx, id, now) => revealDue(tx, id, now),
  mail_send: (tx, id, now, deps) => sendOutboxMail(tx, id, now, deps.mailer),
  saved_search_product: (tx, id, now) => runItemAlerts(tx, 'products', id, now),
  saved_search_listing: (tx, id, now) => runItemAlerts(tx, 'listings', id, now),
};

/**
 * What a kind records on its own row when a try fails, in the claiming transaction after the try's savepoint is undone
 * (`final`: the job has used its JOB_MAX_ATTEMPTS and will not run again).
 */
const ON_FAILURE: Partial<Record<JobKind, (tx: Executor, refId: number, error: string, final: boolean) => Promise<void>>> = {
  mail_send: recordMailFailure,
};

/**
 * What each kind's `refId` numbers: an order line, a mail in the outbox, or the product or ad a saved search is matched
 * against. Written per kind (a Record, so a new kind must say) rather than as a list beside the contract's JOB_KINDS.
 */
const REF_OF: Record<JobKind, 'line' | 'mail' | 'product' | 'listing'> = {
  line_confirm_delivery: 'line',
  line_confirm_return: 'line',
  line_return_due: 'line',
  line_ends_soon: 'line',
  report_photos_cleanup: 'line',
  line_rent_month: 'line',
  review_reveal: 'line',
  mail_send: 'mail',
  saved_search_product: 'product',
  saved_search_listing: 'listing',
};

/** The kinds whose `refId` is an order line (the others' is a mail, a product or an ad, numbered apart). */
export const LINE_JOB_KINDS: readonly JobKind[] = (Object.keys(REF_OF) as JobKind[]).filter((kind) => REF_OF[kind] === 'line');

/** A job that failed this many times is left for a person to look at (its last error is kept). */
export const JOB_MAX_ATTEMPTS = 5;
const RETRY_AFTER_MS = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** attempt);

/** Jobs claimed by one poll's transaction. */
const JOB_BATCH = 20;

/**
 * Runs up to `limit` jobs due at `now` (the clock is the caller's, so tests move it); returns how many ran. `refId`
 * and `kinds` keep to the jobs of one thing: the browser tests move one order line's clock (the kinds keyed by a line,
 * since a mail or a product may have the same number) on a server other tests share, or send the mail that is due.
 */
export async function runDueJobs(
  db: Db,
  now: Date,
  limit = JOB_BATCH,
  deps: JobDeps = {},
  only: { refId?: number; kinds?: readonly JobKind[] } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scheduledJobs.id, kind: scheduledJobs.kind, refId: scheduledJobs.refId, attempts: scheduledJobs.attempts })
      .from(scheduledJobs)
      .where(
        and(
          isNull(scheduledJobs.doneAt),
          lte(scheduledJobs.runAt, now),
          lt(scheduledJobs.attempts, JOB_MAX_ATTEMPTS),
          only.refId === undefined ? undefined : eq(scheduledJobs.refId, only.refId),
          only.kinds === undefined ? undefined : inArray(scheduledJobs.kind, [...only.kinds]),
        ),
      )
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const job of due) {
      try {
        await tx.transaction((work) => HANDLERS[job.kind](work, job.refId, now, deps));
        await tx.update(scheduledJobs).set({ doneAt: now }).where(sql`${scheduledJobs.id} = ${job.id}`);
      } catch (error) {
        const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
        await tx
          .update(scheduledJobs)
          .set({ attempts: job.attempts + 1, lastError, runAt: new Date(now.getTime() + RETRY_AFTER_MS(job.attempts)) })
          .where(sql`${scheduledJobs.id} = ${job.id}`);
        await ON_FAILURE[job.kind]?.(tx, job.refId, lastError, job.attempts + 1 >= JOB_MAX_ATTEMPTS);
      }
    }
    return due.length;
  });
}

/**
 * Polls every `intervalMs` until stopped; a failed poll is logged and the next one tries again. The stop waits for a
 * batch that is running (shutdown must not close the database under it); no new batch starts after it.
 */
export function startJobWorker(db: Db, deps: JobDeps, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = (async () => {
      try {
        // Drain: a full batch means more may be due.
        while (!stopped && (await runDueJobs(db, new Date(), JOB_BATCH, deps)) === JOB_BATCH) {}
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
