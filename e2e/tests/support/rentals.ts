import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { type Account, DEMO, newAccount, picture } from './accounts';
import { type ApiSession, apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner, type BuyerOrder } from './orders';

/**
 * Rentals set up through the API, for journeys that start at a product already approved or a line already accepted
 * (the handover and return, extensions, disputes): the browser journeys of posting and checkout live elsewhere.
 */

export interface ApprovedProduct {
  admin: ApiSession;
  ownerAccount: Account;
  owner: ApiSession;
  title: string;
  productId: number;
}

export interface AcceptedRental extends ApprovedProduct {
  buyerAccount: Account;
  buyer: ApiSession;
  order: BuyerOrder;
  itemId: number;
}

type ProductFields = Parameters<typeof apiApprovedProduct>[3];

/** A fresh owner's product (a picture attached), approved by the demo admin. `extra`: the offer's form fields. */
export async function apiOwnersApprovedProduct(
  request: APIRequestContext,
  testInfo: TestInfo,
  fields: ProductFields,
  extra: Record<string, string> = {},
): Promise<ApprovedProduct> {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const productId = await apiApprovedProduct(request, owner, admin, fields, await picture(), extra);
  return { admin, ownerAccount, owner, title: fields.title, productId };
}

/**
 * A fresh owner's approved rent product, rented for `months` (3 unless told) by a fresh buyer through a checkout,
 * and the line accepted by the owner: it waits for its handover.
 */
export async function apiAcceptedRental(
  request: APIRequestContext,
  testInfo: TestInfo,
  fields: Omit<ProductFields, 'type'>,
  extra: Record<string, string> = {},
  months = 3,
): Promise<AcceptedRental> {
  const product = await apiOwnersApprovedProduct(request, testInfo, { ...fields, type: 'rent' }, extra);
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: product.productId, mode: 'rent', months }]);
  const itemId = order.cart_items[0]?.item_id as number;
  const accepted = await request.put(`/api/orders/${itemId}/accept`, { headers: product.owner.headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { ...product, buyerAccount, buyer, order, itemId };
}

/** The owner's handover and return panel of a line, opened from My Orders (the owner is logged in). */
export async function openOwnerLinePanel(page: Page, itemId: number, title: string): Promise<Locator> {
  await page.goto('/my-orders');
  await page
    .getByTestId(`my-order-row-${itemId}`)
    .getByRole('button', { name: `Handover and return: ${title}` })
    .click();
  return page.getByRole('dialog', { name: `Handover and return: ${title}` });
}

/**
 * The buyer's order line and its handover and return panel, opened in the order history (the buyer is logged in);
 * `toggle` is the panel's toggle as the buyer's language writes it.
 */
export async function openBuyerLinePanel(
  page: Page,
  title: string,
  toggle = 'Handover and return',
): Promise<{ line: Locator; panel: Locator }> {
  await page.goto('/order-history');
  const line = page.getByTestId('order-line').filter({ hasText: title });
  const disclosure = line.locator('details');
  // Opened by a click React has seen: one that lands before the list's last render is made again (a second click on
  // an open disclosure would close it, so only while it is still closed).
  await expect(async () => {
    if ((await disclosure.getAttribute('open')) === null) await line.getByText(toggle).click();
    await expect(disclosure).toHaveAttribute('open', '', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return { line, panel: line.getByTestId('line-life') };
}

/**
 * The dispute desk's row of a line (the admin is logged in): pages through the desk, oldest first and shared with
 * other tests, until the line's row shows.
 */
export async function findDisputeRow(page: Page, itemId: number): Promise<Locator> {
  const row = page.getByTestId(`dispute-row-${itemId}`);
  await expect(async () => {
    for (let n = 1; n <= 30; n++) {
      await page.goto(`/admin/disputes?page=${n}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
      await expect(page.getByText(/Showing|No disputes to decide/).first()).toBeVisible();
      if (await row.isVisible()) return;
      if ((await page.getByRole('link', { name: /next/i }).count()) === 0) break;
    }
    throw new Error(`line ${itemId} is not on the dispute desk`);
  }).toPass({ timeout: 30_000 });
  return row;
}
