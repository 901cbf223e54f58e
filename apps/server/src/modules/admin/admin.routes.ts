import {
  adminListing,
  adminListingUpdate,
  adminListQuery,
  adminOwner,
  adminOwnerUpdate,
  adminProductUpdate,
  adminUser,
  adminUserUpdate,
  idParam,
  messageResponse,
  ownerProduct,
  TOTAL_COUNT_HEADER,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import type { ImageStore } from '../../lib/storage.js';
import { requireRole } from '../../plugins/auth.js';
import { pageSize } from '../settings/settings.service.js';
import * as admin from './admin.service.js';

/** Admin tables of §2: users, owners, products, listings — paginated, searchable, editable, deletable. */
export const adminRoutes: FastifyPluginAsyncZod<{ images: ImageStore; pictures: PictureUrls }> = async (app, options) => {
  const deps: admin.AdminDeps = { db: app.db, images: options.images, pictures: options.pictures, signals: app.sessionSignals };
  app.addHook('onRequest', requireRole('admin'));
  const tags = ['admin'];

  const tables = [
    { path: 'users', item: adminUser, update: adminUserUpdate, list: admin.listUsers, edit: admin.updateUser, remove: admin.deleteUser },
    {
      path: 'owners',
      item: adminOwner,
      update: adminOwnerUpdate,
      list: admin.listOwners,
      edit: admin.updateOwner,
      remove: admin.deleteOwner,
    },
    {
      path: 'products',
      item: ownerProduct,
      update: adminProductUpdate,
      list: admin.listProducts,
      edit: admin.updateProduct,
      remove: (d: admin.AdminDeps, id: number) => admin.deleteCatalogueItem(d, 'products', id),
    },
    {
      path: 'listings',
      item: adminListing,
      update: adminListingUpdate,
      list: admin.listListings,
      edit: admin.updateListing,
      remove: (d: admin.AdminDeps, id: number) => admin.deleteCatalogueItem(d, 'listings', id),
    },
  ] as const;

  for (const table of tables) {
    app.get(
      `/admin/${table.path}`,
      {
        schema: {
          tags,
          summary: `All ${table.path}, newest first; q searches names/emails or titles/locations`,
          security: bearer,
          querystring: adminListQuery,
          response: { 200: z.array(table.item), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { items, total } = await table.list(deps, request.query.page, await pageSize(app.db, request.query.limit), request.query.q);
        reply.header(TOTAL_COUNT_HEADER, String(total));
        return items;
      },
    );

    app.put(
      `/admin/${table.path}/:id`,
      {
        schema: {
          tags,
          summary: `Edit one of the ${table.path}; fields an admin may not set are ignored`,
          security: bearer,
          params: idParam,
          body: table.update,
          response: { 200: table.item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      // biome-ignore lint/suspicious/noExplicitAny: each table pairs its own body schema with its own service.
      async (request) => (table.edit as any)(deps, request.params.id, request.body),
    );

    app.delete(
      `/admin/${table.path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete one of the ${table.path}`,
          security: bearer,
          params: idParam,
          response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await table.remove(deps, request.params.id);
        return { message: 'Deleted.' };
      },
    );
  }
};
