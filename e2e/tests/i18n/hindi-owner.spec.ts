import { DEMO, loginOwner, newAccount, picture, randomWord, submitBuyerLogin } from '../support/accounts';
import { type ApiSession, apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner } from '../support/orders';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '../support/test';

/** Saves Hindi on the account, so the login applies it (as on a second device). */
async function chooseHindi(request: APIRequestContext, role: 'owner' | 'user', session: ApiSession): Promise<void> {
  const res = await request.put(`/api/${role}/language`, { headers: session.headers, data: { language: 'hi' } });
  expect(res.ok()).toBe(true);
}

/** A fresh owner in Hindi with one approved product and a buyer (in Hindi too) whose order waits for the owner. */
async function ownerAndBuyer(request: APIRequestContext, testInfo: TestInfo) {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const title = `Almirah ${randomWord(8)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 1800 }, await picture());
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  const customer = `Customer ${randomWord(6)}`;
  await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'buy', quantity: 1 }], { name: customer });
  await chooseHindi(request, 'owner', owner);
  await chooseHindi(request, 'user', buyer);
  return { ownerAccount, buyerAccount, title, customer };
}

/** None of these English texts is on the page any more. */
async function noEnglish(page: Page, texts: string[]): Promise<void> {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
}

test('an owner in Hindi sees the dashboard, My Products and Order Requests in Hindi', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { ownerAccount, title, customer } = await ownerAndBuyer(request, testInfo);
  await loginOwner(page, ownerAccount);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Dashboard: headings, the product counts and the order cards.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'आपके प्रोडक्ट' })).toBeVisible();
  await expect(main.getByText('Kiraya पर आपका 1 प्रोडक्ट है।')).toBeVisible();
  await expect(main.getByText('कैटलॉग में दिख रहे हैं')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'ऑर्डर और वॉलेट' })).toBeVisible();
  await expect(main.getByText('अनुरोध आपके फ़ैसले का इंतज़ार कर रहा है')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'मंज़ूरी कैसे मिलती है' })).toBeVisible();
  await noEnglish(page, ['Dashboard', 'Your products', 'Orders and wallet', 'available balance', 'How approval works']);

  // My Products: the table's columns, the approval badge and the row's buttons.
  await page.goto('/my-products');
  await expect(main.getByRole('heading', { level: 1, name: 'मेरे प्रोडक्ट' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('मंज़ूर', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `${title} बदलें`, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `${title} हटाएँ` })).toBeVisible();
  await expect(main.getByText('1 प्रोडक्ट', { exact: true })).toBeVisible();
  await noEnglish(page, ['My Products', 'Approved', 'Edit', 'Replace photo', 'Delete', '1 product']);

  // Inline edit: the fields' labels, then Cancel.
  await row.getByRole('button', { name: `${title} बदलें`, exact: true }).click();
  await expect(main.getByLabel('कीमत (₹)')).toBeVisible();
  await expect(main.getByLabel('शीर्षक')).toHaveValue(title);
  await main.getByRole('button', { name: 'रद्द करें' }).click();

  // Order Requests: the buyer's request, its status and the decision buttons; accepting says so in Hindi.
  await page.goto('/order-requests');
  await expect(main.getByRole('heading', { level: 1, name: 'ऑर्डर अनुरोध' })).toBeVisible();
  const request_ = main.getByRole('row').filter({ hasText: title });
  await expect(request_.getByTestId('request-status')).toHaveText('फ़ैसला बाकी');
  await expect(main.getByText('1 अनुरोध', { exact: true })).toBeVisible();
  await noEnglish(page, ['Order Requests', 'Pending', 'Accept', 'Reject', '1 request']);
  await request_.getByRole('button', { name: `स्वीकार करें: ${customer} के लिए ${title}`, exact: true }).click();
  await expect(request_.getByTestId('request-status')).toHaveText('स्वीकार');
  await expect(page.getByText(`${customer} का “${title}” स्वीकार किया।`)).toBeVisible();
});

test('a buyer in Hindi sees the order history and the dashboard tabs in Hindi', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { buyerAccount, title } = await ownerAndBuyer(request, testInfo);
  // The login page is English (this device never chose); the account's Hindi applies once signed in.
  await page.goto('/login');
  await submitBuyerLogin(page, buyerAccount);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'आपका डैशबोर्ड' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const main = page.getByRole('main');
  await page.goto('/order-history');
  await expect(main.getByRole('heading', { level: 1, name: 'ऑर्डर हिस्ट्री' })).toBeVisible();
  const order = main.getByTestId('buyer-order');
  await expect(order.getByRole('heading', { name: /^ऑर्डर #\d+$/ })).toBeVisible();
  await expect(order.getByTestId('order-line')).toContainText('ख़रीद ·');
  await expect(order.getByTestId('order-line')).toContainText('फ़ैसला बाकी');
  await expect(order.getByRole('button', { name: `${title} रद्द करें` })).toBeVisible();
  await expect(main.getByText('1 ऑर्डर', { exact: true })).toBeVisible();
  await noEnglish(page, ['Order history', 'Pending', 'Cancel', '1 order']);

  // The dashboard's tabs, each in Hindi.
  await page.goto('/dashboard?tab=orders');
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'मेरे ऑर्डर' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: 'ऑर्डर हिस्ट्री खोलें' })).toBeVisible();
  await expect(panel.getByTestId('buyer-order')).toContainText('फ़ैसला बाकी');

  await page.getByRole('tab', { name: 'मेरे विज्ञापन' }).click();
  await expect(panel.getByText('आपने अभी तक कोई विज्ञापन पोस्ट नहीं किया है।')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'अपना पहला विज्ञापन पोस्ट करें' })).toBeVisible();

  await page.getByRole('tab', { name: 'विशलिस्ट' }).click();
  await expect(panel.getByText('आपकी विशलिस्ट ख़ाली है।')).toBeVisible();

  await page.getByRole('tab', { name: 'संदेश' }).click();
  await expect(panel.getByText('अभी कोई संदेश नहीं है।', { exact: false })).toBeVisible();
  await expect(panel.getByPlaceholder('संदेश लिखें...')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'भेजें' })).toBeVisible();
  await noEnglish(page, ['My Orders', 'My Ads', 'Wishlist', 'Messages', 'Send']);
});
