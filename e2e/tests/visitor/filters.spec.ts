import { cards, formatRupees, openFilters, waitForCards } from '../support/catalogue';
import { expect, test } from '../support/test';

/** The monthly rent a card shows ('₹900/month'), or null. */
function rentOf(text: string): number | null {
  const m = /₹([\d,]+)\/month/.exec(text);
  return m?.[1] ? Number(m[1].replaceAll(',', '')) : null;
}

test.describe('list filters', () => {
  test('rent in chosen localities under a monthly price: every filter in the URL, each value with its count', async ({ page, request }) => {
    // The locality with the most appliances for rent (the API's own facet counts).
    const facets = await (await request.get('/api/facets?category=appliance&offer=rent')).json();
    const [slug] = Object.entries(facets.locality as Record<string, number>).sort((a, b) => b[1] - a[1])[0] ?? [];
    const name = String(slug)
      .split('-')
      .map((w) => w[0]?.toUpperCase() + w.slice(1))
      .join(' ');
    await page.goto('/category/home-appliances');
    await waitForCards(page);
    const filters = await openFilters(page);

    // Rent or buy, with counts.
    const rent = filters.getByRole('radio', { name: /^Rent \(\d+\)$/ });
    await expect(rent).toBeVisible();
    await rent.check();
    await expect(page).toHaveURL(/offer=rent/);
    await expect(filters.getByText('Rent per month')).toBeVisible();

    // A locality found by typing part of its name.
    await filters.getByRole('searchbox', { name: 'Find a locality' }).fill(name.slice(0, 4).toLowerCase());
    // The name alone, with its count: "Gomti Nagar (3)", not "Gomti Nagar Extension (2)".
    const locality = filters.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\+?\\)$`) });
    await locality.check();
    await expect(page).toHaveURL(new RegExp(`locality=${slug}`));
    await expect(filters.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    await waitForCards(page);
    await expect(cards(page).filter({ hasNotText: name })).toHaveCount(0);
    await expect(cards(page).filter({ hasNotText: '/month' })).toHaveCount(0);

    // A monthly maximum: the handle's first step is ₹500, a few steps on is still a rent.
    const max = filters.getByRole('slider', { name: 'Maximum price' });
    await max.focus();
    // Three steps down from the top: just under the highest rent of the list.
    await max.press('End');
    await expect(max).toHaveAttribute('aria-valuetext', 'Any price');
    for (let i = 0; i < 3; i++) await max.press('ArrowLeft');
    const limit = Number(String(await max.getAttribute('aria-valuetext')).replace(/[^\d]/g, ''));
    expect(limit).toBeGreaterThanOrEqual(500);
    await expect(filters.getByText(`Up to ${formatRupees(limit)}/month`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`maxPrice=${limit}`));
    // Every card's monthly rent is within it (an item also for sale shows its sale price too).
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((t) => rentOf(t) !== null && (rentOf(t) ?? Infinity) <= limit);
      })
      .toBe(true);

    // The shared link opens the same list.
    const url = page.url();
    await page.goto(url);
    const again = await openFilters(page);
    await expect(again.getByRole('radio', { name: /^Rent/ })).toBeChecked();
    await expect(again.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    await expect(again.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', `${formatRupees(limit)}/month`);
  });

  test('near me sorts by distance from the position the browser gives', async ({ page, context }) => {
    // Chowk's centre.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 26.868, longitude: 80.911 });
    await page.goto('/category/home-appliances');
    await waitForCards(page);
    const filters = await openFilters(page);
    await filters.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/near=26\.868%2C80\.911&sort=nearest|sort=nearest.*near=/);
    await expect(filters.getByText('Nearest to you first')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by', exact: true })).toHaveValue('nearest');
    await waitForCards(page);
    await expect(cards(page).first()).toContainText('Chowk');

    // Or from a locality picked by hand; stopping goes back to the newest first.
    await filters.getByRole('combobox', { name: 'Distance from a locality' }).selectOption('telibagh');
    await expect(filters.getByText('Nearest to Telibagh')).toBeVisible();
    await filters.getByRole('button', { name: 'Stop sorting by distance' }).click();
    await expect(page).not.toHaveURL(/near=|sort=nearest/);
  });
});
