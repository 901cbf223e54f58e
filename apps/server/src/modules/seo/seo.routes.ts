import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress } from 'node:zlib';
import { MSG } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureDerived } from '../../lib/derived-images.js';
import { imageUrl } from '../../lib/images.js';
import { rowsOf } from '../../lib/sql-rows.js';
import type { ImageStore } from '../../lib/storage.js';
import { acceptsEncoding, brotliOptions } from '../../plugins/compression.js';
import type { ResponseCache } from '../catalogue/catalogue.cache.js';
import { isApprovedImage } from '../pictures/pictures.repository.js';
import { pictureKeyOf } from '../pictures/pictures.service.js';
import { isRenderedPath, languageOf, type PageRenderer, pageKey } from './page-render.js';
import { headFor } from './seo.service.js';
import { escapeHtml, renderShell } from './seo-html.js';

/** A sitemap file holds at most this many URLs (the sitemaps.org limit); item files cover an id range of this size. */
export const SITEMAP_URLS_MAX = 50_000;

/** Screens that are someone's own (accounts, areas behind a login): no crawler needs them. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/owner-',
  '/dashboard',
  '/edit-profile',
  '/order-history',
  '/checkout',
  '/notifications',
  '/chat',
  '/visits',
  '/cart',
  '/upload',
  '/my-products',
  '/order-requests',
  '/wallet',
  '/profile-settings',
  '/support',
  '/my-orders',
];

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's own (its proxy's, with TRUST_PROXY). */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export interface ShellOptions {
  template: string;
  publicUrl: string | undefined;
  cache: ResponseCache;
  /** The web app's server renderer (null without a server build): visitor pages are sent rendered. */
  renderer: PageRenderer | null;
  /** Head links of a page rendered in Hindi (the Devanagari face), from `hindiFontHead`. */
  hindiFonts: string;
  /** Preloads of each language's shell catalogues, from `languagePreloads`. */
  languagePreloads: Record<'en' | 'hi', string>;
  /** Preloads of a rendered page's screen code and message areas, from `routePreloads` (route-chunks.ts). */
  routePreloads: (pathname: string, language: 'en' | 'hi') => string;
}

/**
 * A visitor page rendered with the web app's components (cached with the catalogue's short-lived cache, by URL and
 * language), or undefined: another route, an unknown item, no renderer, or a render that failed (the summary is sent).
 */
async function renderedPage(request: FastifyRequest, url: URL, status: number, options: ShellOptions) {
  const { renderer } = options;
  if (!renderer || status !== 200 || !isRenderedPath(url.pathname)) return undefined;
  const language = languageOf(request, url.searchParams);
  try {
    const rendered = await options.cache.get(pageKey(language, url), () => renderer.render(`${url.pathname}${url.search}`, { language }));
    return rendered ? { ...rendered, language } : undefined;
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'server rendering failed; sending the page summary');
    return undefined;
  }
}

/** The web app's HTML for a client-side route: that page's own head, and its markup rendered (visitor pages) or a summary. */
export async function sendShell(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: ShellOptions) {
  const url = new URL(request.url, 'http://x');
  const head = await headFor(app.db, options.cache, originOf(request, options.publicUrl), url.pathname, url.searchParams);
  const page = await renderedPage(request, url, head.status, options);
  // A page the app draws itself (no server render) still gets the catalogues of the language it will most likely show.
  const language = page?.language ?? languageOf(request, url.searchParams);
  const fonts = page?.language === 'hi' ? options.hindiFonts : '';
  const screen = page ? options.routePreloads(url.pathname, language) : '';
  const preloads = screen ? `${options.languagePreloads[language]}\n    ${screen}` : options.languagePreloads[language];
  const html = Buffer.from(renderShell(options.template, head, page, fonts, preloads));
  reply
    .code(head.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie');
  // Compressed as the browser accepts (the static assets are precompressed at build; a page's HTML is made here).
  const accepts = request.headers['accept-encoding'];
  if (acceptsEncoding(accepts, 'br')) return reply.header('content-encoding', 'br').send(await brotli(html, brotliOptions(html.length)));
  if (acceptsEncoding(accepts, 'gzip')) return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

const xml = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

/** robots.txt and the sitemaps: an index of files of at most 50,000 URLs, items by id range, read by primary key. */
export async function seoRoutes(app: FastifyInstance, options: { publicUrl: string | undefined; images: ImageStore }) {
  /**
   * A public picture's link-preview JPEG (1200×630): made from its full variant on the first request and kept in the
   * image store beside it, so every process serves the same file. Only pictures of approved items, as /uploads/.
   */
  app.get<{ Params: { '*': string } }>('/og/*', async (request, reply) => {
    const key = /^(.+)\.jpg$/.exec(request.params['*'])?.[1];
    const notFound = () => reply.code(404).header('cache-control', 'no-store').send({ message: MSG.notFound, code: 'NOT_FOUND' });
    if (!key || pictureKeyOf(imageUrl(key, 'full')) !== key || !(await isApprovedImage(app.db, key))) return notFound();
    const jpeg = await ensureDerived(options.images, key, 'share.jpg');
    if (!jpeg) return notFound();
    // Keys are never reused and a key's picture never changes: a year, like /uploads/.
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(jpeg);
  });

  app.get('/robots.txt', async (request, reply) => {
    const base = originOf(request, options.publicUrl);
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = originOf(request, options.publicUrl);
    const result = await app.db.execute(
      sql`SELECT (SELECT coalesce(max(id), 0) FROM products)::int AS products, (SELECT coalesce(max(id), 0) FROM listings)::int AS listings`,
    );
    const max = rowsOf<{ products: number; listings: number }>(result)[0] ?? { products: 0, listings: 0 };
    const files = ['pages'];
    for (const source of ['products', 'listings'] as const)
      for (let part = 0; part * SITEMAP_URLS_MAX < max[source]; part++) files.push(`${source}-${part}`);
    const entries = files.map((f) => `<sitemap><loc>${escapeHtml(`${base}/sitemaps/${f}.xml`)}</loc></sitemap>`).join('');
    return xml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const base = originOf(request, options.publicUrl);
    const urlset = (urls: { loc: string; lastmod?: string }[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
        .map((u) => `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
        .join('')}</urlset>\n`;
    if (request.params.file === 'pages.xml') {
      const pages = ['/', '/explore-all', '/category/property', '/category/appliance', '/category/clothing', '/about', '/contact'];
      return xml(reply, urlset(pages.map((p) => ({ loc: base + p }))));
    }
    const m = /^(products|listings)-(\d{1,5})\.xml$/.exec(request.params.file);
    if (!m) return reply.code(404).send({ message: MSG.notFound, code: 'NOT_FOUND' });
    const source = m[1] as 'products' | 'listings';
    const from = Number(m[2]) * SITEMAP_URLS_MAX;
    const to = from + SITEMAP_URLS_MAX;
    // Approved items that can still be had (a sold-out product is not listed); the primary key bounds the read.
    const open = source === 'products' ? sql.raw(`AND units_sold < quantity AND available`) : sql``;
    const result = await app.db.execute(
      sql`SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod FROM ${sql.raw(source)}
        WHERE id > ${from} AND id <= ${to} AND approval_status = 'approved' ${open} ORDER BY id`,
    );
    const path = source === 'products' ? '/product/' : '/listing/';
    return xml(
      reply,
      urlset(rowsOf<{ id: number; lastmod: string }>(result).map((r) => ({ loc: `${base}${path}${r.id}`, lastmod: r.lastmod }))),
    );
  });
}
