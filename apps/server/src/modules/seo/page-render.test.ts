import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, SIGNED_IN_SCRIPT } from '../../lib/boot-script.js';
import { createOwner, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { fakeWebBuild } from '../../test/web-build.js';
import { pageKey, shellTemplate } from './page-render.js';

// The server's side of server rendering, with a stand-in for the web build's renderer (apps/web/dist-server): which
// pages are rendered, in which language, with API data fetched in-process, and the summary when a render fails.
// Renders "<h1>title</h1>" from the API's own answer for /product/:id; `/product/:id?boom=1` throws.
const web = fakeWebBuild({
  assets: {
    'devanagari-Ab1.css':
      '@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/a.woff2)}@font-face{font-family:Noto Sans Devanagari;font-weight:700;src:url(/assets/b.woff2)}',
    'noto-sans-devanagari-devanagari-400-normal-Ef3.woff2': '',
    'i18n-en-common-Cc1.js': '',
    'i18n-hi-common-Hh2.js': '',
    'i18n-hi-contract-Kk3.js': '',
    'i18n-en-contract-Ee4.js': '',
    'i18n-hi-owner-Oo5.js': '',
  },
  renderer: `let fetchApi;
export function connect(fetch) {
  fetchApi = fetch;
}
export async function render(url, options) {
  const u = new URL(url, 'http://x');
  if (u.searchParams.has('boom')) throw new Error('render failed');
  const id = /^\\/product\\/(\\d+)$/.exec(u.pathname)?.[1];
  if (!id) return { html: '<p>' + options.language + ' ' + u.pathname + '</p>', state: {} };
  const response = await fetchApi('/api/product/' + id, { method: 'GET' });
  const item = await response.json();
  return { html: '<h1>' + item.title + '</h1><p>' + options.language + '</p>', state: { id: item.id, note: '</script>' } };
}
`,
});
const dist = web.dist;
// The build's manifest (vite.config.ts `manifest`): the product screen's chunk imports a shared one and the entry's.
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', imports: ['_vendor-def.js'] },
    '_vendor-def.js': { file: 'assets/vendor-def.js' },
    '_grid-Gg1.js': { file: 'assets/grid-Gg1.js', imports: ['_vendor-def.js'] },
    'src/app/routes/public/product-page.tsx': { file: 'assets/product-page-Pp1.js', imports: ['_grid-Gg1.js', 'index.html'] },
  }),
);
writeFileSync(join(dist, 'assets', 'i18n-en-catalogue-Ca1.js'), '');
writeFileSync(join(dist, 'assets', 'i18n-hi-catalogue-Ch1.js'), '');

let t: TestContext;
let id = 0;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: dist });
  const owner = await createOwner(t.db, { name: 'Neha' });
  id = (await createProduct(t.db, { ownerId: owner.id, title: 'Godrej almirah', category: 'appliance', price: 6000 })).id;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, html: res.body };
};
const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';

