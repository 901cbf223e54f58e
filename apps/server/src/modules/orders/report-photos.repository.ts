import { LINE_MSG, LINE_REPORT_LIMITS, REPORT_PHOTO_UNUSED_HOURS, type ReportPhoto } from '@kiraya/contract';
import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reportPhotos } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { ImageStore } from '../../lib/storage.js';

/** The rows of `report_photos` (docs/renting.md "Photos"): attached in a move's transaction, cleaned by a job. */

type Side = 'owner' | 'buyer';

/** Photos the line's `side` uploaded and has not attached to a report yet. */
export async function waitingCount(db: Executor, itemId: number, side: Side): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportPhotos)
    .where(and(eq(reportPhotos.orderItemId, itemId), eq(reportPhotos.side, side), eq(reportPhotos.used, false)));
  return row?.n ?? 0;
}

/**
 * Attaches a report's photos in the move's transaction: each must be uploaded for this line by `side` and not yet in
 * a report (400 otherwise, with the message the form shows). Of two moves attaching the same photo, one does.
 */
export async function attachReportPhotos(tx: Executor, itemId: number, side: Side, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const fail = (message: string) => badRequest(message, { 'report.photos': [message] });
  if (ids.length > LINE_REPORT_LIMITS.photosMax) throw fail(LINE_MSG.tooManyPhotos);
  if (new Set(ids).size !== ids.length) throw fail(LINE_MSG.photoRepeated);
  const rows = await tx
    .select()
    .from(reportPhotos)
    .where(inArray(reportPhotos.id, [...ids]))
    .for('update');
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.orderItemId !== itemId || row.side !== side) throw fail(LINE_MSG.photoNotFound);
    if (row.used) throw fail(LINE_MSG.photoUsed);
  }
  await tx
    .update(reportPhotos)
    .set({ used: true })
    .where(inArray(reportPhotos.id, [...ids]));
}

/** The signed URLs of a line's photos by id (the lifecycle view picks those each report lists). */
export async function linePhotoUrls(db: Executor, itemId: number, pictures: PictureUrls): Promise<Map<string, ReportPhoto>> {
  const rows = await db
    .select({ id: reportPhotos.id, key: reportPhotos.imageKey })
    .from(reportPhotos)
    .where(and(eq(reportPhotos.orderItemId, itemId), eq(reportPhotos.used, true)))
    .orderBy(asc(reportPhotos.createdAt));
  return new Map(rows.map((r) => [r.id, { id: r.id, card_url: pictures(r.key, 'card', false), full_url: pictures(r.key, 'full', false) }]));
}

/**
 * The cleanup job: removes the line's photos that were never attached to a report within REPORT_PHOTO_UNUSED_HOURS
 * (their rows, then their files). Younger ones wait for their own job.
 */
export async function cleanupReportPhotos(tx: Executor, itemId: number, now: Date, images: ImageStore): Promise<number> {
  const before = new Date(now.getTime() - REPORT_PHOTO_UNUSED_HOURS * 3_600_000);
  const gone = await tx
    .delete(reportPhotos)
    .where(and(eq(reportPhotos.orderItemId, itemId), eq(reportPhotos.used, false), lte(reportPhotos.createdAt, before)))
    .returning({ key: reportPhotos.imageKey });
  // A file that cannot be deleted fails the job: its savepoint puts the rows back, and the job is tried again.
  await Promise.all(gone.map((g) => images.delete(g.key)));
  return gone.length;
}
