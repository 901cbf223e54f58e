import { ADMIN_MSG, adminListQuery, idParam, messageResponse } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../lib/route-schemas.js';
import { requireRole } from './auth.js';

/** The owning module's service functions behind one admin table of §2 (users, owners, products, listings). */
export interface AdminTableService<Deps, Item extends z.ZodTypeAny, Update extends z.ZodTypeAny> {
  list(deps: Deps, page: number, limit: number, q?: string): Promise<{ items: z.output<Item>[]; total: number }>;
  edit(deps: Deps, id: number, input: z.output<Update>): Promise<z.output<Item>>;
  remove(deps: Deps, id: number): Promise<void>;
}

/**
 * `GET/PUT/DELETE /admin/<path>[/:id]`, admins only (checked at onRequest for the three): paginated, searchable,
 * editable, deletable. Register it from the module that owns the table.
 */
export function adminTableRoutes<Deps, Item extends z.ZodTypeAny, Update extends z.ZodTypeAny>(
  path: 'users' | 'owners' | 'products' | 'listings',
  schemas: { item: Item; update: Update },
  deps: Deps,
  checked: AdminTableService<Deps, Item, Update>,
): FastifyPluginAsyncZod {
  // The call site checks each service against its schemas; inside, the route types need no generics.
  const service = checked as unknown as AdminTableService<Deps, z.ZodTypeAny, z.ZodTypeAny>;
  const table = { path, ...(schemas as { item: z.ZodTypeAny; update: z.ZodTypeAny }) };
  return async (app) => {
    app.addHook('onRequest', requireRole('admin'));
    const tags = ['admin'];

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
        const { page, limit } = await request.page();
        return reply.sendPage(await service.list(deps, page, limit, request.query.q));
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
      async (request) => service.edit(deps, request.params.id, request.body),
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
        await service.remove(deps, request.params.id);
        return { message: ADMIN_MSG.deleted };
      },
    );
  };
}
