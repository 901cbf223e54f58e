import { adminListing, adminListingUpdate, createListingInput, myListing, PRODUCT_MSG, pagination } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import type { ImageStore } from '../../lib/storage.js';
import { parseOrThrow } from '../../lib/validate.js';
import { adminTableRoutes } from '../../plugins/admin-table.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as listings from './listings.service.js';

/** Post Ad for signed-in buyers, and their own ads. Public listing reads live in the catalogue module. */
export const listingsRoutes: FastifyPluginAsyncZod<{ images: ImageStore; pictures: PictureUrls }> = async (app, options) => {
  const buyer = requireRole('user');

  app.post(
    '/listings',
    {
      onRequest: buyer,
      schema: {
        tags: ['listings'],
        summary: 'Post an ad (multipart: every field and a picture required); it waits for approval',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 201: myListing, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const input = parseOrThrow(createListingInput, form.fields);
      if (!form.file) throw new AppError('IMAGE_REQUIRED', 400, PRODUCT_MSG.imageRequired, { image: [PRODUCT_MSG.imageRequired] });
      return reply
        .code(201)
        .send(await listings.postAd(app.db, options.images, options.pictures, principalOf(request).id, input, form.file.buffer));
    },
  );

  app.get(
    '/listings/mine',
    {
      onRequest: buyer,
      schema: listSchema({
        tags: ['listings'],
        summary: "The signed-in buyer's ads with their approval state",
        item: myListing,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await listings.myAds(app.db, options.pictures, principalOf(request).id, page, limit);
      return reply.sendPage(items, total);
    },
  );

  // The admin's listings table (§2).
  const deps: listings.ListingsDeps = { db: app.db, images: options.images, pictures: options.pictures };
  await app.register(adminTableRoutes('listings', { item: adminListing, update: adminListingUpdate }, deps, listings.adminListings));
};
