import { hash } from 'node:crypto';
import { DID_YOU_MEAN_HEADER, PRICE_MAX_HEADER, TOTAL_COUNT_HEADER } from '@kiraya/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { etagMatches } from '../lib/storage.js';
import { acceptsEncoding, belowCompressThreshold, compressBrotli } from './compression.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': the route's 200 answers to GET and HEAD get an ETag and a public Cache-Control (plugins/http-cache.ts). */
    httpCache?: 'public';
  }
  interface FastifyReply {
    /** The prepared answer sendPrepared is sending (plugins/http-cache.ts), or null. */
    preparedAnswer: PreparedAnswer | null;
  }
}

/** A route's `config` for a public catalogue answer: anyone may keep it briefly, and revalidate it cheaply. */
export const PUBLIC_HTTP_CACHE = { httpCache: 'public' } as const;

/**
 * Within the server's own cache (modules/catalogue/catalogue.cache.ts: fresh for 6–9 s, never served past 10 s): a
 * browser or shared cache reuses an answer for 5 s, and for 25 s more may show it while it revalidates in the background. The web app
 * asks with `cache: 'no-cache'` (lib/api-client.ts), so it always revalidates and sees its own writes at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=25';

/** The headers that travel with a list's body and are part of what the ETag names. */
const ENTITY_HEADERS = [TOTAL_COUNT_HEADER, PRICE_MAX_HEADER, DID_YOU_MEAN_HEADER];

/**
 * A weak validator (`W/"…"`): the same JSON goes out as brotli, gzip or identity by Accept-Encoding, so the bytes on the
 * wire differ while the answer is the same.
 */
export function weakEtag(body: string | Buffer, headers: (string | undefined)[]): string {
  // The body's digest, then the headers that hold a value over it (an answer without any, a product's, is tagged by one
  // call). Hashing the body alone flattens the serializer's string (a rope of its pieces) in place, so the size check
  // and the write after read it as it is; hashing `body + headers` built a new string and left the body to be
  // flattened again: ~14 -> ~11 µs for a page of nine cards, ~24 -> ~18 in Hindi (bench/README.md, "The body
  // flattened once"). A header value never holds NUL, so the tags cannot collide.
  const digest = hash('sha1', body, 'base64url');
  if (headers.every((value) => value === undefined)) return `W/"${digest.slice(0, 22)}"`;
  let named = digest;
  for (const value of headers) named += `\0${value ?? ''}`;
  return `W/"${hash('sha1', named, 'base64url').slice(0, 22)}"`;
}

/** A public answer made once and sent as it is, again and again: its JSON, the headers that travel with it, its ETag. */
export interface PreparedAnswer {
  body: string;
  headers: Readonly<Record<string, string>>;
  etag: string;
  /** Its brotli body, kept with it once a browser was sent it: a cached answer's next hits take it from here. */
  brotli?: Buffer;
}

/**
 * An answer already written as the route's JSON (the read model's finished cards, decision 0012): prepareAnswer sends
 * its text as it is rather than serializing it again.
 */
export class SerializedJson {
  constructor(readonly text: string) {}
}

/**
 * `value` serialized by the route's own 200 schema (as returning it would), or a SerializedJson's text, with its
 * headers and ETag.
 */
export function prepareAnswer(reply: FastifyReply, value: unknown, headers: Record<string, string> = {}): PreparedAnswer {
  const body = value instanceof SerializedJson ? value.text : (reply.serializeInput(value as Record<string, unknown>, '200') as string);
  return {
    body,
    headers,
    etag: weakEtag(
      body,
      ENTITY_HEADERS.map((name) => headers[name]),
    ),
  };
}

/**
 * Sends a prepared answer (a cached one, typically): no serializing, and no hashing in the hook below, which takes the
 * answer's ETag as long as the body it is about to send is that very answer. On a cache hit the two took a fifth of
 * the request's time.
 */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.preparedAnswer = answer;
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** How many brotli bodies of public answers are kept (about 1 KB each). */
export const COMPRESSED_ANSWERS_KEPT = 2_000;

