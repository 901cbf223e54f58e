import { randomUUID } from 'node:crypto';
import { LINE_MSG, LINE_REPORT_LIMITS, REPORT_PHOTO_UNUSED_HOURS, type ReportPhotoUpload } from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, reportPhotos } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { ImageStore } from '../../lib/storage.js';
import type { Principal } from '../../plugins/auth.js';
import { scheduleJob } from '../jobs/schedule.js';
import { storeUploadedImage } from '../products/products.service.js';
import { actorsOf, type Found, findOrThrow, nextFor } from './lifecycle.service.js';
import { waitingCount } from './report-photos.repository.js';

/**
 * Photos of a line's handover and return reports (docs/renting.md "Photos"). The owner side uploads them one by one
 * while it records a report; the move that records the report attaches them (marks them used) in its transaction.
 * They are private pictures: the store's `/uploads/` serves them only with a signature the lifecycle view makes for
 * the line's buyer, its owner and admins. Unused ones go a day later (the `report_photos_cleanup` job).
 */

export interface ReportPhotoDeps {
  db: Db;
  images: ImageStore;
  pictures: PictureUrls;
}

/** The moves that carry a report the owner side's photos go with. */
const REPORT_MOVES = ['deliver', 'record_return'] as const;

/** The caller's owner side of the line (403 otherwise), while a report is due from it (409 otherwise). */
function assertOwnerSideNow(found: Found, who: Principal): void {
  const actors = actorsOf(found, who);
  if (!actors.includes('owner')) throw forbidden(LINE_MSG.photoNotYours);
  const next = nextFor(found, ['owner']);
  if (!REPORT_MOVES.some((m) => next.includes(m))) throw conflict(LINE_MSG.photoNotNow);
}

const tooMany = () => conflict(LINE_MSG.photosWaiting);

/**
 * Stores one report photo for the line (same checks, size limit, EXIF stripping and WebP variants as item photos).
 * At most LINE_REPORT_LIMITS.photosMax may wait unattached per line and side (409 beyond).
 */
export async function uploadReportPhoto(deps: ReportPhotoDeps, who: Principal, itemId: number, image: Buffer): Promise<ReportPhotoUpload> {
  // Checked before the picture is processed, and again under the line's lock.
  assertOwnerSideNow(await findOrThrow(deps.db, itemId), who);
  if ((await waitingCount(deps.db, itemId, 'owner')) >= LINE_REPORT_LIMITS.photosMax) throw tooMany();
  const id = randomUUID();
  const key = await storeUploadedImage(deps.images, image, 'reports', id);
  try {
    await deps.db.transaction(async (tx) => {
      // The line's row lock: two uploads at once cannot both pass the count.
      await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, itemId)).for('update');
      assertOwnerSideNow(await findOrThrow(tx, itemId), who);
      if ((await waitingCount(tx, itemId, 'owner')) >= LINE_REPORT_LIMITS.photosMax) throw tooMany();
      const now = new Date();
      await tx
        .insert(reportPhotos)
        .values({ id, orderItemId: itemId, side: 'owner', uploaderRole: who.role, uploaderId: who.id, imageKey: key, createdAt: now });
      // A second past the day, so the job finds this photo old enough.
      await scheduleJob(tx, 'report_photos_cleanup', itemId, new Date(now.getTime() + REPORT_PHOTO_UNUSED_HOURS * 3_600_000 + 1000));
    });
  } catch (error) {
    await deps.images.delete(key).catch(() => {});
    throw error;
  }
  return { id, url: deps.pictures(key, 'card', false) };
}

/** Removes an unattached photo the owner side uploaded for the line (404 when it is not one, 409 once in a report). */
export async function removeReportPhoto(deps: ReportPhotoDeps, who: Principal, itemId: number, photoId: string): Promise<void> {
  const found = await findOrThrow(deps.db, itemId);
  if (!actorsOf(found, who).includes('owner')) throw forbidden(LINE_MSG.photoNotYours);
  const key = await deps.db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(reportPhotos)
      .where(and(eq(reportPhotos.id, photoId), eq(reportPhotos.orderItemId, itemId), eq(reportPhotos.side, 'owner')))
      .for('update');
    if (!photo) throw notFound(LINE_MSG.photoNotFound);
    if (photo.used) throw conflict(LINE_MSG.photoUsed);
    await tx.delete(reportPhotos).where(eq(reportPhotos.id, photoId));
    return photo.imageKey;
  });
  await deps.images.delete(key).catch(() => {});
}
