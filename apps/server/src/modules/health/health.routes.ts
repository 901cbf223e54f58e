import { healthResponse } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/client.js';

const started = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponse } } },
    async () => {
      await ping(app.db);
      return { status: 'ok' as const, database: app.dbKind, uptimeSeconds: Math.round((Date.now() - started) / 1000) };
    },
  );
};
