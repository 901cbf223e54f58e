import { expect, test } from '@playwright/test';
import { cards, formatRupees, visiblePrices, waitForCards } from '../support/catalogue';

const STEP = 500;

test.describe('explore-all filters', () => {
  test('a category and a maximum price narrow the list, and the URL keeps them', async ({ page }) => {
    await page.goto('/explore-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore all listings' })).toBeVisible();
    await waitForCards(page);
    // Unfiltered to begin with.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('radio', { name: 'All categories' })).toBeChecked();

    // Category.
    await filters.getByRole('radio', { name: 'Home Appliances' }).check();
    await expect(page).toHaveURL(/\/explore-all\?category=appliance$/);
    await waitForCards(page);
    await expect(cards(page).filter({ hasNotText: 'Home Appliances ·' })).toHaveCount(0);
    const count = page.getByText(/^(Showing \d+–\d+ of [\d,]+ items|\d+ items?)$/);
    await expect(count).toBeVisible();
    const totalOf = (text: string) =>
      Number((/of ([\d,]+) items/.exec(text)?.[1] ?? /^(\d+)/.exec(text)?.[1] ?? 'NaN').replaceAll(',', ''));
    const before = totalOf(await count.textContent().then(String));
    expect(before).toBeGreaterThan(0);

    // The slider: min 0, step 500; its top is the highest appliance price rounded up to a step.
    const slider = filters.getByRole('slider', { name: 'Maximum price' });
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('step', String(STEP));
    await expect(slider).toHaveAttribute('aria-valuetext', 'Any price');
    const top = Number(await slider.getAttribute('max'));
    expect(top % STEP).toBe(0);
    expect(top).toBeGreaterThanOrEqual(10_000);

    // Keyboard: Home goes to ₹0, then ten steps right is ₹5,000.
    const limit = 10 * STEP;
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
    await expect(slider).toHaveValue(String(limit));
    await expect(slider).toHaveAttribute('aria-valuetext', `Up to ${formatRupees(limit)}`);
    await expect(filters.getByText(`Up to ${formatRupees(limit)}`)).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/explore-all\\?category=appliance&maxPrice=${limit}$`));
    await expect
      .poll(async () => {
        await waitForCards(page);
        return Math.max(...(await visiblePrices(page)));
      })
      .toBeLessThanOrEqual(limit);
    const prices = await visiblePrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(limit);
    await expect(cards(page).filter({ hasNotText: 'Home Appliances ·' })).toHaveCount(0);
    // Fewer items than before: the filter really filtered.
    await expect.poll(async () => totalOf(await count.textContent().then(String))).toBeLessThan(before);

    // The filters survive a reload (the URL is the source of truth).
    await page.reload();
    await expect(filters.getByRole('radio', { name: 'Home Appliances' })).toBeChecked();
    await expect(slider).toHaveValue(String(limit));
    await waitForCards(page);
    for (const price of await visiblePrices(page)) expect(price).toBeLessThanOrEqual(limit);

    // Clear filters.
    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/explore-all$/);
    await expect(filters.getByRole('radio', { name: 'All categories' })).toBeChecked();
  });

  test('a category from the URL filters too, with its alias resolved', async ({ page }) => {
    await page.goto('/explore-all?category=dresses&maxPrice=1000');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('radio', { name: 'Clothing' })).toBeChecked();
    await waitForCards(page);
    await expect(cards(page).filter({ hasNotText: 'Clothing ·' })).toHaveCount(0);
    for (const price of await visiblePrices(page)) expect(price).toBeLessThanOrEqual(1000);
  });
});
