import { DEMO, field, freshOwner, newAccount, picture, randomWord } from '../support/accounts';
import { cards, openFilters, waitForCards } from '../support/catalogue';
import { type ApiSession, apiLogin, apiOwner } from '../support/orders';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** The contract's texts (OFFER_TEXT, AVAILABILITY_TEXT, PRODUCT_MSG), spelled out so a changed text fails here. */
const SHOW_UNAVAILABLE = 'Show items that are not available now';
const BACK_TO_REVIEW = 'Changes to an approved product are reviewed again before they go live.';

/** The paragraphs of a card's price, each on its own ('Buy ₹14,500', 'Rent ₹900/month', '₹2,000 deposit · min 3 months'). */
function priceLines(scope: ReturnType<Page['locator']>) {
  return scope.getByTestId('item-price').locator('p');
}

/** A rent-only product made through the API with the offer's own fields, approved by the admin; returns its id. */
async function apiRentOnly(
  request: APIRequestContext,
  owner: ApiSession,
  admin: ApiSession,
  fields: { title: string; rent_monthly: number; deposit?: number; available_from?: string },
): Promise<number> {
  const multipart: Record<string, string | Awaited<ReturnType<typeof picture>>> = {
    title: fields.title,
    description: `${fields.title}, cools well, for the browser tests.`,
    category: 'appliance',
    condition: 'used',
    location: 'Aliganj',
    offer: 'rent',
    rent_monthly: String(fields.rent_monthly),
    deposit: String(fields.deposit ?? 0),
    image: await picture(),
  };
  if (fields.available_from) multipart.available_from = fields.available_from;
  const res = await request.post('/api/products', { headers: owner.headers, multipart });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const approve = await request.put(`/api/admin/requests/product-${id}/approve`, { headers: admin.headers });
  expect(approve.status(), await approve.text()).toBe(200);
  return id;
}

