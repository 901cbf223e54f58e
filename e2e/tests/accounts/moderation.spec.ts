import { field, findApprovalRequest, freshOwner, loginAdmin, picture, randomWord } from '../support/accounts';
import { cards, headerSearchBox, waitForCards } from '../support/catalogue';
import { expect, type Page, test } from '../support/test';

interface NewProduct {
  title: string;
  price: string;
  category: 'Property' | 'Dress' | 'Appliance';
}

/** Uploads a product through /upload-product (with a real JPEG) and returns to My Products. */
async function uploadProduct(page: Page, product: NewProduct): Promise<void> {
  await page.goto('/upload-product');
  await field(page, 'Title').fill(product.title);
  await field(page, 'Locality').selectOption({ label: 'Gomti Nagar' });
  await field(page, 'Description').fill(`${product.title}: five years old, works well, pick-up from Gomti Nagar.`);
  await field(page, 'Category').selectOption({ label: product.category });
  await page.getByRole('radio', { name: 'Used', exact: true }).check();
  // The offer: for sale, at its price (the form asks only for the chosen offer's fields).
  await page.getByRole('radio', { name: 'For sale', exact: true }).check();
  await field(page, 'Sale price (₹)').fill(product.price);
  await field(page, 'Photos').setInputFiles(await picture('jpeg'));
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(page).toHaveURL(/\/my-products$/);
}

function productRow(page: Page, title: string) {
  return page.locator('[data-testid^="product-row-"]').filter({ hasText: title });
}

test('an owner uploads products, the admin approves one and rejects the other, a visitor finds the approved one', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const word = randomWord();
  const approved: NewProduct = { title: `Front load washing machine ${word}`, price: '14500', category: 'Appliance' };
  const rejected: NewProduct = { title: `Blurry photo fridge ${randomWord()}`, price: '9000', category: 'Appliance' };
  const reason = `The photo does not show the fridge (${testInfo.project.name}).`;

  // The owner uploads both; My Products shows them Pending.
  await freshOwner(page, testInfo);
  await uploadProduct(page, approved);
  await expect(productRow(page, approved.title)).toContainText('Pending');
  await uploadProduct(page, rejected);
  await expect(productRow(page, rejected.title)).toContainText('Pending');
  await expect(productRow(page, approved.title).getByRole('link', { name: approved.title })).toHaveCount(0);

  // The admin approves the first and rejects the second with a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAdmin(admin);
  const toApprove = await findApprovalRequest(admin, approved.title);
  await expect(toApprove).toContainText('₹14,500');
  // Each request opens in full before a decision (docs/trust.md).
  await toApprove.getByRole('button', { name: `Review ${approved.title} in full` }).click();
  await admin
    .getByRole('dialog', { name: `Review: ${approved.title}` })
    .getByRole('button', { name: `Approve ${approved.title}` })
    .click();
  await expect(toApprove).toHaveCount(0);

  const toReject = await findApprovalRequest(admin, rejected.title);
  await toReject.getByRole('button', { name: `Review ${rejected.title} in full` }).click();
  await admin
    .getByRole('dialog', { name: `Review: ${rejected.title}` })
    .getByRole('button', { name: `Reject ${rejected.title}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: `Reject “${rejected.title}”?` });
  await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toReject).toHaveCount(0);
  await adminContext.close();

  // The owner sees both decisions, the rejection with its reason.
  await page.reload();
  const approvedRow = productRow(page, approved.title);
  await expect(approvedRow).toContainText('Approved');
  await expect(approvedRow.getByRole('link', { name: approved.title })).toHaveAttribute('href', /^\/product\/\d+$/);
  const rejectedRow = productRow(page, rejected.title);
  await expect(rejectedRow).toContainText('Rejected');
  await expect(rejectedRow).toContainText(`Reason: ${reason}`);

  // A visitor finds the approved product on its category page, by its title…
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/category/appliance');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Home Appliances' })).toBeVisible();
  const categorySearch = visitor.getByRole('search', { name: 'Search Home Appliances' });
  await categorySearch.getByRole('searchbox', { name: 'Search Home Appliances by title' }).fill(approved.title);
  await categorySearch.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(/\/category\/appliance\?q=/);
  await waitForCards(visitor);
  await expect(cards(visitor)).toHaveCount(1);
  await expect(cards(visitor).getByRole('heading', { name: approved.title })).toBeVisible();

  // …and by the header search; the rejected one is nowhere.
  const box = headerSearchBox(visitor);
  await box.fill(word);
  await box.press('Enter');
  await expect(visitor).toHaveURL(/\/search\?query=/);
  // The URL changes before the results page replaces the category page, whose card has the same title: a click on it
  // while the screens swap lands on neither.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}” in Lucknow`);
  await waitForCards(visitor);
  const found = cards(visitor).filter({ has: visitor.getByRole('heading', { name: approved.title }) });
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: approved.title }).click();
  await expect(visitor).toHaveURL(/\/product\/\d+$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(approved.title);

  await visitor.goto(`/category/appliance?q=${encodeURIComponent(rejected.title)}`);
  await expect(visitor.getByText('No listings found in this category.')).toBeVisible();
  await expect(cards(visitor)).toHaveCount(0);
  await visitorContext.close();
});
