import type { Page } from '@playwright/test';
import { cardPrice, cards, formatRupees, isAscending, parseRupees, visiblePrices, waitForCards } from '../support/catalogue';
import { expect, test } from '../support/test';

/**
 * Picks a sort and waits until the cards shown are in its order (`inOrder`). Right after the pick the list may still
 * show the previous order, before its request starts (so nothing is busy yet): the URL alone does not say it changed.
 */
async function sortAndWait(page: Page, label: string, sort: string, inOrder: (prices: number[]) => boolean): Promise<void> {
  await page.getByLabel('Sort by').selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}\\b`));
  await expect
    .poll(async () => {
      await waitForCards(page, 2);
      return inOrder(await visiblePrices(page));
    })
    .toBe(true);
}

test.describe('home → category → sort → product', () => {
  test('a visitor browses a category, sorts it by price and opens a product', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Rent and buy second-hand in Lucknow · Kiraya');

    // Categories grid: every section shows its first four items and a View All link.
    for (const label of ['Property', 'Home Appliances', 'Clothing']) {
      const section = page.getByRole('region', { name: label, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
      await expect(cards(section)).toHaveCount(4);
      await expect(section.getByRole('link', { name: `View All ${label}` })).toBeVisible();
    }
    // Latest listings: listing cards only ('For rent' is what a listing card says of itself).
    const latest = page.getByRole('region', { name: 'Latest listings' });
    await expect(cards(latest).first()).toBeVisible();
    expect(await cards(latest).count()).toBeGreaterThanOrEqual(4);
    await expect(cards(latest).filter({ hasNotText: 'For rent' })).toHaveCount(0);
    // How it works: the three steps.
    const steps = page.getByRole('region', { name: 'How Kiraya works' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([/Browse/, /Contact/, /Rent or buy/]);

    // View All → the category page.
    await page.getByRole('region', { name: 'Clothing', exact: true }).getByRole('link', { name: 'View All Clothing' }).click();
    await expect(page).toHaveURL(/\/category\/clothing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
    await waitForCards(page, 2);
    const latestPrices = await visiblePrices(page);

    // Sort: Price Low to High, then the prices shown climb.
    await sortAndWait(
      page,
      'Price Low to High',
      'price_asc',
      (prices) => isAscending(prices) && (prices[0] ?? Number.POSITIVE_INFINITY) <= Math.min(...latestPrices),
    );
    const sorted = await visiblePrices(page);
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted, `prices after Price Low to High: ${sorted.join(', ')}`).toEqual([...sorted].sort((a, b) => a - b));

    // And High to Low reverses it.
    await sortAndWait(
      page,
      'Price High to Low',
      'price_desc',
      (prices) => isAscending([...prices].reverse()) && (prices[0] ?? 0) >= Math.max(...latestPrices),
    );
    // Back to Low to High before a card is read: a card read from the previous order can be replaced by the time it
    // is clicked (a phone run waited 60 s on a detached card).
    await sortAndWait(page, 'Price Low to High', 'price_asc', isAscending);

    // A card whose source is products links to /product/{id}.
    const productCard = cards(page)
      .filter({ has: page.locator('a[href^="/product/"]') })
      .first();
    await expect(productCard).toBeVisible();
    const title = (await productCard.getByRole('heading').textContent().then(String)).trim();
    const price = parseRupees(await cardPrice(productCard).first().textContent().then(String));
    await productCard.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Kiraya`);
    const main = page.getByRole('main');
    await expect(main.getByText(formatRupees(price), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery and returns' }).getByRole('listitem')).toHaveText([
      'Free delivery',
      '10-day return',
      'Pay on delivery',
    ]);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();

    // A visitor may fill a cart, but the wishlist needs a login: the button says so and offers one.
    for (const name of ['Add to Cart', 'Add to Wishlist']) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
    await expect(page.getByText('Please login to use wishlist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      /^\/login\?reason=required&next=%2Fproduct%2F\d+$/,
    );

    // Clothing: sizes M, L, XL, and choosing one checks it.
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    for (const size of ['M', 'L', 'XL']) await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeVisible();
    await sizes.getByRole('radio', { name: 'XL', exact: true }).check();
    await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();

    // Up to three similar products, other than this one, of the same category.
    const similar = page.getByRole('region', { name: /^Similar in Clothing/ });
    await expect(cards(similar).first()).toBeVisible();
    const similarCount = await cards(similar).count();
    expect(similarCount).toBeGreaterThanOrEqual(1);
    expect(similarCount).toBeLessThanOrEqual(3);
    await expect(cards(similar).filter({ has: page.getByRole('heading', { name: title, exact: true }) })).toHaveCount(0);
    await expect(cards(similar).filter({ hasNotText: 'Clothing ·' })).toHaveCount(0);

    // Back returns to the sorted category page.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/clothing\?sort=price_asc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  });

  test('a product outside clothing has no sizes, and Back opened directly goes to its category', async ({ page }) => {
    await page.goto('/category/appliance');
    await waitForCards(page);
    const productLink = cards(page).locator('a[href^="/product/"]').first();
    const href = await productLink.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    // Opened directly (a shared link): no history to go back to.
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery and returns' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Size' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/appliance$/);
  });
});
