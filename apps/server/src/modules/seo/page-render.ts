import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  /** The query cache the browser hydrates from; written into the page as JSON. */
  state: unknown;
}

interface RenderOptions {
  language: Language;
  budgetMs?: number;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  /** Where the pages' `/api/…` requests go; called once, on load. */
  connect(fetch: Fetch): void;
  render(url: string, options: RenderOptions): Promise<Rendered | null>;
}

/** Pages a visitor reaches without an account: the ones rendered on the server. Everything else stays client-rendered. */
const RENDERED =
  /^\/(?:|category\/[^/]+|product\/\d+|listing\/\d+|owners\/\d+|search|explore-all|property|home-appliances|dresses|about|contact)$/;

export const isRenderedPath = (pathname: string) => RENDERED.test(pathname);

/**
 * The server-rendering bundle beside the web build, connected to this server's API, or null (no build, or the
 * development server).
 */
export async function loadPageRenderer(webDist: string, app: FastifyInstance): Promise<PageRenderer | null> {
  const file = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  renderer.connect(injectFetch(app));
  return renderer;
}

/** Links that only say where a visitor came from: the page is the same with or without them. */
const TRACKING = /^(?:utm_.*|fbclid|gclid|lang)$/;

/**
 * The cache key of a rendered page: its path and its parameters in a stable order, without the ones that do not change
 * it (`?lang=` is part of the key's language; campaign tags would make every shared link a separate render).
 */
export function pageKey(language: Language, url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return `page:${language}:${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The head of a page rendered in Hindi: the Devanagari face's @font-face rules (apps/web/src/lib/i18n/devanagari.css,
 * which the app imports when Hindi is chosen; written inline so they cost no request) and its regular weight
 * preloaded, so the face is on its way with the HTML. The page starts with `html.devanagari` (renderShell), which puts
 * the face first in the font stack. Empty when the build has no such file.
 */
export function hindiFontHead(webDist: string): string {
  const dir = join(webDist, 'assets');
  if (!existsSync(dir)) return '';
  const files = readdirSync(dir);
  const faces = files
    .filter((f) => /^devanagari-[\w-]+\.css$/.test(f))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').trim())
    .filter((css) => css.startsWith('@font-face') && !/<\/style/i.test(css));
  const regular = files.find((f) => /^noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(f));
  if (faces.length === 0) return '';
  return [
    ...(regular ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${regular}" />`] : []),
    `<style>${faces.join('')}</style>`,
  ].join('\n    ');
}

/** A build file's modulepreload link (the form Vite writes, so the loader in lib/boot-script.ts finds it). */
export const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;

/** The build's chunk of one message area in one language (`i18n-<language>-<area>-<hash>.js`), if it has one. */
export const catalogueChunk = (assets: readonly string[], language: Language, area: string) =>
  assets.find((f) => f.startsWith(`i18n-${language}-${area}-`) && /^[\w-]+\.js$/.test(f));

/**
 * Preload links for the message catalogues a first visit in each language loads before it can draw (the web's
 * `prepare` in lib/i18n/store.ts): its `common`, and for Hindi the contract's texts in both languages (a message is
 * found by its English text). The build names these chunks `i18n-<language>-<area>-<hash>.js` (apps/web/vite.config.ts),
 * so they are fetched beside the app's own code instead of after it has run. Empty where the build has no such file.
 */
export function languagePreloads(webDist: string): Record<Language, string> {
  const dir = join(webDist, 'assets');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const link = (language: Language, area: string) => {
    const file = catalogueChunk(files, language, area);
    return file ? [modulePreload(file)] : [];
  };
  return {
    en: link('en', 'common').join('\n    '),
    hi: [...link('hi', 'common'), ...link('hi', 'contract'), ...link('en', 'contract')].join('\n    '),
  };
}

/**
 * The built index.html with its stylesheet written into it: a page the server rendered can then be painted as soon as
 * its HTML is in, instead of after a second request (on a slow phone network the stylesheet arrived with the
 * scripts, and the first paint waited for them to run). The stylesheet is small (about 12 KB compressed), and a visit
 * fetches HTML once: every later page is drawn by the app in the browser. Left as a link if it cannot be inlined.
 */
export function shellTemplate(webDist: string): string {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  return template.replace(/<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/, (link, name: string) => {
    const file = join(webDist, 'assets', name);
    const css = existsSync(file) ? readFileSync(file, 'utf8') : '';
    return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
  });
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
export function injectFetch(app: FastifyInstance): Fetch {
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
