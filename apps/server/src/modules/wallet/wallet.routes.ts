import { IDEMPOTENCY_KEY_HEADER, idempotencyHeaders, pagination, wallet, withdrawInput, withdrawResponse } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentStatus } from '../../lib/idempotency.js';
import { bearer, createdSchema, errorResponses } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as walletService from './wallet.service.js';

/** The owner's wallet: an append-only ledger of credits (accepted lines) and debits (withdrawals). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireRole('owner');
  const tags = ['wallet'];

  app.get(
    '/wallet',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: "The caller's balance (rupees, two decimals) and ledger entries newest first; X-Total-Count counts the entries",
        security: bearer,
        querystring: pagination,
        response: { 200: wallet, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { balance, transactions, total } = await walletService.getWallet(app.db, principalOf(request).id, page, limit);
      return reply.sendPage({ balance, transactions }, total);
    },
  );

  app.post(
    '/wallet/withdraw',
    {
      onRequest: owner,
      schema: createdSchema({
        tags,
        summary:
          'Request a withdrawal (body optional: { amount } in rupees, default the whole balance); only when the balance exceeds ₹100. ' +
          'Records a pending debit and a pending payment an admin marks processed. Send an Idempotency-Key header: a repeat ' +
          'within 24 hours answers 200 with Idempotent-Replayed: true and the first withdrawal instead of making another; ' +
          'the same key with a different amount gets 422 (IDEMPOTENCY_KEY_REUSED).',
        headers: idempotencyHeaders,
        body: withdrawInput,
        item: withdrawResponse,
        errors: [400, 401, 403, 422],
        existing: true,
      }),
    },
    async (request, reply) => {
      const result = await walletService.requestWithdrawal(
        app.db,
        principalOf(request).id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(idempotentStatus(reply, result.replayed)).send(result.value);
    },
  );
};
