import { approvalRequest, MODERATION_MSG, messageResponse, pagination, rejectInput, requestIdParam } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { requireRole } from '../../plugins/auth.js';
import * as moderation from './moderation.service.js';

/** Approval requests: owners' products and buyers' ads wait here until an admin decides. */
export const moderationRoutes: FastifyPluginAsyncZod<{ pictures: PictureUrls }> = async (app, options) => {
  const admin = requireRole('admin');

  app.get(
    '/admin/requests',
    {
      onRequest: admin,
      schema: {
        tags: ['moderation'],
        summary: 'Products and listings waiting for approval, oldest first',
        security: bearer,
        querystring: pagination,
        response: { 200: z.array(approvalRequest), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await moderation.pendingRequests(app.db, options.pictures, page, limit));
    },
  );

  app.put(
    '/admin/requests/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['moderation'],
        summary: 'Approve: the item is public at once',
        security: bearer,
        params: requestIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const item = await moderation.decideRequest(app.db, request.params.id, 'approved');
      return { message: MODERATION_MSG.approved(item.title) };
    },
  );

  app.put(
    '/admin/requests/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags: ['moderation'],
        summary: 'Reject, with an optional reason shown to the owner',
        security: bearer,
        params: requestIdParam,
        body: rejectInput,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const item = await moderation.decideRequest(app.db, request.params.id, 'rejected', request.body?.reason);
      return { message: MODERATION_MSG.rejected(item.title) };
    },
  );
};
