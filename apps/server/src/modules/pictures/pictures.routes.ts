import { MSG } from '@kiraya/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ensureDerived } from '../../lib/derived-images.js';
import { imageFileName, UPLOADS_URL_PREFIX } from '../../lib/images.js';
import type { ImageStore } from '../../lib/storage.js';
import { pictureAccess, pictureKeyOf } from './pictures.service.js';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';
const MEDIUM_SUFFIX = imageFileName('', 'medium');

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').send({ message: MSG.notFound, code: 'NOT_FOUND' });

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * `/uploads/`: the image store's files (local disk or S3, the same in every process), each only after pictureAccess
 * allows it. Public pictures never change (keys are never reused), so browsers keep them a year; private ones are not
 * stored anywhere. GET and HEAD, with ETag / Last-Modified and 304s for If-None-Match / If-Modified-Since.
 */
export const picturesRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const query = request.query as { exp?: unknown; sig?: unknown } | undefined;
    const access = await pictureAccess(app.db, app.config.tokenSecret, path, query?.exp, query?.sig);
    if (access === 'none') return notFound(reply);
    reply.header('cache-control', access === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
  });
  // A file missing from the store must not be remembered as a year-long 404.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}*`,
    handler: async (request, reply) => {
      // pictureAccess has allowed only `<key>-<card|medium|full>.webp` with a valid key: the name is safe as it is.
      const path = request.url.split('?', 1)[0] ?? '';
      const name = path.slice(UPLOADS_URL_PREFIX.length);
      const open = () =>
        options.images.open(name, {
          head: request.method === 'HEAD',
          ifNoneMatch: headerOf(request.headers['if-none-match']),
          ifModifiedSince: headerOf(request.headers['if-modified-since']),
        });
      let result = await open();
      // The medium size is made from the full one when first asked for (derived-images.ts), then served as stored.
      const key = result.status === 'missing' && name.endsWith(MEDIUM_SUFFIX) ? pictureKeyOf(path) : null;
      if (key && (await ensureDerived(options.images, key, 'medium.webp'))) result = await open();
      if (result.status === 'missing') return notFound(reply);
      if (result.status === 'not-modified') {
        if (result.etag) reply.header('etag', result.etag);
        if (result.lastModified) reply.header('last-modified', result.lastModified.toUTCString());
        return reply.code(304).send();
      }
      const { file } = result;
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.contentLength)
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString());
      return reply.send(file.body);
    },
  });
};
