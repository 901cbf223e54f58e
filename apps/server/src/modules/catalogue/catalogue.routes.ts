import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
