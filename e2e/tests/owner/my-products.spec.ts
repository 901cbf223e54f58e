import { DEMO, loginOwner, newAccount, picture, randomWord } from '../support/accounts';
import { apiApprovedProduct, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

/** The contract's texts (PRODUCT_MSG, the title rule), spelled out so a changed text fails here. */
const TITLE_REQUIRED = 'Title is required.';

test('My Products: inline edit saves, shows an empty title error, Escape cancels back to Edit, delete confirms', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const account = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, account);
  const first = `Brass lamp ${randomWord(8)}`;
  const second = `Teak stool ${randomWord(8)}`;
  // Offered for rent only: the cart specs pick a public sale appliance, and this test deletes one of its products.
  await apiApprovedProduct(request, owner, admin, { title: first, price: 1200, type: 'rent' }, await picture());
  await apiApprovedProduct(request, owner, admin, { title: second, price: 900, type: 'rent' }, await picture());

  await loginOwner(page, account);
  await page.goto('/my-products');
  await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();

  // Edit the title inline and save.
  const renamed = `${first} renamed`;
  await page.getByRole('button', { name: `Edit ${first}` }).click();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toBeFocused();
  await title.fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Changes saved\./)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();

  // An empty title is refused on the row, then Escape cancels and focus returns to Edit.
  await page.getByRole('button', { name: `Edit ${renamed}` }).click();
  await title.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(TITLE_REQUIRED)).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.press('Escape');
  await expect(title).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();
  await expect(page.getByText(TITLE_REQUIRED)).toHaveCount(0);

  // Delete through the confirm dialog.
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`“${second}” will be removed from Kiraya with its photos.`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`“${second}” was deleted.`)).toBeVisible();
  await expect(page.locator(':focus')).toContainText(`“${second}” was deleted.`);
  await expect(page.getByRole('button', { name: `Edit ${second}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();
});
