import {
  createSavedSearchInput,
  messageResponse,
  pagination,
  pushKeyResponse,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  SAVED_SEARCH_MSG,
  savedSearch,
  savedSearchIdParam,
  updateSavedSearchInput,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, signedIn } from '../../plugins/auth.js';
import { subscribe, unsubscribe, vapidKeys } from './push.js';
import * as saved from './saved-searches.service.js';

/** A buyer's saved searches and the devices that get their alerts (docs/saved-searches.md). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = signedIn(SAVED_SEARCH_MSG.loginRequired, 'user');
  const tags = ['saved searches'];

  app.get(
    '/saved-searches',
    {
      onRequest: buyer,
      schema: listSchema({ tags, summary: "The caller's saved searches, newest first", item: savedSearch, querystring: pagination }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await saved.listSavedSearches(app.db, principalOf(request).id, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.post(
    '/saved-searches',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary: `Save a search or a filtered list page (at most 20 a buyer; 409 past it, or for the same search twice)`,
        body: createSavedSearchInput,
        item: savedSearch,
        errors: [400, 401, 403, 409],
      }),
    },
    async (request, reply) => reply.code(201).send(await saved.createSavedSearch(app.db, principalOf(request).id, request.body)),
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: 'Rename one of your saved searches, or switch its alerts on or off',
        security: bearer,
        params: savedSearchIdParam,
        body: updateSavedSearchInput,
        response: { 200: savedSearch, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saved.updateSavedSearch(app.db, principalOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: 'Delete one of your saved searches',
        security: bearer,
        params: savedSearchIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await saved.deleteSavedSearch(app.db, principalOf(request).id, request.params.id);
      return { message: SAVED_SEARCH_MSG.deleted };
    },
  );

  app.get(
    '/push/key',
    { schema: { tags, summary: "The site's VAPID public key, for PushManager.subscribe", response: { 200: pushKeyResponse } } },
    async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary: "Keep this device's push subscription for the caller's alerts",
        body: pushSubscriptionInput,
        item: messageResponse,
        errors: [400, 401, 403],
      }),
    },
    async (request, reply) => {
      await subscribe(app.db, principalOf(request).id, request.body);
      return reply.code(201).send({ message: SAVED_SEARCH_MSG.subscriptionSaved });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: "Forget this device's push subscription (the caller's own)",
        security: bearer,
        body: pushUnsubscribeInput,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await unsubscribe(app.db, principalOf(request).id, request.body.endpoint);
      return { message: SAVED_SEARCH_MSG.subscriptionRemoved };
    },
  );
};
