import { DEMO, loginBuyer, loginOwner, newAccount, picture, randomWord } from '../support/accounts';
import { apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

// Reviews both ways (docs/reviews.md): on a rental whose handover the buyer confirmed, the buyer reviews first and sees
// it is hidden; the owner sees only that a review was written, writes theirs, and both appear together, to both.

test('both sides review a rental and the reviews appear together', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const title = `Cooler ${randomWord(8)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 900, type: 'rent' }, await picture());
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'rent', months: 3 }]);
  const itemId = order.cart_items[0]?.item_id as number;
  expect((await request.put(`/api/orders/${itemId}/accept`, { headers: owner.headers })).status()).toBe(200);
  const lifecycle = `/api/orders/items/${itemId}/lifecycle`;
  expect(
    (await request.post(lifecycle, { headers: owner.headers, data: { event: 'deliver', report: { condition: 'good' } } })).status(),
  ).toBe(200);
  expect((await request.post(lifecycle, { headers: buyer.headers, data: { event: 'confirm_delivery' } })).status()).toBe(200);

  // The buyer, in their order history: Rate this, stars chosen with the keyboard.
  await loginBuyer(page, buyerAccount);
  await page.goto('/order-history');
  const line = page.getByTestId('order-line').filter({ hasText: title });
  await line.getByRole('button', { name: `Rate this: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review: ${title}` });
  await expect(dialog.getByTestId('reveal-rule')).toContainText('Hidden until both of you have reviewed or 14 days pass');
  // Nothing chosen: the contract's message on the spot.
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  const stars = dialog.getByRole('radiogroup');
  await stars.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel(/^Your review/).fill('Cooled the room in minutes; the owner came on time.');
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog.getByText('Review saved. It stays hidden until both of you have reviewed or 14 days pass.')).toBeVisible();
  await expect(dialog.getByText(/Your review stays hidden until the other side reviews/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(line.getByRole('button', { name: `Edit your review of ${title}` })).toBeVisible();

  // The owner, in Order Requests: told a review exists, never shown what it says.
  await loginOwner(page, ownerAccount);
  await page.goto('/order-requests');
  const row = page.getByTestId(`request-row-${itemId}`);
  await expect(row.getByTestId('buyer-rating')).toContainText('No reviews of this buyer yet');
  await row.getByRole('button', { name: `Rate this: ${title}` }).click();
  const ownerDialog = page.getByRole('dialog', { name: `Review: ${title}` });
  await expect(ownerDialog.getByText('The other side has written their review.')).toBeVisible();
  await expect(ownerDialog.getByText('Cooled the room in minutes')).toHaveCount(0);
  await ownerDialog.getByRole('radiogroup').getByRole('radio', { name: '5 stars' }).check();
  await ownerDialog.getByLabel(/^Your review/).fill('Paid on time and kept the cooler clean.');
  await ownerDialog.getByRole('button', { name: 'Save review' }).click();
  // Both together, at once.
  await expect(ownerDialog.getByTestId('reviews-revealed')).toHaveText('Both reviews are now visible.');
  await expect(ownerDialog.getByTestId('review-buyer')).toContainText('Cooled the room in minutes; the owner came on time.');
  await expect(ownerDialog.getByTestId('review-owner')).toContainText('Paid on time and kept the cooler clean.');
  await ownerDialog.getByRole('button', { name: 'Close' }).click();

  // The buyer sees the owner's review beside their own, and can no longer edit.
  await loginBuyer(page, buyerAccount);
  await page.goto('/order-history');
  await page
    .getByTestId('order-line')
    .filter({ hasText: title })
    .getByRole('button', { name: `See the reviews of ${title}` })
    .click();
  const seen = page.getByRole('dialog', { name: `Review: ${title}` });
  await expect(seen.getByTestId('review-owner')).toContainText('Paid on time and kept the cooler clean.');
  await expect(seen.getByTestId('review-buyer')).toContainText('Cooled the room in minutes');
  await expect(seen.getByRole('button', { name: 'Update review' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Close' }).click();

  // The item page lists the revealed review, with the item's rating.
  await page.goto(`/product/${productId}`);
  // The section loads as it comes near the screen (the first visit's JS budget).
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('region', { name: 'About this item' }).scrollIntoViewIfNeeded();
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByTestId('product-review')).toContainText('Cooled the room in minutes');
  await expect(reviews).toContainText('4.0 out of 5 · 1 review');
});
