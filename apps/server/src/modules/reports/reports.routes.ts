import { adminReportsQuery, engagementIdParam, messageResponse, REPORT_MSG, report, reportInput } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole, signedIn } from '../../plugins/auth.js';
import * as reports from './reports.service.js';

/** 'Report this ad' for buyers and owners; the admin's Reports table, where Ignore and Delete are stored. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.post(
    '/reports',
    {
      onRequest: signedIn(REPORT_MSG.loginRequired, 'user', 'owner'),
      schema: createdSchema({
        tags: ['reports'],
        summary: 'Report a public product or ad (buyers and owners). One open report per reporter and item (409 otherwise).',
        body: reportInput,
        item: report,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => reply.code(201).send(await reports.fileReport(app.db, principalOf(request), request.body)),
  );

  app.get(
    '/admin/reports',
    {
      onRequest: admin,
      schema: listSchema({
        tags: ['admin'],
        summary: 'Reports in one status (default open), newest first, with the item title (null once the item is deleted)',
        item: report,
        querystring: adminReportsQuery,
      }),
    },
    async (request, reply) => {
      const { limit } = await request.page();
      const { items, total } = await reports.listReports(app.db, request.query, limit);
      return reply.sendPage(items, total);
    },
  );

  // Delete and Ignore close an open report the same way; only the stored status and the reply differ.
  const closings = [
    {
      method: 'DELETE',
      url: '/admin/reports/:id',
      status: 'deleted',
      summary: "Delete an open report: it leaves the open list and is kept with status 'deleted'",
      message: REPORT_MSG.deleted,
    },
    {
      method: 'PUT',
      url: '/admin/reports/:id/ignore',
      status: 'ignored',
      summary: "Ignore an open report: it leaves the open list and is kept with status 'ignored'",
      message: REPORT_MSG.ignored,
    },
  ] as const;
  for (const closing of closings) {
    app.route({
      method: closing.method,
      url: closing.url,
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: closing.summary,
        security: bearer,
        params: engagementIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        await reports.closeReport(app.db, request.params.id, closing.status);
        return { message: closing.message };
      },
    });
  }
};
