import {
  grantVerificationInput,
  idParam,
  myVerification,
  ownerProfile,
  ownerVerification,
  pagination,
  revokeVerificationInput,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as trust from './trust.service.js';

/** Verified owners (granted and revoked by admins, with what was checked) and the public owner profile. */
export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');
  const owner = requireRole('owner');

  app.get(
    '/admin/owners/:id/verification',
    {
      onRequest: admin,
      schema: {
        tags: ['trust'],
        summary: "An owner's verified status and every grant and revocation, newest first",
        security: bearer,
        params: idParam,
        response: { 200: ownerVerification, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => trust.verificationOf(app.db, request.params.id),
  );

  app.post(
    '/admin/owners/:id/verification',
    {
      onRequest: admin,
      schema: {
        tags: ['trust'],
        summary: 'Grant "Verified owner", recording the documents checked, the day and a note',
        security: bearer,
        params: idParam,
        body: grantVerificationInput,
        response: { 200: ownerVerification, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => trust.grant(app.db, request.params.id, principalOf(request).id, request.body),
  );

  app.post(
    '/admin/owners/:id/verification/revoke',
    {
      onRequest: admin,
      schema: {
        tags: ['trust'],
        summary: 'Take "Verified owner" back, with the reason',
        security: bearer,
        params: idParam,
        body: revokeVerificationInput,
        response: { 200: ownerVerification, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => trust.revoke(app.db, request.params.id, principalOf(request).id, request.body.reason),
  );

  app.get(
    '/owner/verification',
    {
      onRequest: owner,
      schema: {
        tags: ['trust'],
        summary: 'The signed-in owner’s own verified status',
        security: bearer,
        response: { 200: myVerification, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => trust.myVerification(app.db, principalOf(request).id),
  );

  app.get(
    '/owners/:id/profile',
    {
      schema: {
        tags: ['trust'],
        summary: 'Public owner profile: name, locality, member since, verified status and available items (no e-mail or phone)',
        params: idParam,
        querystring: pagination,
        response: { 200: ownerProfile, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const result = await trust.profile(app.db, request.params.id, page, limit);
      return reply.sendPage(result, result.total_items);
    },
  );
};
