import { adminMenu, clickInAdminMenu, DEMO, field, loginAdmin, newAccount, picture, randomWord, unique } from '../support/accounts';
import { formatRupees } from '../support/catalogue';
import { type ApiSession, apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner, type BuyerOrder } from '../support/orders';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '../support/test';

const DATE_RANGE = '"from" cannot be after "to".';

/** A calendar day in India (the orders filter speaks IST), `offset` days from today. */
function istDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offset * 86_400_000));
}

/** The date as the browser shows it (its own time zone), e.g. '12 Mar 2025'. */
function shownDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(value)),
    iso,
  );
}

interface Setup {
  admin: ApiSession;
  owner: ApiSession;
  productId: number;
  productTitle: string;
}

/** A fresh owner with an approved ₹5,400 product. */
async function ownerWithProduct(request: APIRequestContext, testInfo: TestInfo): Promise<Setup> {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const productTitle = `Air cooler ${randomWord()}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title: productTitle, price: 5400 }, await picture());
  return { admin, owner, productId, productTitle };
}

async function firstPropertyListing(request: APIRequestContext): Promise<{ id: number; title: string; price: number }> {
  const res = await request.get('/api/listings?category=property&limit=1');
  expect(res.status(), await res.text()).toBe(200);
  const [listing] = (await res.json()) as { id: number; title: string; price: number }[];
  if (!listing) throw new Error('the seeded catalogue has no property listing');
  return listing;
}

async function openOrders(page: Page): Promise<void> {
  await clickInAdminMenu(page, 'link', 'Orders');
  await expect(page).toHaveURL(/\/admin-dashboard\?section=orders$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'All Orders' })).toBeVisible();
}

async function applyStatus(page: Page, label: string): Promise<void> {
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Status').selectOption({ label });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
}

test('the admin sees a new order in full, filters it by status and date, and accepts its ad line', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const { productId, productTitle } = await ownerWithProduct(request, testInfo);
  const listing = await firstPropertyListing(request);
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  const customer = { name: `Customer ${unique(testInfo, 'o')}`, email: `${unique(testInfo, 'order')}@e2e.kiraya.test` };
  const order = (await apiCheckout(
    request,
    buyer,
    [
      { source: 'products', product_id: productId, quantity: 1 },
      { source: 'listings', product_id: listing.id, months: 2 },
    ],
    { ...customer, address: '14 Aminabad Market', city: 'Lucknow', zip: '226018', paymentMethod: 'upi' },
  )) as BuyerOrder & { created_at: string };
  const productLine = order.cart_items.find((l) => l.source === 'products');
  const listingLine = order.cart_items.find((l) => l.source === 'listings');
  if (!productLine || !listingLine) throw new Error('the order lacks a line');

  await loginAdmin(page);
  await openOrders(page);
  const row = page.getByTestId(`order-row-${order.order_id}`);
  await expect(row).toContainText(`#${order.order_id}`);
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('14 Aminabad Market');
  await expect(row).toContainText('Lucknow 226018');
  await expect(row).toContainText('UPI');
  const status = row.getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await expect(status.locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
  const product = row.getByTestId(`order-line-${productLine.item_id}`);
  await expect(product).toContainText(`${productTitle} x 1`);
  await expect(product).toContainText(formatRupees(5400));
  await expect(product).toContainText('Pending');
  const ad = row.getByTestId(`order-line-${listingLine.item_id}`);
  await expect(ad).toContainText(`${listing.title} x 1`);
  await expect(ad).toContainText(`${formatRupees(listing.price)}/month × 2 months = ${formatRupees(listing.price * 2)}`);
  await expect(ad).toContainText('Pending');
  await expect(row).toContainText(`Order total: ${formatRupees(order.total)}`);
  await expect(row).toContainText(await shownDate(page, order.created_at));
  // Product lines are their owner's call: no buttons for the admin there.
  await expect(product.getByRole('button')).toHaveCount(0);

  // Status filter: 'Approved' hides the pending order, 'Pending' shows it again.
  await applyStatus(page, 'Approved');
  await expect(page).toHaveURL(/[?&]status=approved(&|$)/);
  await expect(row).toHaveCount(0);
  await applyStatus(page, 'Pending');
  await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
  await expect(row).toBeVisible();

  // From after To is refused on the page, with no request sent.
  const filters = page.getByRole('search', { name: 'Filter orders' });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/orders')) asked.push(r.url());
  });
  await field(filters, 'From').fill(istDay(0));
  await field(filters, 'To').fill(istDay(-1));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByText(DATE_RANGE)).toBeVisible();
  await expect(field(filters, 'From')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/[?&]from=/);
  expect(asked).toEqual([]);

  // Today to today (IST) keeps the order; the filters land in the URL.
  await field(filters, 'To').fill(istDay(0));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${istDay(0)}`));
  await expect(page).toHaveURL(new RegExp(`to=${istDay(0)}`));
  await expect(filters.getByText(DATE_RANGE)).toHaveCount(0);
  await expect(row).toBeVisible();

  // The admin accepts the ad line: that line turns Accepted, the product line stays Pending, so the order too.
  await ad.getByRole('button', { name: `Accept ${listing.title} (order #${order.order_id})` }).click();
  await expect(page.getByText(`Accepted “${listing.title}” in order #${order.order_id}.`)).toBeVisible();
  await expect(ad).toContainText('Accepted');
  await expect(ad.getByRole('button')).toHaveCount(0);
  await expect(product).toContainText('Pending');
  await expect(status).toHaveText('Pending');

  // Clear filters empties the URL's filters and the fields.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\?section=orders$/);
  await expect(field(filters, 'From')).toHaveValue('');
});

