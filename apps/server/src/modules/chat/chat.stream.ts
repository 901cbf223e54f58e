import { CHAT_HEARTBEAT_MS, type ChatStreamEvent } from '@kiraya/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { verifyToken } from '../../lib/tokens.js';
import type { ChatHub } from './chat.hub.js';

/**
 * Stream routes only: EventSource cannot send an Authorization header, so the bearer token may come as the
 * `access_token` query parameter (docs/decisions/0004-sse-stream-auth.md). It is verified exactly as the auth
 * plugin verifies the header, and a header, when present, wins. The token is then cut out of the URL so no
 * later log line can print it (the route's logLevel also keeps the incoming-request line out of the log).
 */
export const tokenFromQuery: onRequestAsyncHookHandler = async (request) => {
  const raw = request.raw.url ?? '';
  const query = request.query as { access_token?: unknown } | undefined;
  const token = typeof query?.access_token === 'string' ? query.access_token.trim() : '';
  if (raw.includes('access_token')) request.raw.url = redactToken(raw);
  if (!token || request.headers.authorization?.startsWith('Bearer ')) return;
  const result = verifyToken(token, request.server.config.tokenSecret);
  if (result.ok) request.principal = { role: result.claims.role, id: result.claims.sub };
  else request.tokenProblem = result.reason;
};

export function redactToken(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/g, '$1[redacted]');
}

/**
 * Turns the reply into a Server-Sent Events stream subscribed to the hub: `event: message|read|cleared` with a
 * JSON body, a heartbeat comment every CHAT_HEARTBEAT_MS, and the subscriber removed when the client leaves.
 */
export function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  conversationId: number | null,
  heartbeatMs: number = CHAT_HEARTBEAT_MS,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  // The browser reconnects after 3 s when the connection drops; the 5-second poll covers the gap.
  res.write('retry: 3000\n: connected\n\n');

  let closed = false;
  const write = (chunk: string) => {
    if (!closed && !res.writableEnded) res.write(chunk);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();

  const unsubscribe = hub.subscribe({
    conversationId,
    send(event: ChatStreamEvent, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      cleanup();
      if (!res.writableEnded) res.end();
    },
  });

  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
  }
  // 'close' on the response fires when the client goes away or the stream is ended.
  res.on('close', cleanup);
  res.on('error', cleanup);
  request.log.debug({ conversationId }, 'chat stream opened');
}
