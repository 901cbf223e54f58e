import { cards, waitForCards } from '../support/catalogue';
import { expect, test } from '../support/test';

test.describe('empty and not-found states', () => {
  test('a search for nonsense says No results found.', async ({ page }) => {
    await page.goto('/search?query=xqzvbnmlkj&city=Lucknow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “xqzvbnmlkj” in Lucknow');
    await expect(page.getByText('No results found.', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('a category title search that matches nothing says No listings found in this category.', async ({ page }) => {
    await page.goto('/category/property');
    await waitForCards(page);
    const box = page.getByRole('searchbox', { name: 'Search Property by title' });
    await box.fill('xqzvbnmlkj');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/property\?q=xqzvbnmlkj$/);
    await expect(page.getByText('No listings found in this category.', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // And a word from a real title finds it again.
    await page.getByRole('link', { name: 'Show everything in Property' }).click();
    await expect(page).toHaveURL(/\/category\/property\??$/);
    await waitForCards(page);
    await box.fill('BHK');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/property\?q=BHK$/);
    await waitForCards(page);
    await expect(cards(page).getByRole('heading').filter({ hasNotText: /BHK/i })).toHaveCount(0);
  });

  test('an unknown product id shows Product not found', async ({ page }) => {
    await page.goto('/product/99999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await expect(page).toHaveTitle('Product not found · Kiraya');
    await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  test('an unknown listing id shows Listing not found', async ({ page }) => {
    await page.goto('/listing/99999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');
    await expect(page).toHaveTitle('Listing not found · Kiraya');
  });

  test('a malformed id is not found either', async ({ page }) => {
    await page.goto('/listing/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Kiraya');
    await page.getByRole('link', { name: 'Explore all listings' }).click();
    await expect(page).toHaveURL(/\/explore-all$/);
    await waitForCards(page);
  });

  test('an unknown category shows the unknown-category state', async ({ page }) => {
    await page.goto('/category/unknown-thing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown category');
    await expect(page.getByText('Kiraya has no category called “unknown-thing”.', { exact: false })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('category aliases resolve to the same category', async ({ page }) => {
    await page.goto('/category/dresses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
    await waitForCards(page);
    await expect(cards(page).filter({ hasNotText: 'Clothing ·' })).toHaveCount(0);
  });
});
