import { deferAppScripts, SIGNED_IN_SCRIPT } from '../../lib/boot-script.js';

/**
 * The page shell with a page's own head: title, description, canonical URL, Open Graph and Twitter tags, hreflang
 * alternates and JSON-LD, written into the built index.html, and a plain-HTML summary inside #root that a crawler
 * or a link preview reads without JavaScript (React replaces it when the app starts).
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  type: 'website' | 'product' | 'profile';
  /** Absolute URL of the picture a shared link shows. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Extra Open Graph properties (product:price:amount…). */
  og?: Record<string, string>;
  jsonLd?: object[];
  /** Pages that must not be indexed (search results, unknown items). */
  noindex?: boolean;
  /** The summary placed in #root: already-escaped HTML. */
  body?: string;
  status: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** JSON inside <script>: `<` escaped so no text of a listing can close the element. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** `?lang=` variants of a URL for hreflang (the web app reads the parameter). */
function withLang(url: string, lang: string): string {
  const u = new URL(url);
  u.searchParams.set('lang', lang);
  return u.toString();
}

/** The id of the web app's <main> (MAIN_ID in apps/web/src/components/layouts/shell-parts.tsx). */
const MAIN_ID = 'main-content';

/** A page the server rendered with the web app's components: its markup, the query cache to hydrate, its language. */
export interface RenderedPage {
  html: string;
  /** The query cache, written as JSON that nothing inside can close the <script> element with. */
  state: unknown;
  language: 'en' | 'hi';
}

/**
 * The shell with the page's head and its markup (or the summary). `fonts`: the Devanagari face for a Hindi page; with
 * it the document starts with the face first in its font stack (`html.devanagari`). `preloads`: the language's message
 * catalogues (`languagePreloads`).
 */
/**
 * The template with SIGNED_IN_SCRIPT first in its head (after its charset, when it has one): before any stylesheet,
 * so it runs at once and marks a signed-in buyer's page before the first frame.
 */
function withSignedInScript(template: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(template);
  const head = /<head[^>]*>/i.exec(template);
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) return template;
  return `${template.slice(0, at)}\n    <script>${SIGNED_IN_SCRIPT}</script>${template.slice(at)}`;
}

export function renderShell(template: string, head: PageHead, page?: RenderedPage, fonts = '', preloads = ''): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLang(head.canonical, 'en'))}" />`,
    `<link rel="alternate" hreflang="hi" href="${escapeHtml(withLang(head.canonical, 'hi'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', 'Kiraya'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', page?.language === 'hi' ? 'hi_IN' : 'en_IN'),
    meta('property', 'og:locale:alternate', page?.language === 'hi' ? 'en_IN' : 'hi_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
    );
  }
  for (const [key, value] of Object.entries(head.og ?? {})) tags.push(meta('property', key, value));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (fonts) tags.push(fonts);
  if (preloads) tags.push(preloads);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  // No frame until <main> arrives, so the header above it is parsed whole: a parser that yields inside the header
  // paints its right-hand buttons one by one, each shifting the others left (a layout shift in Lighthouse's trace,
  // docs/seo.md 2026-12-06). Chromium lets frames go once the element is in the document. Only where the markup has
  // it: a page without it would wait for the end of parsing and log a warning.
  if (page?.html.includes(`id="${MAIN_ID}"`)) tags.push(`<link rel="expect" href="#${MAIN_ID}" blocking="render" />`);

  // The rendered page (data-ssr names its language: the browser hydrates it only in that language), else the summary.
  const root = page
    ? `<div id="root" data-ssr="${page.language}">${page.html}</div><script type="application/json" id="kiraya-state">${safeJson(page.state)}</script>`
    : `<div id="root">${head.body ?? ''}</div>`;
  const html = (page ? withSignedInScript(template) : template)
    .replace('<html lang="en">', `<html lang="${page?.language ?? 'en'}"${fonts ? ' class="devanagari"' : ''}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, meta('name', 'description', head.description))
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', root);
  // A rendered page is read before its scripts run: they start once it is painted (lib/boot-script.ts).
  return page ? deferAppScripts(html) : html;
}
