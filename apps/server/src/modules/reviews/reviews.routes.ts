import {
  adminReviewReport,
  idParam,
  itemIdParam,
  lineReviews,
  MSG,
  messageResponse,
  pagination,
  publicReview,
  reviewDecisionInput,
  reviewIdParam,
  reviewInput,
  reviewReportInput,
  reviewReportsQuery,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as reviews from './reviews.service.js';

/** Reviews both ways (docs/reviews.md): the two sides of a line write, read and report; admins hide; anyone reads revealed ones. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const parties = requireRole('user', 'owner');
  const partiesOrAdmin = requireRole('user', 'owner', 'admin');
  const admin = requireRole('admin');
  const tags = ['reviews'];

  app.get(
    '/orders/items/:itemId/review',
    {
      onRequest: partiesOrAdmin,
      schema: {
        tags,
        summary:
          "The line's reviews as the caller may see them: your own, and the other side's only once revealed (both in, or 14 days after the first). Admins see both.",
        security: bearer,
        params: itemIdParam,
        response: { 200: lineReviews, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.lineReviews(app.db, principalOf(request), request.params.itemId),
  );

  app.put(
    '/orders/items/:itemId/review',
    {
      onRequest: parties,
      schema: createdSchema({
        tags,
        summary:
          'Write (201) or change (200) your review of the line: its buyer rates the owner and the item, its owner the buyer. Once the line is handed over; 409 before, and 409 once your review is revealed.',
        params: itemIdParam,
        body: reviewInput,
        item: lineReviews,
        errors: [400, 401, 403, 404, 409],
        existing: true,
      }),
    },
    async (request, reply) => {
      const { created, review } = await reviews.writeReview(app.db, principalOf(request), request.params.itemId, request.body);
      return reply.code(created ? 201 : 200).send(review);
    },
  );

  app.get(
    '/owners/:id/reviews',
    {
      schema: {
        tags,
        summary: "Revealed buyers' reviews of an owner's items, newest first (X-Total-Count); hidden ones are left out",
        params: idParam,
        querystring: pagination,
        response: { 200: z.array(publicReview), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await reviews.ownerReviews(app.db, request.params.id, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "Revealed buyers' reviews of a public product, newest first (X-Total-Count)",
        params: idParam,
        querystring: pagination,
        response: { 200: z.array(publicReview), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await reviews.productReviews(app.db, request.params.id, page, limit, MSG.productNotFound);
      return reply.sendPage(items, total);
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      onRequest: parties,
      schema: createdSchema({
        tags,
        summary: "Report a revealed review of one of your lines (either side's) to the admins, with a reason. Once per review and person.",
        params: reviewIdParam,
        body: reviewReportInput,
        item: messageResponse,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.reportReview(app.db, principalOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/admin/review-reports',
    {
      onRequest: admin,
      schema: listSchema({
        tags: ['admin'],
        summary: 'Reported reviews, newest first, in one status or all (X-Total-Count)',
        item: adminReviewReport,
        querystring: reviewReportsQuery,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await reviews.listReports(app.db, request.query.status, page, limit);
      return reply.sendPage(items, total);
    },
  );

  for (const [action, to] of [
    ['hide', 'hidden'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/admin/review-reports/:id/${action}`,
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          summary:
            action === 'hide'
              ? 'Hide the reported review (recorded with a note; its rating leaves the totals) and close its open reports'
              : 'Dismiss the report: the review stays',
          security: bearer,
          params: reviewIdParam,
          body: reviewDecisionInput,
          response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => reviews.decideReport(app.db, principalOf(request).id, request.params.id, to, request.body.note),
    );
  }
};
