import { adminListQuery, idParam, messageResponse } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../lib/route-schemas.js';
import { requireRole } from './auth.js';

/** One admin table of §2 (users, owners, products, listings): the owning module's service behind three routes. */
export interface AdminTableOptions<Item extends z.ZodTypeAny, Update extends z.ZodTypeAny> {
  path: 'users' | 'owners' | 'products' | 'listings';
  item: Item;
  update: Update;
  list(page: number, limit: number, q?: string): Promise<{ items: z.output<Item>[]; total: number }>;
  edit(id: number, input: z.output<Update>): Promise<z.output<Item>>;
  remove(id: number): Promise<void>;
}

/**
 * `GET/PUT/DELETE /admin/<path>[/:id]`, admins only (checked at onRequest for the three): paginated, searchable,
 * editable, deletable. Register it from the module that owns the table.
 */
export function adminTableRoutes<Item extends z.ZodTypeAny, Update extends z.ZodTypeAny>(
  checked: AdminTableOptions<Item, Update>,
): FastifyPluginAsyncZod {
  // The call site checks each service against its schemas; inside, the route types need no generics.
  const table = checked as unknown as AdminTableOptions<z.ZodTypeAny, z.ZodTypeAny>;
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
        return reply.sendPage(await table.list(page, limit, request.query.q));
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
      async (request) => table.edit(request.params.id, request.body),
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
        await table.remove(request.params.id);
        return { message: 'Deleted.' };
      },
    );
  };
}
