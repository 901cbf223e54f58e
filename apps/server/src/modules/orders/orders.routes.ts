import {
  adminOrder,
  adminOrdersQuery,
  buyerOrder,
  buyerOrderLine,
  checkoutHeaders,
  checkoutInput,
  disputeRow,
  disputesQuery,
  extensionParams,
  extensionQuote,
  extensionRequestInput,
  extensionView,
  IDEMPOTENCY_KEY_HEADER,
  itemIdParam,
  lineLifecycle,
  lineMoveInput,
  myOrderRow,
  ORDER_MSG,
  ownerIdParam,
  ownerOrderRow,
  ownerOrdersQuery,
  pagination,
  userIdParam,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentStatus } from '../../lib/idempotency.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole, signedInStateInHandler } from '../../plugins/auth.js';
import { listDisputes } from './disputes.js';
import * as extensions from './extensions.service.js';
import * as lifecycle from './lifecycle.service.js';
import * as orders from './orders.service.js';

/**
 * Checkout, the buyer's orders, owners' order requests and decisions, and the admin's view of every order.
 * `:itemId` in accept/reject/cancel is an order LINE id (`item_id` in every order view), not an order id.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ pictures: PictureUrls }> = async (app, options) => {
  const buyer = requireRole('user');
  const owner = requireRole('owner');
  const admin = requireRole('admin');
  const tags = ['orders'];

  app.post(
    '/orders',
    {
      onRequest: signedInStateInHandler(ORDER_MSG.loginToOrder, 'user'),
      schema: createdSchema({
        tags,
        summary:
          'Checkout (demo payment). Prices come from the database; client prices are ignored. Send an Idempotency-Key header ' +
          '(≤100 printable ASCII characters, e.g. a UUID per checkout attempt): a repeat with the same key returns the same ' +
          'order with 200 and Idempotent-Replayed: true instead of creating another, for 24 hours; the same key with a ' +
          'different body gets 422 (IDEMPOTENCY_KEY_REUSED).',
        headers: checkoutHeaders,
        body: checkoutInput,
        item: buyerOrder,
        errors: [400, 401, 403, 409, 422],
        existing: true,
      }),
    },
    async (request, reply) => {
      const { id, sv } = principalOf(request);
      const result = await orders.checkout(app.db, id, request.body, request.headers[IDEMPOTENCY_KEY_HEADER], sv);
      return reply.code(idempotentStatus(reply, result.replayed)).send(result.order);
    },
  );

  app.get(
    '/orders/my-orders',
    {
      onRequest: owner,
      schema: listSchema({
        tags,
        summary: "Owner's My Orders: lines of the caller's products that were accepted (sold or rented out), newest first",
        item: myOrderRow,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await orders.listOwnerSales(app.db, principalOf(request).id, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.get(
    '/orders/owner/:ownerId',
    {
      onRequest: owner,
      schema: listSchema({
        tags,
        summary: "Order Requests: every line of the caller's products with the customer's name, newest first (own id only)",
        item: ownerOrderRow,
        querystring: ownerOrdersQuery,
        params: ownerIdParam,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await orders.listOwnerRequests(
        app.db,
        principalOf(request).id,
        request.params.ownerId,
        request.query.status,
        page,
        limit,
      );
      return reply.sendPage(items, total);
    },
  );

  app.get(
    '/orders/:userId',
    {
      onRequest: buyer,
      schema: listSchema({
        tags,
        summary: "The buyer's orders with their lines, newest first (own id only)",
        item: buyerOrder,
        querystring: pagination,
        params: userIdParam,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await orders.listBuyerOrders(app.db, principalOf(request).id, request.params.userId, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.put(
    '/orders/items/:itemId/cancel',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: 'The buyer cancels one line of their own order while it is still pending',
        security: bearer,
        params: itemIdParam,
        response: { 200: buyerOrderLine, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => orders.cancelLine(app.db, principalOf(request).id, request.params.itemId),
  );

  // The life of an accepted line: handover, the months of a rental, return (docs/renting.md).
  const side = requireRole('user', 'owner', 'admin');
  app.get(
    '/orders/items/:itemId/lifecycle',
    {
      onRequest: side,
      schema: {
        tags,
        summary: "An accepted line's stage, its history and what the caller may do next (its buyer, its owner, or an admin)",
        security: bearer,
        params: itemIdParam,
        response: { 200: lineLifecycle, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => lifecycle.lineLifecycle(app.db, principalOf(request), request.params.itemId, options.pictures),
  );

  app.post(
    '/orders/items/:itemId/lifecycle',
    {
      onRequest: side,
      schema: {
        tags,
        summary:
          'Move an accepted line: the owner records the handover (`deliver`, with a report), the buyer confirms it or ' +
          'disputes it (with a reason), the buyer asks to return a rental. 403 when the caller may not make the move, 409 ' +
          'when the line is not where the move starts',
        security: bearer,
        params: itemIdParam,
        body: lineMoveInput,
        response: { 200: lineLifecycle, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => lifecycle.moveLineStage(app.db, principalOf(request), request.params.itemId, request.body, options.pictures),
  );

  // extensions: asking for more months of a running rental, and the answer (docs/renting.md "Extending a rental").
  app.get(
    '/orders/items/:itemId/extensions/quote',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: "What `months` more of a running rental would cost and until when (the rental's buyer), before asking",
        security: bearer,
        params: itemIdParam,
        querystring: extensionRequestInput,
        response: { 200: extensionQuote, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => extensions.quoteExtension(app.db, principalOf(request), request.params.itemId, request.query.months),
  );

  app.post(
    '/orders/items/:itemId/extensions',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary:
          "The buyer asks to extend a running rental by `months`, priced by the server at the line's monthly rent. One " +
          'waiting request per line (409); 409 when the rental is not running or its end date has come',
        params: itemIdParam,
        body: extensionRequestInput,
        item: extensionView,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await extensions.requestExtension(app.db, principalOf(request), request.params.itemId, request.body.months)),
  );

  const answer = { accept: extensions.acceptExtension, decline: extensions.declineExtension, withdraw: extensions.withdrawExtension };
  for (const action of ['accept', 'decline', 'withdraw'] as const) {
    app.post(
      `/orders/items/:itemId/extensions/:extensionId/${action}`,
      {
        onRequest: action === 'withdraw' ? buyer : requireRole('owner', 'admin'),
        schema: {
          tags,
          summary:
            action === 'withdraw'
              ? 'The buyer withdraws a waiting extension request'
              : `The line's owner (an admin for an ad's line) ${action}s a waiting extension request` +
                (action === 'accept' ? '; 409 when the units are taken for the new dates or the rental moved on' : ''),
          security: bearer,
          params: extensionParams,
          response: { 200: extensionView, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => answer[action](app.db, principalOf(request), request.params.itemId, request.params.extensionId),
    );
  }

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.put(
      `/orders/:itemId/${action}`,
      {
        onRequest: owner,
        schema: {
          tags,
          summary:
            `${action === 'accept' ? 'Accept' : 'Reject'} a pending order line of one of your products (:itemId is the line's item_id)` +
            (action === 'accept' ? '; credits your wallet with the line total' : ''),
          security: bearer,
          params: itemIdParam,
          response: { 200: ownerOrderRow, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => orders.decideAsOwner(app.db, principalOf(request).id, request.params.itemId, status),
    );

    app.put(
      `/admin/order-items/:itemId/${action}`,
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a pending line for an ad (listing lines have no owner account)`,
          security: bearer,
          params: itemIdParam,
          response: { 200: ownerOrderRow, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => orders.decideAsAdmin(app.db, request.params.itemId, status, principalOf(request).id),
    );
  }

  app.get(
    '/admin/orders',
    {
      onRequest: admin,
      schema: listSchema({
        tags: ['admin'],
        summary: 'Every order, newest first; filter by derived status and by IST calendar dates from/to (inclusive)',
        item: adminOrder,
        querystring: adminOrdersQuery,
      }),
    },
    async (request, reply) => {
      const { limit } = await request.page();
      const { items, total } = await orders.listAllOrders(app.db, request.query, limit);
      return reply.sendPage(items, total);
    },
  );

  // disputes desk
  app.get(
    '/admin/disputes',
    {
      onRequest: admin,
      schema: listSchema({
        tags: ['admin'],
        summary:
          'Lines whose buyer disputed the handover or the return report, oldest dispute first: the queue an admin decides ' +
          "(POST /api/orders/items/:itemId/lifecycle { event: 'decide_dispute', note, deduction? }); total in X-Total-Count",
        item: disputeRow,
        querystring: disputesQuery,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await listDisputes(app.db, page, limit));
    },
  );
};
