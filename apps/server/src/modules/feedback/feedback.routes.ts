import {
  adminFeedback,
  engagementIdParam,
  FEEDBACK_MSG,
  feedbackInput,
  feedbackSummary,
  messageResponse,
  myFeedback,
  myFeedbackQuery,
  pagination,
  productRating,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as feedback from './feedback.service.js';

/** Buyers rate accepted product lines; admins read and delete feedback; anyone reads a product's average. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = requireRole('user');
  const admin = requireRole('admin');
  const tags = ['feedback'];

  app.post(
    '/feedbacks',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary:
          'Rate one of your own accepted product lines 1–5 with an optional comment (≤ 1000). Once per line: 409 the second time, and 409 while the line is not accepted.',
        body: feedbackInput,
        item: myFeedback,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => reply.code(201).send(await feedback.giveFeedback(app.db, principalOf(request).id, request.body)),
  );

  app.get(
    '/feedbacks/mine',
    {
      onRequest: buyer,
      schema: listSchema({
        tags,
        summary: 'Your feedback on the given order lines (item_ids: comma-separated, at most 100); lines you have not rated are absent',
        item: myFeedback,
        querystring: myFeedbackQuery,
      }),
    },
    async (request) => feedback.myFeedback(app.db, principalOf(request).id, request.query.item_ids),
  );

  app.get(
    '/products/:id/rating',
    {
      schema: {
        tags,
        summary: "A public product's average rating (one decimal, null without ratings) and number of ratings",
        params: engagementIdParam,
        response: { 200: productRating, ...errorResponses(400, 404) },
      },
    },
    async (request) => feedback.productRating(app.db, request.params.id),
  );

  app.get(
    '/admin/feedbacks',
    {
      onRequest: admin,
      schema: listSchema({
        tags: ['admin'],
        summary: 'Every feedback, newest first (total in X-Total-Count; the average is at /admin/feedbacks/summary)',
        item: adminFeedback,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await feedback.listFeedbacks(app.db, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.get(
    '/admin/feedbacks/summary',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Total number of feedbacks and the average rating over all of them (one decimal; null when there are none)',
        security: bearer,
        response: { 200: feedbackSummary, ...errorResponses(401, 403) },
      },
    },
    async () => feedback.feedbackSummary(app.db),
  );

  app.delete(
    '/admin/feedbacks/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a feedback for good',
        security: bearer,
        params: engagementIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await feedback.deleteFeedback(app.db, request.params.id);
      return { message: FEEDBACK_MSG.deleted };
    },
  );
};
