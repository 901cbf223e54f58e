import { adminListQuery, idParam, messageResponse, SEARCH_MSG, synonymGroup, synonymGroupInput } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, createdSchema, errorResponses } from '../../lib/route-schemas.js';
import { requireRole } from '../../plugins/auth.js';
import { createSynonymGroup, deleteSynonymGroup, listSynonyms, updateSynonymGroup } from './synonyms.service.js';

/** `/admin/synonyms`: the search synonym groups (docs/search.md), admins only. */
export const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const tags = ['admin', 'search'];

  app.get(
    '/admin/synonyms',
    {
      schema: {
        tags,
        summary: 'Search synonym groups, oldest first; q keeps groups with a term starting with it',
        security: bearer,
        querystring: adminListQuery,
        response: { 200: z.array(synonymGroup), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await listSynonyms(app.db, page, limit, request.query.q));
    },
  );

  app.post(
    '/admin/synonyms',
    {
      schema: createdSchema({
        tags,
        summary: 'Add a group of equivalent search terms (2–12, normalised; a term may be in one group only)',
        body: synonymGroupInput,
        item: synonymGroup,
        errors: [400, 401, 403, 409],
      }),
    },
    async (request, reply) => reply.status(201).send(await createSynonymGroup(app.db, request.body)),
  );

  app.patch(
    '/admin/synonyms/:id',
    {
      schema: {
        tags,
        summary: "Replace a group's terms",
        security: bearer,
        params: idParam,
        body: synonymGroupInput,
        response: { 200: synonymGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSynonymGroup(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Delete a group',
        security: bearer,
        params: idParam,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSynonymGroup(app.db, request.params.id);
      return { message: SEARCH_MSG.synonymDeleted };
    },
  );
};
