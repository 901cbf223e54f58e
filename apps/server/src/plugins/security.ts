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

/** Security headers on every answer, hijacked ones (live streams) included, as @fastify/helmet set them. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
