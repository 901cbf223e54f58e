import { ACCOUNT_MSG, CHAT_HEARTBEAT_MS, CHAT_MSG, type ChatStreamEvent } from '@kiraya/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../../lib/errors.js';
import { verifyToken } from '../../lib/tokens.js';
import { type Principal, principalFrom, principalOf, sessionState } from '../../plugins/auth.js';
import type { SessionSignals } from '../accounts/session-signals.js';
import type { ChatHub } from './chat.hub.js';

/** Open streams allowed at once per account and per client address. */
export const STREAMS_PER_ACCOUNT = 5;
export const STREAMS_PER_ADDRESS = 20;

/**
 * Caps open streams, so one account or address cannot hold the server's sockets. Counted in this process only:
 * each process caps its own share until issue 14 moves the counts to Redis.
 */
export class StreamLimits {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perAccount = STREAMS_PER_ACCOUNT,
    private readonly perAddress = STREAMS_PER_ADDRESS,
  ) {}

  /** Takes a slot for the caller, or throws 429; the returned function gives it back (once). */
  acquire(principal: Principal, ip: string): () => void {
    const keys: [string, number][] = [
      [`a:${principal.role}:${principal.id}`, this.perAccount],
      [`ip:${ip}`, this.perAddress],
    ];
    if (keys.some(([key, max]) => (this.counts.get(key) ?? 0) >= max)) {
      throw tooManyRequests('TOO_MANY_STREAMS', CHAT_MSG.tooManyStreams, 30_000);
    }
    for (const [key] of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
    };
  }
}

export interface StreamOptions {
  signals: SessionSignals;
  limits: StreamLimits;
  /** How often the stream re-reads the account (a session ended in another process). */
  recheckMs: number;
  heartbeatMs?: number;
}

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
  if (result.ok) request.principal = principalFrom(result.claims);
  else request.tokenProblem = result.reason;
};

export function redactToken(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/g, '$1[redacted]');
}

/**
 * Turns the reply into a Server-Sent Events stream subscribed to the hub: `event: message|read|cleared` with a
 * JSON body, a heartbeat comment every CHAT_HEARTBEAT_MS, and the subscriber removed when the client leaves.
 * The stream ends with `event: ended` when the caller's session ends: at once on a signal from this process,
 * or at the next re-check of the account (every `recheckMs`) when the change came from another process.
 */
export function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  conversationId: number | null,
  options: StreamOptions,
): void {
  const principal = principalOf(request);
  const release = options.limits.acquire(principal, request.ip);
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
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? CHAT_HEARTBEAT_MS);
  heartbeat.unref();

  const end = () => {
    write(`event: ended\ndata: ${JSON.stringify({ message: ACCOUNT_MSG.sessionEnded })}\n\n`);
    cleanup();
    if (!res.writableEnded) res.end();
  };
  const stopSignals = options.signals.subscribe((change) => {
    if (change.role !== principal.role || change.id !== principal.id) return;
    if (!change.active || change.sessionVersion !== principal.sv) end();
  });
  let checking = false;
  const recheck = setInterval(async () => {
    if (checking || closed) return;
    checking = true;
    try {
      if ((await sessionState(request.server.db, principal)) !== 'ok') end();
    } catch (error) {
      request.log.warn({ err: error }, 'stream session re-check failed');
    } finally {
      checking = false;
    }
  }, options.recheckMs);
  recheck.unref();

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
    clearInterval(recheck);
    stopSignals();
    unsubscribe();
    release();
  }
  // 'close' on the response fires when the client goes away or the stream is ended.
  res.on('close', cleanup);
  res.on('error', cleanup);
  request.log.debug({ conversationId }, 'chat stream opened');
}
