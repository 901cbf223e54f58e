import { dashboardSummary } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { requireRole } from '../../plugins/auth.js';
import { summary } from './dashboard.service.js';

/** The admin dashboard (§2 Dashboard, §3 Dashboard summary). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admins/summary',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard cards, the 10 newest activities and orders / new listings for each of the last 30 IST days',
        security: bearer,
        response: { 200: dashboardSummary, ...errorResponses(401, 403) },
      },
    },
    async () => summary(app.db),
  );
};
