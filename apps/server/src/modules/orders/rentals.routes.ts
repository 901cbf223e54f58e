import { myRentals } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as rentals from './rentals.service.js';

/** The buyer's "My rentals" (docs/renting.md "The money"). */
export const rentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/rentals',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['orders'],
        summary:
          "The caller's rentals that have not ended (stage, dates, months, monthly rent, the next month and reminder), the " +
          'deposits held, the refunds ledger (newest 50) and totals. Buyers only.',
        security: bearer,
        response: { 200: myRentals, ...errorResponses(401, 403) },
      },
    },
    async (request) => rentals.myRentals(app.db, principalOf(request).id),
  );
};
