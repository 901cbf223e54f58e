import { cards, formatRupees, openFilters, visiblePrices, waitForCards } from '../support/catalogue';
import { expect, test } from '../support/test';

const STEP = 500;

test.describe('explore-all filters', () => {
  test('a category and a maximum price narrow the list, and the URL keeps them', async ({ page }) => {
    await page.goto('/explore-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore all listings' })).toBeVisible();
    await waitForCards(page);
    // Unfiltered to begin with.
    const filters = await openFilters(page);
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

    // The price range: two handles on a logarithmic track from ₹0 to the highest appliance price, in ₹500 steps.
    const slider = filters.getByRole('slider', { name: 'Maximum price' });
    const minSlider = filters.getByRole('slider', { name: 'Minimum price' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Any price');
    await expect(minSlider).toHaveAttribute('aria-valuetext', 'Any price');

    // Keyboard: Home puts the maximum at the first step, ₹500 (not ₹0: the "Up to ₹0 · 0 items"), then
    // thirty steps right is a few thousand rupees.
    await slider.focus();
    await slider.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', formatRupees(STEP));
    for (let i = 0; i < 30; i++) await slider.press('ArrowRight');
    const text = String(await slider.getAttribute('aria-valuetext'));
    const limit = Number(text.replace(/[^\d]/g, ''));
    expect(limit % STEP).toBe(0);
    expect(limit).toBeGreaterThan(STEP);
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
    await openFilters(page);
    await expect(filters.getByRole('radio', { name: 'Home Appliances' })).toBeChecked();
    await expect(slider).toHaveAttribute('aria-valuetext', formatRupees(limit));
    await waitForCards(page);
    for (const price of await visiblePrices(page)) expect(price).toBeLessThanOrEqual(limit);

    // Clear filters: the price goes, the category stays; then All categories.
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/explore-all\?category=appliance$/);
    await filters.getByRole('radio', { name: 'All categories' }).check();
    await expect(page).toHaveURL(/\/explore-all$/);
    await expect(filters.getByRole('radio', { name: 'All categories' })).toBeChecked();
  });

  test('a category from the URL filters too, with its alias resolved', async ({ page }) => {
    await page.goto('/explore-all?category=dresses&maxPrice=1000');
    const filters = await openFilters(page);
    await expect(filters.getByRole('radio', { name: 'Clothing' })).toBeChecked();
    await waitForCards(page);
    await expect(cards(page).filter({ hasNotText: 'Clothing ·' })).toHaveCount(0);
    for (const price of await visiblePrices(page)) expect(price).toBeLessThanOrEqual(1000);
  });
});