test('the admin rejects an ad line after confirming, and a line decided meanwhile shows the server message', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const listing = await firstPropertyListing(request);
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  const name = `Customer ${unique(testInfo, 'r')}`;
  const lines = [{ source: 'listings' as const, product_id: listing.id, months: 1 }];
  const first = await apiCheckout(request, buyer, lines, { name });
  const second = await apiCheckout(request, buyer, lines, { name });

  await loginAdmin(page);
  await openOrders(page);
  await applyStatus(page, 'Pending');

  // Reject is confirmed first; Cancel changes nothing.
  const firstRow = page.getByTestId(`order-row-${first.order_id}`);
  const reject = firstRow.getByRole('button', { name: `Reject ${listing.title} (order #${first.order_id})` });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: `Reject “${listing.title}”?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstRow.getByTestId('order-status')).toHaveText('Pending');
  await reject.click();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Rejected “${listing.title}” in order #${first.order_id}.`)).toBeVisible();
  // A rejected order is no longer pending: it leaves the filtered list.
  await expect(firstRow).toHaveCount(0);

  // Another admin accepts the second order's line first: Accept here gets 409 with the server's message.
  const secondRow = page.getByTestId(`order-row-${second.order_id}`);
  const accept = secondRow.getByRole('button', { name: `Accept ${listing.title} (order #${second.order_id})` });
  await expect(accept).toBeVisible();
  const item = second.cart_items[0]?.item_id;
  const res = await request.put(`/api/admin/order-items/${item}/accept`, { headers: admin.headers });
  expect(res.status(), await res.text()).toBe(200);
  await accept.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only pending orders can be accepted, rejected or cancelled.' })).toBeVisible();
  // …and the list is refreshed: the order is approved now, so it leaves the Pending filter.
  await expect(secondRow).toHaveCount(0);
});

test('Payment History shows a checkout payment and a pending withdrawal, which the admin marks processed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const { owner, productId } = await ownerWithProduct(request, testInfo);
  const buyer = await apiBuyer(request, newAccount(testInfo, 'buyer'));
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, quantity: 1 }], {
    name: `Customer ${unique(testInfo, 'p')}`,
    paymentMethod: 'upi',
  });
  const txn = order.txn_id;
  if (!txn) throw new Error('a UPI checkout has a transaction id');
  // The owner accepts the line (a ₹5,400 credit) and withdraws it all.
  const line = order.cart_items[0]?.item_id;
  const accept = await request.put(`/api/orders/${line}/accept`, { headers: owner.headers });
  expect(accept.status(), await accept.text()).toBe(200);
  const withdraw = await request.post('/api/wallet/withdraw', { headers: owner.headers });
  expect(withdraw.status(), await withdraw.text()).toBe(201);
  const withdrawal = ((await withdraw.json()) as { payment: { id: number; txnId: string; amount: number } }).payment;

  await loginAdmin(page);
  await clickInAdminMenu(page, 'link', 'Payment History');
  await expect(page).toHaveURL(/\/admin\/payment-history$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  // The sidebar marks it as the current screen (on a phone, behind Menu).
  const menu = await adminMenu(page);
  await expect(menu.getByRole('link', { name: 'Payment History', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Orders', exact: true })).not.toHaveAttribute('aria-current', 'page');

  const filter = page.getByRole('search', { name: 'Filter payments' }).getByLabel('Status');
  await filter.selectOption({ label: 'Success' });
  await expect(page).toHaveURL(/[?&]status=success(&|$)/);
  const checkout = page.locator('[data-testid^="payment-row-"]').filter({ hasText: txn });
  await expect(checkout).toContainText(formatRupees(order.total));
  await expect(checkout).toContainText(`Order #${order.order_id}`);
  await expect(checkout).toContainText('UPI');
  await expect(checkout).toContainText('Success');
  await expect(checkout.locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await expect(checkout.getByRole('button')).toHaveCount(0);

  await filter.selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
  const row = page.getByTestId(`payment-row-${withdrawal.id}`);
  await expect(row).toContainText(withdrawal.txnId);
  await expect(row).toContainText(formatRupees(5400));
  await expect(row).toContainText('Withdrawal');
  await expect(row).toContainText('Bank transfer');
  await expect(row).toContainText('Pending');
  await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');

  // Money leaves: the admin confirms first; Cancel changes nothing.
  const mark = row.getByRole('button', { name: `Mark processed ${withdrawal.txnId}` });
  await mark.click();
  const dialog = page.getByRole('dialog', { name: 'Mark this withdrawal processed?' });
  await expect(dialog).toContainText(formatRupees(5400));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pending');
  await mark.click();
  await dialog.getByRole('button', { name: 'Mark processed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal marked processed.' })).toBeVisible();
  // No longer pending: it leaves this filter, and shows under Success.
  await expect(row).toHaveCount(0);
  await filter.selectOption({ label: 'Success' });
  await expect(row).toContainText('Success');
  await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await expect(row.getByRole('button')).toHaveCount(0);
});
