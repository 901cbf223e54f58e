import {
  approvalRequest,
  approvalRequestDetail,
  approveResponse,
  MODERATION_MSG,
  messageResponse,
  pagination,
  rejectInput,
  requestIdParam,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
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
        summary: 'Approve: the item is public at once, and the approval can be undone until `undo_until` (10 seconds)',
        security: bearer,
        params: requestIdParam,
        response: { 200: approveResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const item = await moderation.decideRequest(app.db, request.params.id, 'approved', undefined, principalOf(request).id);
      return { message: MODERATION_MSG.approved(item.title), undo_until: item.undoUntil.toISOString() };
    },
  );

  app.get(
    '/admin/requests/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['moderation'],
        summary: 'One waiting request in full: every photo, the description, the offer, the place and who posted it',
        security: bearer,
        params: requestIdParam,
        response: { 200: approvalRequestDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => moderation.requestDetail(app.db, options.pictures, request.params.id),
  );

  app.put(
    '/admin/requests/:id/undo',
    {
      onRequest: admin,
      schema: {
        tags: ['moderation'],
        summary: 'Undo an approval within 10 seconds: the item goes back to the queue (409 after that)',
        security: bearer,
        params: requestIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => moderation.undoApproval(app.db, request.params.id),
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
      const item = await moderation.decideRequest(app.db, request.params.id, 'rejected', request.body?.reason, principalOf(request).id);
      return { message: MODERATION_MSG.rejected(item.title) };
    },
  );
};
