import { adminMenu, DEMO, loginAdmin, loginBuyer, loginOwner, newAccount, ownerSidebar, picture, randomWord } from '../support/accounts';
import { apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner } from '../support/orders';
import { expect, type Page, test } from '../support/test';

/** The sidebar's Notifications link of the owner area (opening the phone menu first). */
async function ownerNotificationsLink(page: Page) {
  return (await ownerSidebar(page)).getByRole('link', { name: /^Notifications/ });
}

test('an owner sees a new order request as an unread info notification and marks it read', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const title = `Cooler ${randomWord(8)}`;
  // The approval itself tells the owner 'Your product is live'; the checkout adds 'New order request'.
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 1500 }, await picture());
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'buy', quantity: 1 }]);

  await loginOwner(page, ownerAccount);
  await expect((await ownerNotificationsLink(page)).getByTestId('notifications-unread')).toHaveText('2 unread');
  await (await ownerNotificationsLink(page)).click();
  await expect(page).toHaveURL(/\/owner-notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  const orderRequest = items.first();
  // Newest first, styled as info, and the type and unread state are spoken, not only coloured.
  await expect(orderRequest.getByRole('heading')).toHaveText('Info, unread: New order request');
  await expect(orderRequest).toHaveAttribute('data-type', 'info');
  await expect(orderRequest).toContainText(`“${title}”`);
  await expect(orderRequest).toContainText(`order #${order.order_id}`);
  await expect(items.nth(1).getByRole('heading')).toHaveText('Success, unread: Your product is live');
  await expect(items.nth(1)).toHaveAttribute('data-type', 'success');

  await orderRequest.getByRole('button', { name: 'Mark “New order request” as read' }).click();
  await expect(page.getByText('“New order request” marked as read.')).toBeVisible();
  await expect(orderRequest).toHaveAttribute('data-read', 'true');
  await expect(orderRequest.getByRole('heading')).toHaveText('Info: New order request');
  await expect(page.getByTestId('notifications-unread-summary')).toHaveText('1 unread');
  await expect((await ownerNotificationsLink(page)).getByTestId('notifications-unread')).toHaveText('1 unread');
});

test("a new order request reaches the owner's badge live, long before the 15-second poll", async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const productId = await apiApprovedProduct(request, owner, admin, { title: `Geyser ${randomWord(8)}`, price: 2100 }, await picture());
  await loginOwner(page, ownerAccount);
  const badge = (await ownerNotificationsLink(page)).getByTestId('notifications-unread');
  await expect(badge).toHaveText('1 unread');
  // Give the page a moment to open its stream, then order from elsewhere: only the stream can bring it this soon.
  await page.waitForTimeout(500);
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'buy', quantity: 1 }]);
  await expect(badge).toHaveText('2 unread', { timeout: 4_000 });
});

test('a buyer sees an accepted item in the header count and on /notifications, then marks all read', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Almirah ${randomWord(8)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 3200 }, await picture());
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'buy', quantity: 1 }]);
  const accept = await request.put(`/api/orders/${order.cart_items[0]?.item_id}/accept`, { headers: owner.headers });
  expect(accept.status(), await accept.text()).toBe(200);

  await loginBuyer(page, buyerAccount);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell.getByTestId('notifications-unread')).toHaveText('2');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first().getByRole('heading')).toHaveText('Success, unread: Order item accepted');
  await expect(items.first()).toHaveAttribute('data-type', 'success');
  await expect(items.first()).toContainText(`“${title}” in order #${order.order_id} was accepted.`);
  await expect(items.nth(1).getByRole('heading')).toHaveText(`Success, unread: Order #${order.order_id} placed`);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read.')).toBeVisible();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  // The Unread filter now has nothing to show.
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
});

test('an admin sees a new product awaiting approval on /admin/notifications', async ({ page, request }, testInfo) => {
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const title = `Study table ${randomWord(8)}`;
  const created = await request.post('/api/products', {
    headers: owner.headers,
    multipart: {
      title,
      price: '2100',
      description: `${title}, for the notifications test.`,
      category: 'appliance',
      condition: 'used',
      type: 'sale',
      location: 'Aliganj',
      image: await picture(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await loginAdmin(page);
  const menu = await adminMenu(page);
  const link = menu.getByRole('link', { name: /^Notifications/ });
  // At least this one is unread (the inbox is shared with every test running at once).
  await expect(link.getByTestId('notifications-unread')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const mine = page.getByTestId('notification').filter({ hasText: `“${title}”` });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading')).toHaveText('Info, unread: New product awaiting approval');
  await expect(mine).toHaveAttribute('data-type', 'info');
  await expect(mine).toContainText(`${ownerAccount.name} posted “${title}”. Review it in Approve Requests.`);
  await mine.getByRole('button', { name: 'Mark “New product awaiting approval” as read' }).click();
  await expect(mine).toHaveAttribute('data-read', 'true');
});
