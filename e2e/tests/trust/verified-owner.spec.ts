import { findApprovalRequest, loginAdmin, newAccount, picture, randomWord } from '../support/accounts';
import { apiApprovedProduct, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

// Verified means verified (docs/trust.md): the badge is the owner's, granted with what was checked; the approval queue
// opens each item in full, and an approval can be undone for 10 seconds.

const ADMIN = { email: 'admin@kiraya.in', password: 'admin12345' };

test('an admin verifies an owner with the documents checked, and the badge appears on that owner’s item page and profile', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, account);
  const admin = await apiLogin(request, 'admin', ADMIN);
  const title = `Symphony cooler ${randomWord(6)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 4200 }, await picture());

  // A visitor sees the item with no badge at all: approval alone says nothing.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${productId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const summary = visitor.getByTestId('item-summary');
  await expect(summary.getByTestId('owner-verified-badge')).toHaveCount(0);
  await expect(visitor.getByText('Verified', { exact: true })).toHaveCount(0);

  // The admin records what was checked.
  await loginAdmin(page);
  await page.goto(`/admin-dashboard?section=owners&q=${encodeURIComponent(account.name)}`);
  await page.getByRole('button', { name: `Verification of ${account.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Verification of ${account.name}` });
  await expect(dialog.getByTestId('verification-status')).toHaveText('Not verified');
  // Nothing ticked: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Mark as verified' }).click();
  await expect(dialog.getByText('Choose at least one document you checked.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Aadhaar' }).check();
  await dialog.getByRole('checkbox', { name: 'Property papers' }).check();
  await dialog.getByLabel('Note (what you saw, where)').fill('Originals seen at the Hazratganj office.');
  await dialog.getByRole('button', { name: 'Mark as verified' }).click();
  await expect(dialog.getByTestId('verification-status')).toHaveText('Verified owner');
  await expect(dialog.getByText('Owner marked as verified.')).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('Aadhaar, Property papers');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The visitor's item page now shows the owner's badge, and "Listed by" leads to the profile.
  await visitor.reload();
  await expect(summary.getByTestId('owner-verified-badge')).toHaveText('Verified owner');
  await visitor.getByTestId('listed-by').click();
  await expect(visitor).toHaveURL(new RegExp(`/owners/${owner.id}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(account.name);
  await expect(
    visitor.getByRole('main').getByRole('heading', { level: 1 }).locator('..').getByTestId('owner-verified-badge'),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(account.email);
  await visitorContext.close();
});

test('the approval queue opens an item in full; Approve then Undo puts it back in the queue', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Godrej almirah ${randomWord(6)}`;
  const description = `${title}: steel, two doors, a locker inside; pick-up from Aliganj.`;
  const res = await request.post('/api/products', {
    headers: owner.headers,
    multipart: {
      title,
      price: '6500',
      description,
      category: 'appliance',
      condition: 'used',
      type: 'sale',
      location: 'Aliganj',
      image: await picture(),
      photos: await picture('png'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await loginAdmin(page);
  const card = await findApprovalRequest(page, title);
  await card.getByRole('button', { name: `Review ${title} in full` }).click();
  const dialog = page.getByRole('dialog', { name: `Review: ${title}` });
  await expect(dialog.getByTestId('request-detail')).toBeVisible();
  await expect(dialog).toContainText(description);
  await expect(dialog).toContainText('₹6,500');
  await expect(dialog).toContainText('Aliganj');
  await expect(dialog.getByTestId('submitter-history')).toContainText('Not verified');
  await expect(dialog.getByTestId('submitter-history')).toContainText('0 approved, 0 rejected');
  // Both photos, one after the other by keyboard.
  await expect(dialog.getByText('1 / 2')).toBeVisible();
  await dialog.getByRole('button', { name: /next photo/i }).press('Enter');
  await expect(dialog.getByText('2 / 2')).toBeVisible();

  await dialog.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Approved “${title}”.`)).toBeVisible();
  const undo = page.getByRole('button', { name: `Undo the approval of ${title}` });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Approval of “${title}” undone; it is back in the queue.`)).toBeVisible();
  await expect(undo).toHaveCount(0);
  // Back in the queue, and not public.
  await expect(await findApprovalRequest(page, title)).toBeVisible();
  const product = await request.get(`/api/products/owner/${owner.id}`, { headers: owner.headers });
  expect((await product.json()).find((p: { title: string }) => p.title === title)).toMatchObject({ status: 'pending' });
});
