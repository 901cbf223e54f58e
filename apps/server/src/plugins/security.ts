import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_SCRIPT_CSP } from '../lib/boot-script.js';

/** The CSP allows only our own origin (pictures are served from /uploads, from disk or object storage) and one inline script, by its hash. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      // BOOT_SCRIPT: the one inline script, which starts a server-rendered page's app after its first paint.
      'script-src': ["'self'", BOOT_SCRIPT_CSP],
      // The API docs page uses inline styles and scripts of its own.
      'style-src': ["'self'", "'unsafe-inline'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, worked out once. None of them depends on the request (no nonces), and building the
 * CSP again on every request cost about 5% of a catalogue request's time in Node (issue 16's profile).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * What an API answer (JSON, a live stream, a CSV) needs of them. The document headers (the page's CSP, frame and
 * opener policies, X-Frame-Options, the DNS-prefetch, download and XSS switches, Origin-Agent-Cluster, the referrer
 * policy) govern a page a browser renders, and an API answer is never rendered as one: this CSP renders nothing and
 * lets no site frame it. They were ~500 of the ~1,100 header bytes of every API answer, as many as the product
 * answer's whole compressed body (508 bytes; issue 16: "what is sent", bench/README.md).
 */
export const API_SECURITY_HEADERS: readonly [name: string, value: string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
];

/** The API's own paths (`/api/…`), except its docs page (`/api/docs`, an HTML page with its scripts). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Security headers on every answer, hijacked ones (live streams) included, as @fastify/helmet set them: the document
 * set on pages, assets and the docs, API_SECURITY_HEADERS on the API's answers.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const documentHeaders = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiAnswer(request.url) ? API_SECURITY_HEADERS : documentHeaders) raw.setHeader(name, value);
    done();
  });
}
