import { ACCOUNT_MSG, CHAT_HEARTBEAT_MS, CHAT_MSG } from '@kiraya/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { LiveBus, LiveEvent, LiveFilter } from '../../db/events.js';
import { tooManyRequests } from '../../lib/errors.js';
import { verifyToken } from '../../lib/tokens.js';
import { principalFrom, principalOf, sessionState } from '../../plugins/auth.js';
import type { SessionSignals } from '../accounts/session-signals.js';
import type { SharedCaps } from './stream-caps.js';

/** Open streams allowed at once per account and per client address, across every process. */
export const STREAMS_PER_ACCOUNT = 8;
export const STREAMS_PER_ADDRESS = 32;
/** What a browser waits before reconnecting: normally, and when this process is shutting down (to another one). */
const RETRY_MS = 3_000;
const RETRY_ON_SHUTDOWN_MS = 250;

export interface StreamOptions {
  bus: LiveBus;
  signals: SessionSignals;
  caps: SharedCaps;
  /** How often the stream re-reads the account (a second guard beside the session events). */
  recheckMs: number;
  heartbeatMs?: number;
}

export interface Streams {
  /**
   * Turns the reply into a Server-Sent Events stream of the bus events `filter` matches, each with its id, so a
   * browser that reconnects with `Last-Event-ID` (any process) first gets what it missed.
   */
  open(request: FastifyRequest, reply: FastifyReply, filter: LiveFilter): Promise<void>;
  /** Ends every open stream, asking browsers to reconnect soon (to another process); shutdown. */
  closeAll(): void;
  readonly size: number;
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

/** Where the browser was: the `Last-Event-ID` header its EventSource sends on reconnecting, or `last_event_id`. */
export function resumePoint(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as { last_event_id?: unknown } | undefined)?.last_event_id;
  const raw = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : undefined;
  return raw !== undefined && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

const frame = (event: LiveEvent) => `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;

export function createStreams(options: StreamOptions): Streams {
  const open = new Set<(retryMs: number) => void>();

  return {
    get size() {
      return open.size;
    },
    closeAll() {
      for (const close of [...open]) close(RETRY_ON_SHUTDOWN_MS);
    },
    async open(request, reply, filter) {
      const principal = principalOf(request);
      const lease = await options.caps.acquire([
        { key: `stream:a:${principal.role}:${principal.id}`, max: STREAMS_PER_ACCOUNT },
        { key: `stream:ip:${request.ip}`, max: STREAMS_PER_ADDRESS },
      ]);
      if (!lease) throw tooManyRequests('TOO_MANY_STREAMS', CHAT_MSG.tooManyStreams, 30_000);
      const resumeFrom = resumePoint(request);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      let closed = false;
      const write = (chunk: string) => {
        if (!closed && !res.writableEnded) res.write(chunk);
      };

      // Events are held while the missed ones are read, then each goes out once, in id order.
      let lastSent = resumeFrom ?? 0;
      let held: LiveEvent[] | null = [];
      const send = (event: LiveEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        write(frame(event));
      };
      const unsubscribe = options.bus.subscribe(filter, (event) => (held ? held.push(event) : send(event)));
      const baseline = options.bus.lastId;

      const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? CHAT_HEARTBEAT_MS);
      heartbeat.unref();
      const end = (notice?: string, retryMs?: number) => {
        if (notice) write(notice);
        if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
        cleanup();
        if (!res.writableEnded) res.end();
      };
      const ended = () => end(`event: ended\ndata: ${JSON.stringify({ message: ACCOUNT_MSG.sessionEnded })}\n\n`);
      const closeForShutdown = (retryMs: number) => end(undefined, retryMs);
      open.add(closeForShutdown);

      const stopSignals = options.signals.subscribe((change) => {
        if (change.role !== principal.role || change.id !== principal.id) return;
        if (!change.active || change.sessionVersion !== principal.sv) ended();
      });
      let checking = false;
      const recheck = setInterval(async () => {
        if (checking || closed) return;
        checking = true;
        try {
          if ((await sessionState(request.server.db, principal)) !== 'ok') ended();
        } catch (error) {
          request.log.warn({ err: error }, 'stream session re-check failed');
        } finally {
          checking = false;
        }
      }, options.recheckMs);
      recheck.unref();

      function cleanup() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(recheck);
        open.delete(closeForShutdown);
        stopSignals();
        unsubscribe();
        void lease?.release();
      }
      // 'close' on the response fires when the client goes away or the stream is ended.
      res.on('close', cleanup);
      res.on('error', cleanup);

      try {
        if (resumeFrom !== undefined) {
          const missed = await options.bus.since(filter, resumeFrom);
          // Too much or too old to replay: the page reloads what it shows, then follows from here.
          if (missed === null) {
            write(`event: reset\ndata: {}\n\n`);
            lastSent = 0;
          } else for (const event of missed) send(event);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'stream catch-up failed');
        write(`event: reset\ndata: {}\n\n`);
      }
      const waiting = held;
      held = null;
      for (const event of waiting) send(event);
      // The browser's resume point, even if nothing was sent: every event up to here is known to it.
      if (lastSent < baseline) {
        lastSent = baseline;
        write(`id: ${baseline}\n\n`);
      }
      request.log.debug({ filter }, 'live stream opened');
    },
  };
}
