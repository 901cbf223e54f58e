import { healthResponse, livenessResponse, readinessResponse } from '@kiraya/contract';
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

  // Probes come every few seconds from the balancer: their request lines would bury the rest of the log.
  const probe = { logLevel: 'warn' as const };

  app.get(
    '/health/live',
    {
      ...probe,
      schema: { tags: ['health'], summary: 'The process is up (no I/O): restart it when this fails', response: { 200: livenessResponse } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'Whether to send this process traffic: the database and every registered check answer, and it is not shutting down',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.run();
      return reply
        .code(report.ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: report.ok ? ('ok' as const) : ('unavailable' as const), draining: report.draining, checks: report.checks });
    },
  );
};
