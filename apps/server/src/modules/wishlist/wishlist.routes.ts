import { addWishlistInput, messageResponse, pagination, userIdParam, WISHLIST_MSG, wishlistEntry, wishlistIdParam } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, signedIn } from '../../plugins/auth.js';
import * as wishlist from './wishlist.service.js';

/** The buyer's wishlist (§7): add, list own, remove own. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = signedIn(WISHLIST_MSG.loginRequired, 'user');
  const tags = ['wishlist'];

  app.post(
    '/wishlist',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary: 'Save a public product or listing; user_id must be the caller. 409 if it is already saved.',
        body: addWishlistInput,
        item: wishlistEntry,
        errors: [400, 401, 403, 404, 409],
      }),
    },
    async (request, reply) => reply.code(201).send(await wishlist.addToWishlist(app.db, principalOf(request).id, request.body)),
  );

  app.get(
    '/wishlist/:userId',
    {
      onRequest: buyer,
      schema: listSchema({
        tags,
        summary: "The caller's saved items that are still public, newest first (own id only)",
        item: wishlistEntry,
        querystring: pagination,
        params: userIdParam,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await wishlist.listWishlist(app.db, principalOf(request).id, request.params.userId, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.delete(
    '/wishlist/:wishlistId',
    {
      onRequest: buyer,
      schema: {
        tags,
        summary: 'Remove one of your own saved items',
        security: bearer,
        params: wishlistIdParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await wishlist.removeFromWishlist(app.db, principalOf(request).id, request.params.wishlistId);
      return { message: WISHLIST_MSG.removed };
    },
  );
};
