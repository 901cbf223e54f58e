import { adminPaymentsQuery, payment, paymentIdParam } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { requireRole } from '../../plugins/auth.js';
import { processWithdrawal } from '../wallet/wallet.service.js';
import * as payments from './payments.service.js';

/** Admin Payment History: checkout payments and owner withdrawals. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/payments',
    {
      onRequest: admin,
      schema: listSchema({
        tags,
        summary: 'Checkout payments and withdrawals, newest first; optional status filter',
        item: payment,
        querystring: adminPaymentsQuery,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await payments.listPayments(app.db, request.query.status, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.put(
    '/admin/payments/:id/process',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Mark a pending withdrawal processed: the payment succeeds and the owner's ledger debit becomes processed",
        security: bearer,
        params: paymentIdParam,
        response: { 200: payment, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => processWithdrawal(app.db, request.params.id),
  );
};
