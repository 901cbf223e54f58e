import { DEMO, loginBuyer } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/**
 * Visitor pages arrive rendered by the server with the web app's own components, and the browser takes them over by
 * hydrating: no second fetch of what the page already holds, no hydration error, and every control works.
 */

interface CatalogueItem {
  id: number;
  title: string;
  description: string;
  category: string;
}

async function firstItem(request: import('@playwright/test').APIRequestContext, category = 'home-appliances'): Promise<CatalogueItem> {
  const response = await request.get(`/api/products?category=${category}&limit=1`);
  expect(response.ok()).toBe(true);
  const [item] = (await response.json()) as CatalogueItem[];
  if (!item) throw new Error(`no ${category} item in the demo catalogue`);
  return item;
}

/** The markup inside #root, without tags: what a crawler or a link preview reads. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root"');
  expect(start).toBeGreaterThan(0);
  return html
    .slice(start)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Console errors and uncaught exceptions (React reports a failed hydration as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a product page is HTML with its title, price, photo and description, rendered by the app’s own components', async ({ request }) => {
  const item = await firstItem(request);
  const response = await request.get(`/product/${item.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root" data-ssr="en">');
  const text = rootText(html);
  // The screen itself, not a summary: its heading, price, the buttons and the similar items' section.
  expect(text).toContain(item.title);
  expect(text).toMatch(/₹[\d,]+/);
  expect(text).toContain('Add to Cart');
  expect(text).toContain(item.description.slice(0, 40));
  expect(html).toMatch(/<img[^>]+alt="[^"]*"[^>]*>/);
  // The cache the page was rendered from travels with it, for the browser to start from.
  const state = JSON.parse(/<script type="application\/json" id="kiraya-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
  const keys = (state?.queries ?? []).map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey));
  expect(keys).toContain(JSON.stringify(['catalogue', 'product', item.id]));
});

test('home, a category, search and a listing are rendered on the server with their items', async ({ request }) => {
  const item = await firstItem(request);
  const home = rootText(await (await request.get('/')).text());
  expect(home).toContain('Rent or buy second-hand');

  const category = rootText(await (await request.get(`/category/${item.category}`)).text());
  expect(category).toContain(item.title);

  const word = item.title.split(/\s+/).find((w) => w.length >= 5) ?? item.title;
  const search = rootText(await (await request.get(`/search?query=${encodeURIComponent(word)}`)).text());
  expect(search).toContain(word);

  const [listing] = (await (await request.get('/api/listings?limit=1')).json()) as CatalogueItem[];
  if (listing) expect(rootText(await (await request.get(`/listing/${listing.id}`)).text())).toContain(listing.title);
});

test('without JavaScript a product page still shows its title, price and description and links to its category', async ({
  browser,
  request,
}) => {
  const item = await firstItem(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByText(item.description.slice(0, 40))).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home Appliances' })).toHaveAttribute(
    'href',
    '/category/appliance',
  );
  await context.close();
});

test('the browser hydrates a rendered product page: no refetch, no error, and the buttons work', async ({ page, request }) => {
  const item = await firstItem(request);
  const errors = collectErrors(page);
  const refetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/product/${item.id}`) refetched.push(r.url());
  });
  await page.goto(`/product/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refetched).toEqual([]);

  // Interactive: the cart button adds the item and the header's count follows.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Hindi visitor gets the page rendered in Hindi and the browser hydrates it in Hindi', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const item = await firstItem(request);
  const errors = collectErrors(page);
  await context.addCookies([{ name: 'kiraya_lang', value: 'hi', url: String(baseURL) }]);
  await page.addInitScript(() => localStorage.setItem('kiraya:language', 'hi'));

  const html = await (await request.get(`/product/${item.id}`, { headers: { cookie: 'kiraya_lang=hi' } })).text();
  // The Devanagari face is declared in the head and first in the font stack from the first paint.
  expect(html).toContain('<html lang="hi" class="devanagari">');
  expect(html).toMatch(/<style>@font-face\{font-family:Noto Sans Devanagari;/);
  expect(html).toContain('<div id="root" data-ssr="hi">');
  expect(rootText(html)).toContain('कार्ट में डालें');

  await page.goto(`/product/${item.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'कार्ट')), { message: 'the face is loaded' })
    .toBe(true);
  await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(page.locator('[data-testid="cart-count"]')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('taking over a rendered page builds no Intl formatter (the first one costs a phone ~100 ms), in either language', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const item = await firstItem(request);
  // Every Intl formatter the page builds, by kind: the written-out formats of lib/i18n/format.ts cover what visitor
  // pages show (prices, counts, dates, "N days ago", plurals).
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules'] as const) {
      const Original = Intl[kind] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf: unknown };
      const Counted = (...args: unknown[]) => {
        built.push(kind);
        return new Original(...args);
      };
      Counted.prototype = Original.prototype;
      Object.assign(Counted, { supportedLocalesOf: Original.supportedLocalesOf });
      (Intl as unknown as Record<string, unknown>)[kind] = Counted;
    }
  });
  for (const language of ['en', 'hi']) {
    await context.addCookies([{ name: 'kiraya_lang', value: language, url: String(baseURL) }]);
    for (const path of [`/product/${item.id}`, '/category/home-appliances', '/']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await expect(page.locator('html[data-ready]')).toHaveAttribute('lang', language);
      await expect(page.locator('#root')).toContainText('₹');
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), `${language} ${path}`).toEqual([]);
    }
  }
});

test('a rendered list or search page is taken over as it is: nothing in it is redrawn after hydration', async ({ page, request }) => {
  // Text and elements that change after the app starts are work on a phone's main thread and a visible jump (the
  // price scale's top, the header's search box): the first render in the browser must already be the server's.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { rootChanges: string[] }).rootChanges = changes;
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') changes.push(`text "${r.oldValue}" → "${r.target.textContent}"`);
        if (r.type === 'childList')
          changes.push(`${r.addedNodes.length} added, ${r.removedNodes.length} removed in <${r.target.nodeName}>`);
      }
    });
    // From the end of parsing (the server's markup arriving is not a change); the app starts after it.
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (root) observer.observe(root, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
    });
  });
  for (const path of ['/category/property', '/search?query=fridge']) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges), path).toEqual([]);
  }
  // The header's box holds the search in the server's markup already, and after the app has started.
  expect(await (await request.get('/search?query=fridge')).text()).toMatch(/<input[^>]*name="query"[^>]*value="fridge"/);
  await expect(page.locator('input[name="query"]').first()).toHaveValue('fridge');
});

test('taking over a page writes nothing into the tab’s history, and Back still returns to it', async ({ page }) => {
  // A replaceState at start-up is a same-document navigation in Chromium, inside hydration's commit: the first entry
  // is entry 0 without being written.
  await page.goto('/category/property');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  expect(await page.evaluate(() => window.history.state)).toBeNull();
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/property$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the first frame of a rendered page holds the whole header: no button is painted before the ones beside it', async ({
  page,
  request,
}) => {
  // The header's right-hand buttons sit at the right edge: a frame painted while the parser has yielded inside them
  // shows one, and the next frame shifts it left (a layout shift Lighthouse measured on the search page). The head's
  // `link rel=expect` holds frames until <main> arrives. The CPU is slowed as Lighthouse's phone is, so the parser
  // yields within the page as it does there.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const header = document.querySelector('header');
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        header: header !== null,
        mainAfterIt: header?.nextElementSibling?.id === 'main-content',
      };
    });
  });
  const item = await firstItem(request);
  for (const path of ['/', '/category/property', '/search?query=fridge', `/product/${item.id}`]) {
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame), path).toEqual({
      header: true,
      mainAfterIt: true,
    });
  }
});

test('a signed-in buyer’s header does not move when the app takes a rendered page over', async ({ page, request }) => {
  // The server renders a page for everyone, so for a visitor. Before, the bell (and, on a desktop, the name in place
  // of "Login") came only with the app, moving the buttons beside it: a layout shift on every full load. The head's
  // script marks the signed-in browser before the first frame, and the header keeps their places.
  await loginBuyer(page, DEMO.buyer);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = { shift: 0, moved: [] as string[], firstFrame: '' };
    (window as unknown as { seen: typeof seen }).seen = seen;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // The header's shifts only: a list the app refreshes because another test changed the catalogue meanwhile
        // is not this test's subject.
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node) => (node instanceof Element ? node : node?.parentElement)?.closest('header'));
        if (entry.hadRecentInput || moved.length === 0) continue;
        seen.shift += entry.value;
        // What moved, for the failure's message.
        for (const node of moved) seen.moved.push((node as Element).outerHTML?.slice(0, 160) ?? node?.textContent ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // What the first frame shows where the account link is (the desktop bar; a phone has it in the closed menu).
    requestAnimationFrame(() => {
      const hint = document.querySelector('header .account-hint');
      seen.firstFrame = hint ? getComputedStyle(hint, '::after').content : 'no hint';
    });
  });
  const item = await firstItem(request);
  for (const path of ['/', '/category/property', '/search?query=fridge', `/product/${item.id}`]) {
    await page.goto(path);
    // Taken over: the real bell is there, with its name.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: { shift: number; moved: string[]; firstFrame: string } }).seen);
    expect({ path, ...seen }).toEqual({ path, shift: 0, moved: [], firstFrame: '"Aarav Srivastava"' });
  }
});

test('the tab’s and the manifest’s icons are PNGs: an SVG icon costs a phone’s main thread a whole SVG document', async ({
  page,
  request,
}) => {
  // Chromium draws an SVG icon (the page's own, or the manifest's) as an isolated SVG document on the page's main
  // thread after load: 10–35 ms each on Lighthouse's trace (docs/seo.md).
  await page.goto('/');
  const links = await page.locator('link[rel~="icon"]').evaluateAll((els) => els.map((l) => (l as HTMLLinkElement).href));
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { src: string }[] };
  const icons = [...links, ...manifest.icons.map((icon) => icon.src)];
  expect(links.length).toBeGreaterThan(0);
  for (const href of icons) {
    const response = await request.get(href);
    expect(response.ok(), href).toBe(true);
    expect(response.headers()['content-type'], href).toBe('image/png');
  }
});
