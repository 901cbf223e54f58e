import { DEMO, field, loginAdmin, loginOwner, newAccount, picture, randomWord, submitBuyerLogin } from '../support/accounts';
import { formatRupees } from '../support/catalogue';
import { fillDeliveryContact } from '../support/delivery';
import { apiApprovedProduct, apiBuyer, apiLogin, apiOwner } from '../support/orders';
import { type Browser, expect, type Page, test } from '../support/test';

/** A second person at another browser, with the same viewport as this project. */
async function another(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/**
 * The whole life of an order, each role at its own browser: a visitor fills a cart with two products
 * of one owner and an ad for 3 months, logs in and pays by UPI; the owner accepts one product line and
 * rejects the other, and the wallet shows the credit; the admin sees the order with both decisions,
 * and its payment.
 */
test('an order from cart to owner decision, wallet credit and the admin views', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const kept = { title: `Double bed ${randomWord(8)}`, price: 6500 };
  const refused = { title: `Study table ${randomWord(8)}`, price: 1800 };
  const keptId = await apiApprovedProduct(request, owner, admin, kept, await picture());
  const refusedId = await apiApprovedProduct(request, owner, admin, refused, await picture());
  const listings = (await (await request.get('/api/listings?category=property&limit=1')).json()) as {
    id: number;
    title: string;
    price: number;
  }[];
  const listing = listings[0];
  if (!listing) throw new Error('the seeded catalogue has no property ad');
  const buyerAccount = newAccount(testInfo, 'buyer');
  await apiBuyer(request, buyerAccount);
  const customer = `Customer ${randomWord(8)}`;

  // The visitor fills the cart.
  for (const id of [keptId, refusedId]) {
    await page.goto(`/product/${id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  }
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('spinbutton', { name: 'Rent duration (months)' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Rent duration (months)' }).blur();
  await page.getByRole('button', { name: 'Rent Now', exact: true }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  const total = kept.price + refused.price + 3 * listing.price;
  // What the checkout charges now (docs/orders.md): both purchases, and the ad's first month.
  const dueNow = kept.price + refused.price + listing.price;
  await expect(page.getByTestId('cart-total')).toHaveText(formatRupees(total));

  // …logs in on the way to checkout and pays by UPI.
  await page.getByRole('link', { name: 'Log in to check out' }).click();
  await submitBuyerLogin(page, buyerAccount);
  await expect(page).toHaveURL(/\/checkout$/);
  await field(page, 'Name').fill(customer);
  await fillDeliveryContact(page, { locality: 'Hazratganj', slots: 2 });
  await field(page, 'Address').fill('22 Gokhale Marg');
  await field(page, 'PIN code').fill('226001');
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  const placed = page.getByRole('heading', { level: 1, name: 'Order placed successfully!' });
  await expect(placed).toBeVisible();
  const orderText = await page.getByText(/^Order #\d+ ·/).textContent();
  const orderId = Number(/#(\d+)/.exec(orderText ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await page.goto('/order-history');
  const mine = page.getByTestId('buyer-order').filter({ hasText: `Order #${orderId}` });
  await expect(mine.getByTestId('order-line')).toHaveCount(3);

  // The owner accepts one line and rejects the other.
  const ownerPage = await another(browser, page);
  await loginOwner(ownerPage, ownerAccount);
  await ownerPage.goto('/order-requests');
  const keptRow = ownerPage.locator('[data-testid^="request-row-"]').filter({ hasText: kept.title });
  const refusedRow = ownerPage.locator('[data-testid^="request-row-"]').filter({ hasText: refused.title });
  await expect(keptRow).toContainText(customer);
  await expect(keptRow).toContainText(`Order #${orderId}`);
  await keptRow.getByRole('button', { name: `Accept ${kept.title} for ${customer}` }).click();
  await expect(keptRow.getByTestId('request-status')).toHaveText('Accepted');
  await refusedRow.getByRole('button', { name: `Reject ${refused.title} for ${customer}` }).click();
  await ownerPage.getByRole('dialog', { name: 'Reject this order request?' }).getByRole('button', { name: 'Reject' }).click();
  await expect(refusedRow.getByTestId('request-status')).toHaveText('Rejected');

  // The wallet holds exactly the accepted line's total.
  await ownerPage.goto('/wallet');
  await expect(ownerPage.getByRole('main')).toContainText('₹6,500.00');
  await expect(ownerPage.getByRole('main')).toContainText(`Order #${orderId} · ${kept.title}`);
  await expect(ownerPage.getByRole('main')).not.toContainText(refused.title);

  // The buyer sees both decisions.
  await page.reload();
  await expect(mine.getByTestId('order-line').filter({ hasText: kept.title })).toContainText('Accepted');
  await expect(mine.getByTestId('order-line').filter({ hasText: refused.title })).toContainText('Rejected');

  // The admin sees the order with both decisions (still pending: the ad waits for an admin), and its payment.
  const adminPage = await another(browser, page);
  await loginAdmin(adminPage);
  await adminPage.goto('/admin-dashboard?section=orders');
  const row = adminPage.getByTestId(`order-row-${orderId}`);
  await expect(row).toContainText(customer);
  await expect(row).toContainText('22 Gokhale Marg');
  await expect(row).toContainText('UPI');
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await expect(row).toContainText(`Order total: ${formatRupees(total)}`);
  await adminPage.goto('/admin/payment-history');
  const payment = adminPage.locator('[data-testid^="payment-row-"]').filter({ hasText: `Order #${orderId}` });
  await expect(payment).toContainText(formatRupees(dueNow));
  await expect(payment).toContainText('UPI');
  await expect(payment).toContainText('Success');
});
