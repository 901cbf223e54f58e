import {
  cardDescription,
  cardPrice,
  cards,
  formatRupees,
  headerSearchBox,
  openFilters,
  parseRupees,
  waitForCards,
} from '../support/catalogue';
import { expect, type Page, test } from '../support/test';

const PREVIEW_MAX = 60;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function searchFromHeader(page: Page, query: string): Promise<void> {
  const box = headerSearchBox(page);
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?query=${encodeURIComponent(query)}&city=Lucknow`);
}

/** The titles of the result cards shown. */
async function resultTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

test.describe('header search → results → listing → stepper', () => {
  test('a visitor searches from the header, opens a listing and works out the rent for three months', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, 'refrigerator');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “refrigerator” in Lucknow');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitForCards(page);
    expect((await resultTitles(page)).some((t) => /refrigerator/i.test(t))).toBe(true);

    // Descriptions are previews: at most 60 characters, with an ellipsis when cut.
    const previews = await cards(page)
      .all()
      .then((all) => Promise.all(all.map((card) => cardDescription(card).textContent().then(String))));
    expect(previews.length).toBeGreaterThan(0);
    for (const text of previews) {
      const body = text.endsWith('…') ? text.slice(0, -1) : text;
      expect(body.length, `preview ${JSON.stringify(text)}`).toBeLessThanOrEqual(PREVIEW_MAX);
      expect(body.trim().length).toBeGreaterThan(0);
    }
    // The seeded descriptions are long, so the cut really happens.
    expect(previews.some((text) => text.endsWith('…'))).toBe(true);

    // Every result offers View Details, by source.
    await expect(cards(page).getByRole('link', { name: /^View Details\s*: / })).toHaveCount(await cards(page).count());

    // Open a result that is a listing.
    const listingCard = cards(page)
      .filter({ has: page.locator('a[href^="/listing/"]') })
      .first();
    const title = (await listingCard.getByRole('heading').textContent().then(String)).trim();
    const cardMonthly = parseRupees(await cardPrice(listingCard).first().textContent().then(String));
    await listingCard.getByRole('link', { name: new RegExp(`^View Details\\s*: ${escapeRegExp(title)}$`) }).click();
    await expect(page).toHaveURL(/\/listing\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Price per month, and the seller's contact block: a member's ad is reached by chat, never by a shown number or e-mail.
    const monthly = parseRupees(
      await page
        .getByRole('article')
        .locator('p')
        .filter({ hasText: /^\s*₹[\d,]+\/month\s*$/ })
        .first()
        .textContent()
        .then(String),
    );
    // The same rent per month as the result card said.
    expect(monthly).toBe(cardMonthly);
    const seller = page.getByRole('region', { name: 'Contact the seller' });
    await expect(seller.getByText(/phone number stays private until they choose to share it/)).toBeVisible();
    await expect(seller.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('article').locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Chat with owner' })).toHaveAttribute('href', /^\/login\?/);
    for (const name of ['Rent Now', 'Add to Wishlist']) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();

    // The rent-duration stepper: starts at 1, cannot go below 1.
    const months = page.getByRole('spinbutton', { name: 'Rent duration (months)' });
    const decrease = page.getByRole('button', { name: 'Decrease months' });
    const increase = page.getByRole('button', { name: 'Increase months' });
    const total = page.getByTestId('rent-total');
    await expect(months).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await expect(total).toHaveText(formatRupees(monthly));

    await increase.click();
    await increase.click();
    await expect(months).toHaveValue('3');
    await expect(decrease).toBeEnabled();
    await expect(total).toHaveText(formatRupees(3 * monthly));
    await expect(page.getByText(`3 × ${formatRupees(monthly)}/month`)).toBeVisible();

    await decrease.click();
    await expect(months).toHaveValue('2');
    await expect(total).toHaveText(formatRupees(2 * monthly));

    // Typing 0 is corrected to the minimum of 1 month.
    await months.fill('0');
    await months.blur();
    await expect(months).toHaveValue('1');
    await expect(total).toHaveText(formatRupees(monthly));
    await expect(decrease).toBeDisabled();

    // Typing a number sets it directly.
    await months.fill('5');
    await expect(total).toHaveText(formatRupees(5 * monthly));

    // Back returns to the results.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/search?query=refrigerator&city=Lucknow');
    await expect(headerSearchBox(page)).toHaveValue('refrigerator');
  });

  test('a partial word finds refrigerators', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, 'refri');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “refri” in Lucknow');
    await waitForCards(page);
    const titles = await resultTitles(page);
    expect(titles.filter((t) => /refrigerator/i.test(t)).length, titles.join(' | ')).toBeGreaterThanOrEqual(2);
  });

  for (const [typo, word] of [
    ['refrigrator', /refrigerator/i],
    ['sofaa', /sofa/i],
  ] as const) {
    test(`a typo ('${typo}') still finds results`, async ({ page }) => {
      await page.goto(`/search?query=${typo}&city=Lucknow`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${typo}” in Lucknow`);
      await waitForCards(page);
      const titles = await resultTitles(page);
      expect(
        titles.some((t) => word.test(t)),
        titles.join(' | '),
      ).toBe(true);
    });
  }
});

test.describe('search the way Lucknow types', () => {
  test('suggestions open while typing; arrows choose one, Enter opens it, Escape closes the list', async ({ page }) => {
    await page.goto('/');
    const box = headerSearchBox(page);
    await box.fill('fri');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', String(await list.getAttribute('id')));
    const first = list.getByRole('option').first();
    await expect(first).toHaveText('fridge');

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', String(await first.getAttribute('id')));
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('fri');

    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    // Enter opens the chosen suggestion: wait until the list has one chosen (the reopened list may still be refreshing).
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?query=fridge');
    // The URL changes before the results page replaces the home page (and its cards).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “fridge”');
    await waitForCards(page);
    // The fridges come before anything that only mentions one.
    const titles = await resultTitles(page);
    expect(
      titles.slice(0, 5).every((t) => /fridge|refrigerator/i.test(t)),
      titles.join(' | '),
    ).toBe(true);
  });

  test('Hindi and Hinglish find the same fridges as English', async ({ page }) => {
    await page.goto(`/search?query=${encodeURIComponent('फ्रिज')}&city=Lucknow`);
    await waitForCards(page);
    const hindi = await resultTitles(page);
    await page.goto('/search?query=freej&city=Lucknow');
    await waitForCards(page);
    expect(await resultTitles(page)).toEqual(hindi);
    expect(hindi.filter((t) => /fridge|refrigerator/i.test(t)).length).toBeGreaterThanOrEqual(5);
  });

  test('a misspelt search says what it answered, with a link to it', async ({ page }) => {
    await page.goto('/search?query=refrigrator&city=Lucknow');
    await waitForCards(page);
    const correction = page.getByRole('status').filter({ hasText: 'Did you mean' });
    await expect(correction).toBeVisible();
    // The filters count the results shown (the corrected words'), not the typed word's none.
    const filters = await openFilters(page);
    await expect(filters.getByRole('radio', { name: /^(Rent|Buy) \([1-9]\d*\)$/ }).first()).toBeVisible();
    await correction.getByRole('link', { name: 'refrigerator' }).click();
    await expect(page).toHaveURL('/search?query=refrigerator&city=Lucknow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “refrigerator” in Lucknow');
    await waitForCards(page);
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });
});
