import {
  adminProductUpdate,
  coded,
  createProductInput,
  idParam,
  messageResponse,
  ownerIdParam,
  ownerProduct,
  PHOTO_MSG,
  PRODUCT_MSG,
  pagination,
  photoOrderInput,
  productPhotoParams,
  RENT_LIMITS,
  updateProductInput,
} from '@kiraya/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import type { ImageStore } from '../../lib/storage.js';
import { parseOrThrow } from '../../lib/validate.js';
import { adminTableRoutes } from '../../plugins/admin-table.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as products from './products.service.js';

/** Owners' own products: upload (multipart), list, edit, replace picture, delete. */
/** The picture of a multipart request that carries only one (field `image`); 400 without it. */
async function onePicture(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipartForm(request);
  if (!form.file) throw new AppError('IMAGE_REQUIRED', 400, PRODUCT_MSG.imageRequired);
  return form.file.buffer;
}

export const productsRoutes: FastifyPluginAsyncZod<{ images: ImageStore; pictures: PictureUrls }> = async (app, options) => {
  const deps: products.ProductsDeps = { db: app.db, images: options.images, pictures: options.pictures };
  const owner = requireRole('owner');

  app.post(
    '/products',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary:
          'Upload a product (multipart: title, price, rent_price, location, description, category, condition, type, image = the cover, and up to 7 more files named photos); it waits for approval',
        consumes: ['multipart/form-data'],
        security: bearer,
        response: { 201: ownerProduct, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        extra: { field: 'photos', max: RENT_LIMITS.maxPhotos - 1, tooMany: coded(PHOTO_MSG.tooMany, RENT_LIMITS.maxPhotos) },
      });
      const input = parseOrThrow(createProductInput, form.fields);
      if (!form.file) throw new AppError('IMAGE_REQUIRED', 400, PRODUCT_MSG.imageRequired, { image: [PRODUCT_MSG.imageRequired] });
      const photos = form.extra.map((f) => f.buffer);
      const created = await products.createProduct(deps, principalOf(request).id, input, form.file.buffer, photos);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/products/owner/:ownerId',
    {
      onRequest: owner,
      schema: listSchema({
        tags: ['products'],
        summary: "The caller's own products, newest first (any approval state)",
        item: ownerProduct,
        querystring: pagination,
        params: ownerIdParam,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      const { items, total } = await products.listOwnProducts(deps, principalOf(request).id, request.params.ownerId, page, limit);
      return reply.sendPage(items, total);
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: 'Edit one of your products; changing title, description, price or category sends an approved product back to review',
        security: bearer,
        params: idParam,
        body: updateProductInput,
        response: { 200: ownerProduct, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => products.updateOwnProduct(deps, principalOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/products/:id/image',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: "Replace a product's picture (multipart field image); the product goes back to review",
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParam,
        response: { 200: ownerProduct, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => products.replaceOwnProductImage(deps, principalOf(request).id, request.params.id, await onePicture(request)),
  );

  app.post(
    '/products/:id/photos',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: `Add a photo to one of your products (multipart field image, appended last; at most ${RENT_LIMITS.maxPhotos}); it goes back to review`,
        consumes: ['multipart/form-data'],
        security: bearer,
        params: idParam,
        response: { 200: ownerProduct, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => products.addOwnPhoto(deps, principalOf(request).id, request.params.id, await onePicture(request)),
  );

  app.delete(
    '/products/:id/photos/:photoId',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: 'Remove a photo of one of your products (not the last one); removing the cover makes the next photo the cover',
        security: bearer,
        params: productPhotoParams,
        response: { 200: ownerProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => products.removeOwnPhoto(deps, principalOf(request).id, request.params.id, request.params.photoId),
  );

  app.put(
    '/products/:id/photos/order',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: "Reorder a product's photos: every photo id once, the first becomes the cover",
        security: bearer,
        params: idParam,
        body: photoOrderInput,
        response: { 200: ownerProduct, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => products.reorderOwnPhotos(deps, principalOf(request).id, request.params.id, request.body.order),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['products'],
        summary: 'Delete one of your products',
        security: bearer,
        params: idParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await products.deleteOwnProduct(deps, principalOf(request).id, request.params.id);
      return { message: PRODUCT_MSG.deleted };
    },
  );

  // The admin's products table (§2).
  await app.register(adminTableRoutes('products', { item: ownerProduct, update: adminProductUpdate }, deps, products.adminProducts));
};
