import fastifyStatic from '@fastify/static';
import { MSG } from '@kiraya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../../lib/images.js';
import type { LocalImageStore } from '../../lib/storage.js';
import { pictureAccess } from './pictures.service.js';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/**
 * `/uploads/`: the local image store's files, each only after pictureAccess allows it. Public pictures never change
 * (keys are never reused), so browsers keep them a year; private ones are not stored anywhere.
 */
export const picturesRoutes: FastifyPluginAsync<{ images: LocalImageStore }> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const query = request.query as { exp?: unknown; sig?: unknown } | undefined;
    const access = await pictureAccess(app.db, app.config.tokenSecret, path, query?.exp, query?.sig);
    if (access === 'none') return reply.code(404).header('cache-control', 'no-store').send({ message: MSG.notFound, code: 'NOT_FOUND' });
    reply.header('cache-control', access === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
  });
  // A file missing from the store must not be remembered as a year-long 404.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });

  await app.register(fastifyStatic, {
    root: options.images.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
  });
};
