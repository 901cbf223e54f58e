import AxeBuilder from '@axe-core/playwright';
import { waitForCards } from '../support/catalogue';
import { expect, type Page, test } from '../support/test';

/** Each screen, and what shows that its content (not a skeleton) has arrived before axe looks. */
const screens: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: async () => '/', ready: (page) => waitForCards(page, 12) },
  { name: 'category', path: async () => '/category/property', ready: (page) => waitForCards(page) },
  { name: 'product', path: (page) => firstItemPath(page, 'product'), ready: detailReady },
  { name: 'listing', path: (page) => firstItemPath(page, 'listing'), ready: detailReady },
  { name: 'owner profile', path: async () => '/owners/1', ready: (page) => waitForCards(page) },
  { name: 'search', path: async () => '/search?query=flat', ready: (page) => waitForCards(page) },
  {
    name: 'search, no results',
    path: async () => '/search?query=xqzvbnmlkj&city=Lucknow',
    ready: (page) => expect(page.getByText('No results found.')).toBeVisible(),
  },
  { name: 'explore-all', path: async () => '/explore-all', ready: (page) => waitForCards(page) },
  { name: 'about', path: async () => '/about', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'contact',
    path: async () => '/contact',
    ready: (page) => expect(page.getByRole('button', { name: 'Send message' })).toBeVisible(),
  },
  {
    name: '404',
    path: async () => '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
  {
    name: 'owner dashboard',
    path: async () => '/owner-dashboard',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

/** A real item id from the catalogue's own API (the seed decides the ids). */
async function firstItemPath(page: Page, kind: 'product' | 'listing'): Promise<string> {
  const response = await page.request.get('/api/all-products?city=Lucknow&limit=50');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { id: number; source: 'products' | 'listings' }[];
  const item = items.find((i) => i.source === (kind === 'product' ? 'products' : 'listings'));
  if (!item) throw new Error(`no ${kind} in /api/all-products`);
  return `/${kind}/${item.id}`;
}

async function detailReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rent Now' })).toBeVisible();
}

// axe walks the whole DOM: on a busy two-core machine a large page takes a while.
test.describe.configure({ timeout: 60_000 });

for (const screen of screens) {
  test(`axe: ${screen.name} has no serious or critical violation`, async ({ page }) => {
    await page.goto(await screen.path(page));
    await screen.ready(page);
    // Let the page settle (images decode, fonts apply) so contrast is judged on what a person sees.
    await page.waitForLoadState('load');
    // Also axe's experimental label-in-name rule (WCAG 2.5.3, which Lighthouse runs): a control's name must hold the
    // words it shows, or a voice user who says them cannot reach it.
    const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = bad.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
    if (report.length > 0) console.log(`axe on ${page.url()}:\n${JSON.stringify(report, null, 2)}`);
    expect(report, `axe violations on ${page.url()}`).toEqual([]);
  });
}
