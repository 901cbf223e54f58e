import { type Account, DEMO, loginOwner, newAccount, picture, randomWord } from '../support/accounts';
import { type ApiSession, apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner, type BuyerOrder } from '../support/orders';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '../support/test';

/** Messages of the contract (WALLET_MSG, ORDER_MSG), spelled out so a changed text fails here. */
const REQUESTED = 'Withdrawal requested. It will be processed within 24-48 hours.';
const WITHDRAW_TIP = 'You can withdraw funds if balance exceeds ₹100.';

interface Setup {
  ownerAccount: Account;
  owner: ApiSession;
  buyer: ApiSession;
  customer: string;
  order: BuyerOrder;
  /** A sale product bought once: ₹2,500. */
  sold: { title: string; itemId: number };
  /** A rent product rented for 3 months at ₹800/month: ₹2,400. */
  rented: { title: string; itemId: number };
}

/** A fresh owner with two approved products and one buyer's order holding a line of each (UPI). */
async function ownerWithOrder(request: APIRequestContext, testInfo: TestInfo): Promise<Setup> {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  // Not a word the visitor search journeys look for (they search "refrigerator" on the same server).
  const soldTitle = `Steel trunk ${randomWord(8)}`;
  const rentedTitle = `Sofa set ${randomWord(8)}`;
  const soldId = await apiApprovedProduct(request, owner, admin, { title: soldTitle, price: 2500 }, await picture());
  const rentedId = await apiApprovedProduct(request, owner, admin, { title: rentedTitle, price: 800, type: 'rent' }, await picture());
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  const customer = `Customer ${randomWord(6)}`;
  const order = await apiCheckout(
    request,
    buyer,
    [
      { source: 'products', product_id: soldId, mode: 'buy', quantity: 1 },
      { source: 'products', product_id: rentedId, mode: 'rent', months: 3 },
    ],
    { name: customer },
  );
  const line = (title: string) => {
    const found = order.cart_items.find((l) => l.title === title);
    if (!found) throw new Error(`No line for ${title}`);
    return { title, itemId: found.item_id };
  };
  return { ownerAccount, owner, buyer, customer, order, sold: line(soldTitle), rented: line(rentedTitle) };
}

