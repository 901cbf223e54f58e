import { expect, type Locator, type Page } from '@playwright/test';

/** Every catalogue card on the page (home sections, category grids, search results, explore-all). */
export function cards(scope: Page | Locator): Locator {
  return scope.getByTestId('catalogue-card');
}

/** '₹1,25,000' or '₹12,000/month' → 125000 / 12000 (en-IN grouping, whole rupees). */
export function parseRupees(text: string): number {
  const match = /₹\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no rupee amount in ${JSON.stringify(text)}`);
  if (!/^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$|^\d{1,3}(\.\d+)?$/.test(match[1])) {
    throw new Error(`not an en-IN grouped amount: ${JSON.stringify(match[1])}`);
  }
  return Number(match[1].replaceAll(',', ''));
}

/** The en-IN rupee text the app shows for a whole amount: 125000 → '₹1,25,000'. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}

/**
 * A card's main price (the one lists sort and filter by): the paragraph that is only the amount, '₹12,000' for a sale
 * or '₹12,000/month' for a rent; for an item offered both ways, the sale price ('Buy ₹14,500'), not 'Rent ₹900/month'.
 */
export function cardPrice(card: Locator): Locator {
  return card.locator('p').filter({ hasText: /^\s*(Buy\s+)?₹[\d,]+(\.\d+)?(\/month)?\s*$/ });
}

/** The main prices of every card shown, in page order. */
export async function visiblePrices(scope: Page | Locator): Promise<number[]> {
  const all = await cards(scope).all();
  const prices: number[] = [];
  for (const card of all) prices.push(parseRupees(await cardPrice(card).first().textContent().then(String)));
  return prices;
}

/** The description preview of a card: the paragraph that follows its title heading. */
export function cardDescription(card: Locator): Locator {
  return card.locator(':is(h2, h3) + p');
}

/** Waits until a list has finished loading: cards are shown and no stale list is being replaced. */
export async function waitForCards(page: Page, atLeast = 1): Promise<void> {
  await expect(cards(page).nth(atLeast - 1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export function isAscending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);
}

/** On a phone the header's links live behind the Menu button; open it when it is there. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
}

/** The header's search box (the phone and desktop headers each render one; only one is visible, and roles skip hidden ones). */
export function headerSearchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search listings' });
}

/** A list's filter panel; on a phone it folds behind a "Filters" button, which this opens. */
export async function openFilters(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  // The panel and its phone toggle render together: wait for the panel before asking whether the toggle shows.
  await expect(panel).toBeAttached();
  const toggle = panel.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return panel;
}

/** Every picture in `scope` has loaded: `count` of them, each decoded (signed URLs work for this viewer). */
export async function expectPicturesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (const img of await images.all()) {
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
  }
}
