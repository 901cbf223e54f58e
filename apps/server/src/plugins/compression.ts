import { type BrotliOptions, brotliCompressSync, constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go as they are. Such an answer arrives in the first flight of packets whether compressed or
 * not (a connection's initial window is ten segments), so compressing it saves no round trip, only ~600 bytes; over
 * HTTP/2 (HPACK'd headers of ~100 bytes once the connection is warm) it fits one segment either way. Compressing it
 * cost the server ~0.14 ms an answer under load, far more than in a tight loop (~25 µs): product pages (1.0–1.3 KB of
 * JSON) went 2,337 → 3,426 req/s at 1M rows without it (bench/README.md, "Small answers as they are"). Until
 * 2026-11-30 the threshold was 1,024 bytes.
 */
export const COMPRESS_THRESHOLD_BYTES = 1280;

/**
 * Whether an answer is under COMPRESS_THRESHOLD_BYTES. Its length settles it for most, as UTF-8 is never shorter than
 * the string; `Buffer.byteLength` of a string the serializer built piece by piece flattens it, and took ~4 % of the
 * category page's server time (bench/README.md, "The body flattened once").
 */
export function belowCompressThreshold(payload: string | Buffer): boolean {
  return payload.length < COMPRESS_THRESHOLD_BYTES && Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES;
}

/** Brotli's quality for answers made on request (the web's files are precompressed at 11). */
export const BROTLI_QUALITY = 5;

/** zlib's smallest output chunk (`zlib.constants.Z_MIN_CHUNK`). */
const MIN_CHUNK_BYTES = constants.Z_MIN_CHUNK;

/**
 * Brotli's options for an answer made on request: BROTLI_QUALITY, and when the input's size in bytes is known, that
 * size as the encoder's hint and as the output buffer's size. Without it, every call writes into a fresh 16 KB buffer
 * (zlib's default chunk) whatever the answer's size (compressBrotli says what that cost).
 */
export function brotliOptions(size?: number): BrotliOptions {
  if (size === undefined) return { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
  return {
    chunkSize: Math.max(MIN_CHUNK_BYTES, size),
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  };
}

/** True when an Accept-Encoding header takes `encoding` (named, and not with q=0). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A whole answer compressed with the brotli options above, its size as the hint (plugins/http-cache.ts's memo), in a
 * buffer of its own exact size. `brotliCompressSync` writes into a 16 KB output buffer by default and returns a slice
 * of it: each ~550-byte product answer held 16 KB of memory outside V8's heap, and the memo's 2,000 of them ~32 MB.
 * Under uncached product pages that churn (16 KB a request, ~80 MB/s) had the collector marking the whole heap every
 * ~0.4 s (bench/README.md, "Compressed answers in their own bytes"). The output buffer is now the input's size
 * (brotliOptions; from Buffer's shared pool when small; the loop adds another in the rare case it is outgrown), and the
 * result is copied out of it, so a kept answer holds only its own bytes and no pool slab.
 */
export function compressBrotli(body: string | Buffer): Buffer {
  const size = Buffer.byteLength(body);
  const out = brotliCompressSync(body, brotliOptions(size));
  return Buffer.from(new Uint8Array(out).buffer);
}

/**
 * API answers and server-rendered pages compressed as the browser accepts (brotli, else gzip) when larger than
 * COMPRESS_THRESHOLD_BYTES. Brotli at quality 5: within a few percent of the best for answers this size, at a
 * fraction of quality 11's time. The web's assets are precompressed at build (quality 11) and @fastify/static sends
 * those files as they are; pictures are not compressible types; live streams are hijacked and untouched. Public
 * catalogue answers asked with brotli arrive here already compressed, from plugins/http-cache.ts's memo, and pass as
 * they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: brotliOptions(),
    zlibOptions: { level: 6 },
    // Request bodies are small JSON forms or multipart uploads: nobody sends them compressed, so none is inflated.
    requestEncodings: ['identity'],
  });
}