describe('server rendering of visitor pages', () => {
  it("renders a product page with the API's own data and sends the cache beside it", async () => {
    const { status, html } = await get(`/product/${id}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toBe(`<div id="root" data-ssr="en"><h1>Godrej almirah</h1><p>en</p></div>`);
    expect(html).toContain(`<script type="application/json" id="kiraya-state">{"id":${id},"note":"\\u003c/script>"}</script>`);
  });

  it('renders in the language the browser will show: ?lang, else the saved cookie, else a Hindi-first browser', async () => {
    expect((await get(`/product/${id}?lang=hi`)).html).toContain('<html lang="hi" class="devanagari">');
    expect(rootOf((await get('/about', { cookie: 'a=1; kiraya_lang=hi' })).html)).toContain('data-ssr="hi"');
    expect(rootOf((await get('/about', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).html)).toContain('<p>hi /about</p>');
    expect(rootOf((await get('/about', { 'accept-language': 'en-IN,hi;q=0.9' })).html)).toContain('<p>en /about</p>');
    // ?lang wins over the cookie: the hreflang alternates must open in their language.
    expect(rootOf((await get('/about?lang=en', { cookie: 'kiraya_lang=hi' })).html)).toContain('data-ssr="en"');
  });

  it('a page rendered in Hindi declares the Devanagari face in its head and fetches it at once; an English page does not', async () => {
    const hindi = (await get('/about?lang=hi')).html;
    expect(hindi).toContain('<html lang="hi" class="devanagari">');
    const head = hindi.slice(0, hindi.indexOf('</head>'));
    expect(head).toContain(
      '<style>@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/a.woff2)}@font-face{font-family:Noto Sans Devanagari;font-weight:700;src:url(/assets/b.woff2)}</style>',
    );
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-400-normal-Ef3.woff2" />',
    );
    const english = (await get('/about?lang=en')).html;
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain('devanagari');
  });

  it("preloads the shell texts of the page's language with the HTML, never the other language's", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/(i18n-[\w-]+\.js)" \/>/g)].map((m) => m[1]);
    // Then the screen's own area (catalogue), in the same language.
    expect(preloads((await get(`/product/${id}?lang=en`)).html)).toEqual(['i18n-en-common-Cc1.js', 'i18n-en-catalogue-Ca1.js']);
    // Hindi: its shell, and the contract's texts in both languages (a message is found by its English text).
    expect(preloads((await get(`/product/${id}?lang=hi`)).html)).toEqual([
      'i18n-hi-common-Hh2.js',
      'i18n-hi-contract-Kk3.js',
      'i18n-en-contract-Ee4.js',
      'i18n-hi-catalogue-Ch1.js',
    ]);
    // A screen the browser draws itself: the language the browser most likely shows (its saved cookie here).
    expect(preloads((await get('/dashboard', { cookie: 'kiraya_lang=hi' })).html)).toContain('i18n-hi-common-Hh2.js');
  });

  it("starts a rendered page's scripts after its first paint, with the two inline scripts the CSP allows by their hashes", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${id}` });
    const head = res.body.slice(0, res.body.indexOf('<template id="kiraya-boot">'));
    // Nothing in the head fetches the app: the module script and every modulepreload are inside the inert template.
    expect(head).toContain('</title>');
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot = /<template id="kiraya-boot">([\s\S]*?)<\/template>/.exec(res.body)?.[1] ?? '';
    expect(boot).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(boot).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">');
    expect(boot).toContain('i18n-en-common-Cc1.js');
    // The signed-in mark first in the head (lib/boot-script.ts SIGNED_IN_SCRIPT; this template has no charset meta to
    // follow), the loader after the page's markup, and the CSP names exactly their hashes.
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => ({ text: m[1] as string, at: m.index }));
    expect(inline.map((s) => s.text)).toEqual([SIGNED_IN_SCRIPT, BOOT_SCRIPT]);
    expect(inline[0]?.at).toBeLessThan(res.body.indexOf('<title>'));
    expect(inline[1]?.at).toBeGreaterThan(res.body.indexOf('id="kiraya-state"'));
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${hash(BOOT_SCRIPT)}' 'sha256-${hash(SIGNED_IN_SCRIPT)}';`,
    );
    // A screen the browser draws itself loads its app from the head as before, with no inline script.
    const dashboard = (await get('/dashboard')).html;
    expect(dashboard.slice(0, dashboard.indexOf('</head>'))).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(dashboard).not.toContain('kiraya-boot');
  });

  it("has a rendered page's screen code and message area fetched with the app, each file once", async () => {
    const bootOf = async (url: string) => /<template id="kiraya-boot">([\s\S]*?)<\/template>/.exec((await get(url)).html)?.[1] ?? '';
    const files = (boot: string) => [...boot.matchAll(/href="\/assets\/([\w.-]+)"/g)].map((m) => m[1]);
    const english = files(await bootOf(`/product/${id}?lang=en`));
    expect(english).toEqual(expect.arrayContaining(['product-page-Pp1.js', 'grid-Gg1.js', 'i18n-en-catalogue-Ca1.js']));
    expect(english).not.toContain('i18n-hi-catalogue-Ch1.js');
    expect(english.filter((f) => f === 'vendor-def.js')).toHaveLength(1); // in the head already: not twice
    expect(files(await bootOf(`/product/${id}?lang=hi`))).toContain('i18n-hi-catalogue-Ch1.js');
    // A screen the build's manifest does not list gets no screen preload; the app fetches it as before.
    expect(files(await bootOf('/about'))).not.toContain('product-page-Pp1.js');
  });

  it('answers 404 for a build file that is not there, never the page shell (a page of an older build asks for it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/product-page-Old123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves signed-in screens, unknown items and failed renders to the browser (with the summary)', async () => {
    expect(rootOf((await get('/dashboard')).html)).toBe('<div id="root"></div>');
    const missing = await get('/product/99999999');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('data-ssr');
    const failed = await get(`/product/${id}?boom=1`);
    expect(failed.status).toBe(200);
    expect(failed.html).not.toContain('data-ssr');
    expect(rootOf(failed.html)).toContain('Godrej almirah'); // the plain summary
  });
});

describe('the cache key of a rendered page', () => {
  const key = (url: string) => pageKey('en', new URL(url, 'http://x'));

  it('is the same for the same parameters in any order, and without campaign tags or ?lang=', () => {
    expect(key('/search?query=fridge&city=Lucknow')).toBe('page:en:/search?city=Lucknow&query=fridge');
    expect(key('/search?city=Lucknow&query=fridge&utm_source=whatsapp&fbclid=x&lang=en')).toBe(key('/search?query=fridge&city=Lucknow'));
    expect(key('/product/7?gclid=abc')).toBe('page:en:/product/7');
  });

  it('keeps every parameter a page reads apart', () => {
    expect(key('/search?query=fridge')).not.toBe(key('/search?query=sofa'));
    expect(key('/explore-all?page=2')).not.toBe(key('/explore-all'));
    expect(pageKey('hi', new URL('/about', 'http://x'))).not.toBe(key('/about'));
  });
});

describe('the shell template', () => {
  it('carries the stylesheet inside the page, so the server-rendered markup paints without a second request', () => {
    const template = shellTemplate(dist);
    expect(template).toContain('<style>body{margin:0}</style>');
    expect(template).not.toContain('index-Zz9.css');
  });

  it('keeps the link when the stylesheet could close the element', () => {
    const odd = fakeWebBuild({ css: 'a::after{content:"</style>"}' });
    try {
      expect(shellTemplate(odd.dist)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Zz9.css">');
    } finally {
      odd.remove();
    }
  });
});
