import { DEMO, field, loginAdmin, loginBuyer, newAccount, picture, randomWord, submitBuyerLogin } from '../support/accounts';
import { apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner } from '../support/orders';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

const REASON_REQUIRED = 'Please tell us why you are reporting this ad.';
const REPORT_SENT = 'Thank you. Our team will review this report.';

async function propertyListings(request: APIRequestContext): Promise<{ id: number; title: string }[]> {
  const res = await request.get('/api/listings?category=property&limit=2');
  expect(res.status(), await res.text()).toBe(200);
  const listings = (await res.json()) as { id: number; title: string }[];
  expect(listings.length).toBe(2);
  return listings;
}

/** The row of the admin Reports table (on its first page, newest first) whose reason is `reason`. */
function reportRow(page: Page, reason: string) {
  return page.getByRole('region', { name: 'Reports' }).getByRole('row').filter({ hasText: reason });
}

test('a visitor is sent to log in and back; a buyer reports an ad with a reason, and the admin ignores and deletes reports', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [first, second] = await propertyListings(request);
  if (!first || !second) throw new Error('no listings');
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  const reason = `Asked for an advance before any visit ${randomWord()}`;
  // A second report, by the same buyer through the API, for the admin to delete.
  const otherReason = `Photos are of another flat ${randomWord()}`;
  const filed = await request.post('/api/reports', {
    headers: buyer.headers,
    data: { type: 'listings', item_id: second.id, reason: otherReason },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  // A visitor is asked to log in, and comes back to the ad afterwards.
  await page.goto(`/listing/${first.id}`);
  await page.getByRole('button', { name: 'Report this ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await expect(dialog.getByText('Please log in to report an ad.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Log in to report' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await submitBuyerLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`/listing/${first.id}$`));

  // An empty reason is refused on the spot; a real one is sent.
  await page.getByRole('button', { name: 'Report this ad' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
  await expect(field(dialog, 'Reason')).toBeFocused();
  await field(dialog, 'Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Report sent' }).getByText(REPORT_SENT)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // The admin finds both reports, ignores one and deletes the other after confirming.
  await loginAdmin(page);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const row = reportRow(page, reason);
  await expect(row).toContainText(account.name);
  await expect(row).toContainText(first.title);
  await expect(row).toContainText('Ad');
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/listing/${first.id}`);
  await row.getByRole('button', { name: /^Ignore report/ }).click();
  await expect(page.getByText(/^Report ignored\./)).toBeVisible();
  await expect(row).toHaveCount(0);

  const other = reportRow(page, otherReason);
  await other.getByRole('button', { name: /^Delete report/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this report?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(other).toBeVisible();
  await other.getByRole('button', { name: /^Delete report/ }).click();
  await confirm.getByRole('button', { name: 'Delete report' }).click();
  await expect(page.getByText(/^Report deleted\./)).toBeVisible();
  await expect(other).toHaveCount(0);

  // Both were stored, not just hidden: after a reload they are under their own status.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reports' }).or(page.getByText('No reports.'))).toBeVisible();
  await expect(reportRow(page, reason)).toHaveCount(0);
  await page.getByRole('search', { name: 'Filter reports' }).getByLabel('Status').selectOption({ label: 'Ignored' });
  await expect(page).toHaveURL(/status=ignored/);
  await expect(reportRow(page, reason)).toContainText('Ignored');
  await page.getByRole('search', { name: 'Filter reports' }).getByLabel('Status').selectOption({ label: 'Deleted' });
  await expect(reportRow(page, otherReason)).toContainText('Deleted');
});

test('a buyer rates an accepted item once, the admin sees it and the product page shows the rating', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Table fan ${randomWord()}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 1800 }, await picture());
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId }]);
  const line = order.cart_items[0];
  if (!line) throw new Error('no line');

  // Not accepted yet: the server refuses a rating.
  const early = await request.post('/api/feedbacks', { headers: buyer.headers, data: { order_item_id: line.item_id, rating: 5 } });
  expect(early.status()).toBe(409);
  const accepted = await request.put(`/api/orders/${line.item_id}/accept`, { headers: owner.headers });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await loginBuyer(page, account);
  await page.goto('/order-history');
  const orderLine = page.getByTestId('order-line').filter({ hasText: title });
  await orderLine.getByRole('button', { name: `Rate ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate “${title}”` });
  // No star chosen: refused on the spot.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '2 stars' }).check();
  // Arrow keys move the choice, as in any radio group.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const comment = `Quiet and strong ${randomWord()}`;
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Thank you for your feedback!/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Rated: the stars replace the button, and the server refuses a second rating.
  await expect(orderLine.getByTestId('line-rating')).toContainText('4 out of 5');
  await expect(orderLine.getByRole('button', { name: `Rate ${title}` })).toHaveCount(0);
  const again = await request.post('/api/feedbacks', { headers: buyer.headers, data: { order_item_id: line.item_id, rating: 1 } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already rated this item.');

  // The admin sees it with its stars, and the summary counts it.
  await loginAdmin(page);
  await page.goto('/admin/feedbacks');
  await expect(page.getByTestId('feedback-summary')).toContainText('Total feedback');
  await expect(page.getByTestId('feedback-summary')).toContainText(/\d\.\d\s*\/ 5/);
  const row = page.getByRole('region', { name: 'Feedback' }).getByRole('row').filter({ hasText: comment });
  await expect(row).toContainText(account.name);
  await expect(row).toContainText(title);
  await expect(row).toContainText('4 out of 5');

  // The product page shows its average and count.
  await page.goto(`/product/${productId}`);
  await expect(page.getByTestId('product-rating')).toContainText('4.0 (1 rating)');
});