/** Opens one of the dashboard's order cards (the sidebar has no Wallet link, and My Orders only on its own screen). */
async function openFromDashboard(page: Page, name: 'Order Requests' | 'Wallet' | 'My Orders'): Promise<void> {
  await page.goto('/owner-dashboard');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

test('an owner accepts one order line and rejects the other; My Orders lists the accepted one only', async ({
  page,
  request,
}, testInfo) => {
  const { ownerAccount, customer, order, sold, rented } = await ownerWithOrder(request, testInfo);
  await loginOwner(page, ownerAccount);
  await expect(page.getByTestId('pending-requests')).toHaveText('2');
  await openFromDashboard(page, 'Order Requests');
  await expect(page).toHaveURL(/\/order-requests$/);

  const soldRow = page.getByTestId(`request-row-${sold.itemId}`);
  const rentedRow = page.getByTestId(`request-row-${rented.itemId}`);
  await expect(soldRow).toContainText(sold.title);
  await expect(soldRow).toContainText(customer);
  await expect(soldRow).toContainText(`Order #${order.order_id} · Sale`);
  await expect(soldRow).toContainText('₹2,500');
  await expect(rentedRow).toContainText(`Order #${order.order_id} · Rent · 3 months`);
  await expect(rentedRow).toContainText('₹2,400');
  for (const row of [soldRow, rentedRow]) {
    await expect(row.getByTestId('request-status')).toHaveText('Pending');
    await expect(row.getByTestId('request-status').locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
  }

  await soldRow.getByRole('button', { name: `Accept ${sold.title} for ${customer}` }).click();
  await expect(page.getByText(`Accepted “${sold.title}” for ${customer}. ₹2,500 was added to your wallet.`)).toBeVisible();
  await expect(soldRow.getByTestId('request-status')).toHaveText('Accepted');
  await expect(soldRow.getByTestId('request-status').locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await expect(soldRow.getByTestId('request-actions')).toHaveText('-');
  await expect(soldRow.getByRole('button')).toHaveCount(0);

  // Reject is destructive: it asks first, and Cancel changes nothing.
  const reject = rentedRow.getByRole('button', { name: `Reject ${rented.title} for ${customer}` });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: 'Reject this order request?' });
  await expect(dialog).toContainText(rented.title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rentedRow.getByTestId('request-status')).toHaveText('Pending');
  await reject.click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Rejected “${rented.title}” for ${customer}.`)).toBeVisible();
  await expect(rentedRow.getByTestId('request-status')).toHaveText('Rejected');
  await expect(rentedRow.getByTestId('request-status').locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
  await expect(rentedRow.getByTestId('request-actions')).toHaveText('-');

  // The filter lives in the URL and asks the server for that status only.
  await page.getByLabel('Status').selectOption('accepted');
  await expect(page).toHaveURL(/\/order-requests\?status=accepted$/);
  await expect(rentedRow).toBeHidden();
  await expect(soldRow).toBeVisible();
  await page.getByLabel('Status').selectOption('pending');
  await expect(page.getByText('No order requests found.')).toBeVisible();

  await openFromDashboard(page, 'My Orders');
  await expect(page).toHaveURL(/\/my-orders$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(sold.title);
  await expect(main).not.toContainText(rented.title);
  await expect(main.getByText('1 order', { exact: true })).toBeVisible();
  const myRow = page.locator('[data-testid^="my-order-row-"]');
  await expect(myRow).toHaveCount(1);
  await expect(myRow).toContainText('₹2,500');
  await expect(myRow).toContainText('Sale');
  await expect(myRow).toContainText('Accepted');
});

test('a line the buyer cancelled meanwhile shows the server refusal on its row and its new status', async ({ page, request }, testInfo) => {
  const { ownerAccount, buyer, customer, rented } = await ownerWithOrder(request, testInfo);
  await loginOwner(page, ownerAccount);
  await page.goto('/order-requests');
  const row = page.getByTestId(`request-row-${rented.itemId}`);
  await expect(row.getByTestId('request-status')).toHaveText('Pending');

  // The buyer cancels while the owner's screen still offers Accept.
  const cancel = await request.put(`/api/orders/items/${rented.itemId}/cancel`, { headers: buyer.headers });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await row.getByRole('button', { name: `Accept ${rented.title} for ${customer}` }).click();

  await expect(row.getByRole('alert')).toHaveText('Only pending orders can be accepted, rejected or cancelled.');
  await expect(row.getByTestId('request-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('request-actions')).toHaveText('-');
  await expect(page.getByText(/was added to your wallet/)).toHaveCount(0);
});

test('the wallet shows the credit of an accepted line and a partial withdrawal pending at once', async ({ page, request }, testInfo) => {
  const { ownerAccount, owner, order, sold } = await ownerWithOrder(request, testInfo);
  const accept = await request.put(`/api/orders/${sold.itemId}/accept`, { headers: owner.headers });
  expect(accept.status(), await accept.text()).toBe(200);

  await loginOwner(page, ownerAccount);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,500.00');
  await openFromDashboard(page, 'Wallet');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,500.00');
  const rows = page.locator('[data-testid^="transaction-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Order #${order.order_id} · ${sold.title}`);
  await expect(rows.first()).toContainText('+₹2,500.00');
  await expect(rows.first()).toContainText('Completed');

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw to your bank' });
  const amount = dialog.getByLabel(/^Amount/);
  await expect(amount).toHaveValue('2500.00');
  // Checked on the client as the server checks it: no request is sent for these.
  await amount.fill('3000');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(dialog.getByText('You cannot withdraw more than your balance.')).toBeVisible();
  await amount.fill('10.555');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(dialog.getByText('Amount can have at most two decimals.')).toBeVisible();
  await amount.fill('1000');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(REQUESTED)).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹1,500.00');
  await expect(rows).toHaveCount(2);
  // Newest first: the pending debit tops the list.
  await expect(rows.first()).toContainText('Withdrawal to bank');
  await expect(rows.first()).toContainText('-₹1,000.00');
  await expect(rows.first()).toContainText('Pending');
  await expect(rows.nth(1)).toContainText('+₹2,500.00');

  // The server agrees.
  const wallet = await request.get('/api/wallet', { headers: owner.headers });
  expect((await wallet.json()).balance).toBe(1500);
});

test('a fresh owner sees the empty screens, ₹0.00 and no way to withdraw', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'owner');
  await apiOwner(request, account);
  await loginOwner(page, account);
  await expect(page.getByTestId('pending-requests')).toHaveText('0');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');

  await openFromDashboard(page, 'Order Requests');
  await expect(page.getByText('No order requests found.')).toBeVisible();

  await openFromDashboard(page, 'Wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
  await expect(page.getByText('No transactions yet.')).toBeVisible();
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(withdraw).toHaveAccessibleDescription(new RegExp(WITHDRAW_TIP.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByText(WITHDRAW_TIP)).toBeVisible();
  await withdraw.click({ force: true });
  await expect(page.getByRole('dialog')).toBeHidden();

  await openFromDashboard(page, 'My Orders');
  await expect(page.getByText('No orders found.')).toBeVisible();
});