/**
 * Brotli bodies of recent public answers, by ETag (which names the JSON and the headers that travel with it). Brotli
 * took ~150 µs of a 7 KB search answer's time: half of a cached answer's cost (2,400 against 4,600 req/s). An answer
 * asked again (from the response cache, or computed afresh to the same bytes) is compressed once. Kept per process and
 * keyed by content, so it can never be stale or disagree with another process: it only saves work.
 */
const compressedByTag = new Map<string, Buffer>();
const compressedCounts = { made: 0, reused: 0 };

/** How many brotli bodies were made and how many served again from the memo (tests; the bench's figures). */
export const compressedAnswers = (): { made: number; reused: number } => ({ ...compressedCounts });

function brotliOf(etag: string, payload: string | Buffer): Buffer {
  const kept = compressedByTag.get(etag);
  if (kept) {
    compressedCounts.reused += 1;
    // Most recently used last: the oldest entry is the first of the map.
    compressedByTag.delete(etag);
    compressedByTag.set(etag, kept);
    return kept;
  }
  const body = compressBrotli(payload);
  compressedCounts.made += 1;
  compressedByTag.set(etag, body);
  if (compressedByTag.size > COMPRESSED_ANSWERS_KEPT) compressedByTag.delete(compressedByTag.keys().next().value as string);
  return body;
}

/**
 * A prepared answer's brotli body: the one kept with it, else the memo's (made there if need be), kept with it for its
 * next hits. Only the memo counts reuses, so `compressedAnswers()` says what the memo saved.
 */
function brotliKept(prepared: PreparedAnswer): Buffer {
  prepared.brotli ??= brotliOf(prepared.etag, prepared.body);
  return prepared.brotli;
}

/**
 * ETag, Cache-Control and 304 for the routes that opt in with `config: PUBLIC_HTTP_CACHE`. The hook is on the root and
 * registered before @fastify/compress, whose hook each route gets as its own (run after the root's), so it sees the
 * serialized JSON, never a compressed stream: the ETag is the same whatever the encoding. Error answers, other methods
 * and routes without the opt-in are left as they are (no caching headers).
 */
export function registerHttpCache(app: FastifyInstance): void {
  // A field every reply is made with (fastify's decorator), not a WeakMap keyed by replies: each entry of that was an
  // ephemeron for the collector's young-generation passes, and the uncached category page spent 9–12 % of its time in
  // garbage collection with it, 3–5 % without (bench/README.md, "Cards stored as their JSON text").
  app.decorateReply('preparedAnswer', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.httpCache !== 'public') return payload;
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const prepared = reply.preparedAnswer;
    const sendingPrepared = prepared !== null && prepared.body === payload;
    const etag = sendingPrepared
      ? prepared.etag
      : weakEtag(
          payload,
          ENTITY_HEADERS.map((name) => {
            const value = reply.getHeader(name);
            return value === undefined ? undefined : String(value);
          }),
        );
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    const condition = request.headers['if-none-match'];
    if (etagMatches(Array.isArray(condition) ? condition.join(',') : condition, etag)) {
      // Not modified: the headers that name the answer, no body (Fastify sends no Content-Length for a 304).
      reply.code(304).removeHeader('content-length');
      return null;
    }
    // Brotli kept with a prepared answer, else from the memo; other encodings (gzip) and small answers are left to
    // @fastify/compress, as is HEAD.
    if (request.method !== 'GET' || belowCompressThreshold(payload)) return payload;
    if (request.headers['x-no-compression'] !== undefined || !acceptsEncoding(request.headers['accept-encoding'], 'br')) return payload;
    const body = sendingPrepared ? brotliKept(prepared) : brotliOf(etag, payload);
    const vary = reply.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', 'br').header('content-length', body.length);
    return body;
  });
}