test('an owner uploads an appliance for rent or sale, the preview shows it, and once approved its card reads both prices apart', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const title = `Whirlpool washing machine ${randomWord()}`;
  await freshOwner(page, testInfo);
  await page.goto('/upload-product');
  await field(page, 'Title').fill(title);
  await field(page, 'Locality').selectOption({ label: 'Gomti Nagar' });
  await field(page, 'Description').fill('Front load, 7 kg, four years old, works well. Pick-up from Gomti Nagar.');
  await field(page, 'Category').selectOption({ label: 'Appliance' });
  await page.getByRole('radio', { name: 'Used', exact: true }).check();

  // Before an offer is chosen there is no price field at all; "Both" asks for the sale price and the rent block.
  await expect(page.getByLabel(/^Sale price/)).toHaveCount(0);
  await expect(page.getByLabel(/^Monthly rent/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Both', exact: true }).check();
  await field(page, 'Sale price (₹)').fill('14500');
  await field(page, 'Monthly rent (₹)').fill('900');
  await field(page, 'Refundable deposit (₹)').fill('2000');
  await field(page, 'Minimum tenure (months)').selectOption('3');
  await page.getByRole('button', { name: '+ Add a discount' }).click();
  await page.getByLabel('From months (discount 1)').fill('6');
  await page.getByLabel('Percent off (discount 1)').fill('5');
  await field(page, 'Quantity').fill('2');
  // Goods have delivery and returns (defaults: free, 10 days); a property's move-in terms are not asked.
  await expect(field(page, 'Return window (days)')).toHaveValue('10');
  await expect(page.getByLabel(/^Notice period/)).toHaveCount(0);

  // The live preview: the card as buyers will see it, and the quote for the minimum tenure.
  const preview = page.getByTestId('catalogue-card-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('For rent or sale');
  await expect(priceLines(preview)).toHaveText(['Buy ₹14,500', 'Rent ₹900/month', '₹2,000 deposit · min 3 months']);
  const quote = page.getByTestId('offer-quote');
  await expect(quote).toContainText('Example: renting for 3 months');
  await expect(quote).toContainText('Total rent₹2,700');
  await expect(quote).toContainText('Pay now₹2,900');

  await field(page, 'Photos').setInputFiles(await picture('jpeg'));
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(page).toHaveURL(/\/my-products$/);
  const row = page.locator('[data-testid^="product-row-"]').filter({ hasText: title });
  await expect(row).toContainText('Pending');
  const id = Number((await row.getAttribute('data-testid'))?.replace('product-row-', ''));
  expect(id).toBeGreaterThan(0);

  // What the server stored: exactly that offer.
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const approve = await request.put(`/api/admin/requests/product-${id}/approve`, { headers: admin.headers });
  expect(approve.status(), await approve.text()).toBe(200);
  const stored = await (await request.get(`/api/product/${id}`)).json();
  expect(stored.offer).toEqual({
    kind: 'both',
    sale_price: 14500,
    rent: { monthly: 900, deposit: 2000, min_months: 3, discounts: [{ months: 6, percent: 5 }] },
    available_from: null,
    quantity: 2,
  });

  // A visitor's category card: the sale price and the monthly rent, apart; never "or rent for".
  await page.goto(`/category/appliance?q=${encodeURIComponent(title)}`);
  await waitForCards(page);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Home Appliances · For rent or sale');
  await expect(priceLines(card)).toHaveText(['Buy ₹14,500', 'Rent ₹900/month', '₹2,000 deposit · min 3 months']);
  await expect(card).not.toContainText('or rent for');
  await expect(card.getByTestId('availability-badge')).toHaveCount(0);

  // The owner edits the offer from My Products: the dialog is prefilled, warns about review, and saves.
  await page.goto('/my-products');
  await page.getByRole('button', { name: `Edit offer of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit offer of ${title}` });
  await expect(dialog).toContainText(BACK_TO_REVIEW);
  await expect(dialog.getByRole('radio', { name: 'Both', exact: true })).toBeChecked();
  await expect(field(dialog, 'Monthly rent (₹)')).toHaveValue('900');
  await expect(dialog.getByLabel('From months (discount 1)')).toHaveValue('6');
  await field(dialog, 'Monthly rent (₹)').fill('950');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Offer saved. ${BACK_TO_REVIEW}`)).toBeVisible();
  await expect(row).toContainText('Pending');
});

test('a rent-only fridge card says "/month" and no sale price; one free later shows only with the switch, with its date', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const word = randomWord();
  const now = `Kelvinator fridge ${word} now`;
  const later = `Kelvinator fridge ${word} later`;
  await apiRentOnly(request, owner, admin, { title: now, rent_monthly: 750, deposit: 1500 });
  await apiRentOnly(request, owner, admin, { title: later, rent_monthly: 650, available_from: '2099-01-12' });

  // Off by default: only the fridge free now is listed.
  await page.goto(`/category/appliance?q=${word}`);
  await waitForCards(page);
  const toggle = page.getByRole('checkbox', { name: SHOW_UNAVAILABLE });
  await expect(toggle).not.toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole('heading')).toHaveText(now);
  await expect(card).toContainText('Home Appliances · For rent');
  await expect(priceLines(card)).toHaveText(['₹750/month', '₹1,500 deposit']);
  await expect(card).not.toContainText('Buy');
  await expect(card).not.toContainText('For sale');

  // On: the switch goes into the URL, and the later fridge shows with the day it frees up.
  await toggle.check();
  await expect(page).toHaveURL(/[?&]include_unavailable=1\b/);
  await expect(cards(page)).toHaveCount(2);
  const laterCard = cards(page).filter({ has: page.getByRole('heading', { name: later }) });
  await expect(laterCard.getByTestId('availability-badge')).toHaveText('Available from 12 Jan 2099');
  await expect(priceLines(laterCard)).toHaveText(['₹650/month']);

  // A reload keeps it; switching off hides the later fridge again.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: SHOW_UNAVAILABLE })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: SHOW_UNAVAILABLE }).uncheck();
  await expect(page).not.toHaveURL(/include_unavailable/);
  await expect(cards(page)).toHaveCount(1);

  // The same switch on search: the later fridge is found only with it.
  await page.goto(`/search?query=${word}`);
  await waitForCards(page);
  await expect(cards(page)).toHaveCount(1);
  // Beside the other filters (folded behind "Filters" on a phone).
  await (await openFilters(page)).getByRole('checkbox', { name: SHOW_UNAVAILABLE }).check();
  await expect(page).toHaveURL(/[?&]include_unavailable=1\b/);
  await expect(cards(page)).toHaveCount(2);

  // And on /explore-all, beside the other filters.
  await page.goto('/explore-all?category=appliance');
  await waitForCards(page);
  await (await openFilters(page)).getByRole('checkbox', { name: SHOW_UNAVAILABLE }).check();
  await expect(page).toHaveURL(/\/explore-all\?category=appliance&include_unavailable=1$/);
  await waitForCards(page);
});
