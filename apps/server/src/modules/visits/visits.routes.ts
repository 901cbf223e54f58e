import {
  acceptOfferResponse,
  checkoutDetailsInput,
  rentalOfferIdParam,
  rentalOfferInput,
  rentalOfferView,
  VISIT_MSG,
  visitConfirmInput,
  visitIdParam,
  visitListQuery,
  visitNoteInput,
  visitProposeInput,
  visitRequestInput,
  visitView,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole, signedIn } from '../../plugins/auth.js';
import * as visits from './visits.service.js';

/**
 * Visits to a property and rental offers (docs/renting.md "Visits and rental offers"). A buyer asks, the owner
 * confirms one of the times, proposes another or declines; the buyer accepts a proposed time or cancels. After a
 * confirmed visit the owner may send an offer, which the buyer accepts into an order (accepted at once) or declines.
 * Someone else's visit or offer answers 404, like a missing one.
 */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = requireRole('user');
  const owner = requireRole('owner');
  const tags = ['visits'];
  const moveResponses = { 200: visitView, ...errorResponses(400, 401, 403, 404, 409) };
  const offerMoveResponses = { 200: rentalOfferView, ...errorResponses(400, 401, 403, 404, 409) };
  /** The schema of a move on a visit or an offer: its id in the path, a body if the move takes one, and the visit or
   * offer answered as it is now (409 when it moved on meanwhile). */
  const moveSchema = <Params extends z.ZodType, Response extends object, Body extends z.ZodType = z.ZodUndefined>(
    summary: string,
    params: Params,
    response: Response,
    body?: Body,
  ) =>
    ({ tags, summary, security: bearer, params, ...(body ? { body } : {}), response }) as {
      tags: string[];
      summary: string;
      security: typeof bearer;
      params: Params;
      body: Body;
      response: Response;
    };

  app.post(
    '/visits',
    {
      onRequest: signedIn(VISIT_MSG.loginToVisit, 'user'),
      schema: createdSchema({
        tags,
        summary:
          'Ask to visit an approved property (flat, room, PG or shop) at one to three times, each from tomorrow to 30 days ahead ' +
          '(09:00–19:00, half-hourly, India time). One open visit per buyer and property (409).',
        body: visitRequestInput,
        item: visitView,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => reply.code(201).send(await visits.requestVisit(app.db, principalOf(request).id, request.body)),
  );

  for (const [path, side, who] of [
    ['/visits/mine', buyer, 'The buyer’s'],
    ['/visits/owner', owner, 'Visit requests for the owner’s properties,'],
  ] as const) {
    app.get(
      path,
      {
        onRequest: side,
        schema: listSchema({
          tags,
          summary: `${who} visits newest first, each with its rental offers; optional status filter. Phones only once confirmed.`,
          item: visitView,
          querystring: visitListQuery,
        }),
      },
      async (request, reply) => {
        const { page, limit } = await request.page();
        const id = principalOf(request).id;
        const { items, total } = await visits.listVisits(
          app.db,
          path === '/visits/mine' ? { userId: id } : { ownerId: id },
          request.query.status,
          page,
          limit,
        );
        return reply.sendPage(items, total);
      },
    );
  }

  /* Owner's moves */

  app.post(
    '/visits/:id/confirm',
    {
      onRequest: owner,
      schema: moveSchema(
        "Confirm one of the buyer's times (slot: its 0-based index) of a requested visit",
        visitIdParam,
        moveResponses,
        visitConfirmInput,
      ),
    },
    async (request) => visits.confirmVisit(app.db, principalOf(request).id, request.params.id, request.body.slot),
  );

  app.post(
    '/visits/:id/propose',
    {
      onRequest: owner,
      schema: moveSchema(
        'Propose another time (same window as the buyer’s), with an optional note; the buyer then accepts it or cancels',
        visitIdParam,
        moveResponses,
        visitProposeInput,
      ),
    },
    async (request) => visits.proposeVisitTime(app.db, principalOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/visits/:id/decline',
    {
      onRequest: owner,
      schema: moveSchema(
        'Decline an open visit, with an optional note; withdraws the rental offer waiting for the buyer, if any',
        visitIdParam,
        moveResponses,
        visitNoteInput,
      ),
    },
    async (request) => visits.declineVisit(app.db, principalOf(request).id, request.params.id, request.body.note),
  );

  app.post(
    '/visits/:id/offers',
    {
      onRequest: owner,
      schema: createdSchema({
        tags,
        summary:
          'Send a rental offer after a confirmed visit: monthly rent and deposit in rupees, move-in day (today to 90 days ahead), ' +
          'tenure 1–36 months. Replaces (withdraws) the offer waiting before.',
        params: visitIdParam,
        body: rentalOfferInput,
        item: rentalOfferView,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await visits.sendOffer(app.db, principalOf(request).id, request.params.id, request.body)),
  );

  app.post(
    '/rental-offers/:id/withdraw',
    {
      onRequest: owner,
      schema: moveSchema('Withdraw an offer of yours while it waits for the buyer', rentalOfferIdParam, offerMoveResponses),
    },
    async (request) => visits.withdrawOffer(app.db, principalOf(request).id, request.params.id),
  );

  /* Buyer's moves */

  app.post(
    '/visits/:id/accept-time',
    {
      onRequest: buyer,
      schema: moveSchema("Accept the owner's proposed time: the visit is confirmed for it", visitIdParam, moveResponses),
    },
    async (request) => visits.acceptVisitTime(app.db, principalOf(request).id, request.params.id),
  );

  app.post(
    '/visits/:id/cancel',
    {
      onRequest: buyer,
      schema: moveSchema(
        'Cancel an open visit, with an optional note to the owner; withdraws the offer waiting for you, if any',
        visitIdParam,
        moveResponses,
        visitNoteInput,
      ),
    },
    async (request) => visits.cancelVisit(app.db, principalOf(request).id, request.params.id, request.body.note),
  );

  app.post(
    '/rental-offers/:id/decline',
    {
      onRequest: buyer,
      schema: moveSchema('Decline an offer made to you while it waits', rentalOfferIdParam, offerMoveResponses),
    },
    async (request) => visits.declineOffer(app.db, principalOf(request).id, request.params.id),
  );

  app.post(
    '/rental-offers/:id/accept',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary:
          'Accept an offer with the checkout’s delivery and payment details: places an order of one rent line, accepted at once, ' +
          'and pays the first month and the deposit (demo). 409 when the offer is no longer open, its move-in day has passed, ' +
          'or the property is rented for those dates.',
        params: rentalOfferIdParam,
        body: checkoutDetailsInput,
        item: acceptOfferResponse,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await visits.acceptOffer(app.db, principalOf(request).id, request.params.id, request.body)),
  );
};
