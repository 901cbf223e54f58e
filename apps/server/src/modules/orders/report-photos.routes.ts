import { itemIdParam, LINE_MSG, LINE_REPORT_LIMITS, messageResponse, reportPhotoParams, reportPhotoUpload } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import type { ImageStore } from '../../lib/storage.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as photos from './report-photos.service.js';

/**
 * Photos for a line's handover and return reports (docs/renting.md "Photos"): the owner side uploads them, then lists
 * their ids in the report of `deliver` or `record_return`. Private: the lifecycle view gives signed URLs to the line's
 * buyer, its owner and admins.
 */
export const reportPhotosRoutes: FastifyPluginAsyncZod<{ images: ImageStore; pictures: PictureUrls }> = async (app, options) => {
  const deps: photos.ReportPhotoDeps = { db: app.db, images: options.images, pictures: options.pictures };
  const side = requireRole('user', 'owner', 'admin');
  const tags = ['orders'];

  app.post(
    '/orders/items/:itemId/report-photos',
    {
      onRequest: side,
      schema: {
        tags,
        summary:
          `Upload one photo for the line's handover or return report (multipart field image; JPEG, PNG or WebP, 5 MB): ` +
          `the line's owner (an admin for an ad line), while the report is due. At most ${LINE_REPORT_LIMITS.photosMax} ` +
          'may wait unattached; unattached ones are removed after a day. Answers its id (for the report) and a signed thumbnail URL',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: itemIdParam,
        response: { 201: reportPhotoUpload, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      if (!form.file) throw new AppError('IMAGE_REQUIRED', 400, LINE_MSG.photoRequired);
      const uploaded = await photos.uploadReportPhoto(deps, principalOf(request), request.params.itemId, form.file.buffer);
      return reply.code(201).send(uploaded);
    },
  );

  app.delete(
    '/orders/items/:itemId/report-photos/:photoId',
    {
      onRequest: side,
      schema: {
        tags,
        summary: 'Remove a report photo the owner side uploaded and has not put in a report yet (409 once it is in one)',
        security: bearer,
        params: reportPhotoParams,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await photos.removeReportPhoto(deps, principalOf(request), request.params.itemId, request.params.photoId);
      return { message: LINE_MSG.photoRemoved };
    },
  );
};
