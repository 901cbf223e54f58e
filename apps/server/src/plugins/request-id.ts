import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What we take from a client or proxy as it is: short, and nothing that could break a log line or a header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId: the id nginx (or the caller) sent in X-Request-Id when it is well formed, so one id follows a
 * request through the proxy and every process's logs; otherwise a fresh random one.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Every response carries its request's id, streams too (set on the raw response, which hijacked replies still use). */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
}
