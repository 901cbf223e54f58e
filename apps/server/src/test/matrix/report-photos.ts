import { randomUUID } from 'node:crypto';
import { reportPhotos } from '../../db/schema/index.js';
import { multipartBody } from '../images.js';
import { type Entry, ownerOwn } from './kit.js';
import { acceptedLine } from './reports.js';

/** Report photos of an accepted line: only its owner side uploads and removes them (an admin only on an ad line). */
export const REPORT_PHOTO_ROUTES: Record<string, Entry> = {
  'POST /api/orders/items/:itemId/report-photos': {
    expect: ownerOwn(201),
    request: async (ctx) => {
      const body = multipartBody({}, { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: ctx.jpeg });
      const { lineId } = await acceptedLine(ctx);
      return { method: 'POST', url: `/api/orders/items/${lineId}/report-photos`, payload: body.payload, headers: body.headers };
    },
  },
  'DELETE /api/orders/items/:itemId/report-photos/:photoId': {
    expect: ownerOwn(),
    request: async (ctx) => {
      const { lineId } = await acceptedLine(ctx);
      const id = randomUUID();
      await ctx.t.db.insert(reportPhotos).values({
        id,
        orderItemId: lineId,
        side: 'owner',
        uploaderRole: 'owner',
        uploaderId: ctx.who.owner.id,
        imageKey: `reports/${id}`,
      });
      return { method: 'DELETE', url: `/api/orders/items/${lineId}/report-photos/${id}` };
    },
  },
};
