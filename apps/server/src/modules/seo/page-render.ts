import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Server rendering of the visitor pages with the web app's own routes and components (apps/web/src/entry-server.tsx,
 * built to apps/web/dist-server by `npm run build`). Its API requests are answered in-process by `app.inject`: the
 * same handlers, validation and caches as the browser's requests, without a socket.
 */

export type Language = 'en' | 'hi';

interface Rendered {
  html: string;
  state: string;
}

interface RenderOptions {
  language: Language;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  budgetMs?: number;
}

export interface PageRenderer {
  render(url: string, options: RenderOptions): Promise<Rendered | null>;
}

/** Pages a visitor reaches without an account: the ones rendered on the server. Everything else stays client-rendered. */
const RENDERED = /^\/(?:|category\/[^/]+|product\/\d+|listing\/\d+|search|explore-all|property|home-appliances|dresses|about|contact)$/;

export const isRenderedPath = (pathname: string) => RENDERED.test(pathname);

/** The server-rendering bundle beside the web build, or null (no build, or the development server). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

const LANGUAGE_COOKIE = /(?:^|;\s*)kiraya_lang=(en|hi)(?:;|$)/;

/**
 * The language the browser will show this page in, so that it can hydrate the markup: `?lang=` (the hreflang links),
 * else the choice saved on the device (its cookie), else Hindi when the browser's first language is Hindi.
 */
export function languageOf(request: FastifyRequest, query: URLSearchParams): Language {
  const linked = query.get('lang');
  if (linked === 'en' || linked === 'hi') return linked;
  const saved = LANGUAGE_COOKIE.exec(String(request.headers.cookie ?? ''))?.[1];
  if (saved === 'en' || saved === 'hi') return saved;
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first?.startsWith('hi') ? 'hi' : 'en';
}

/** `fetch` for the render: `/api/…` GETs through Fastify's inject, answered as a Response. */
export function injectFetch(app: FastifyInstance): RenderOptions['fetch'] {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) return new Response(null, { status: 405 });
    const reply = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}
