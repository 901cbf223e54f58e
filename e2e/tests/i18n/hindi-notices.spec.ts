import { DEMO, loginBuyer, newAccount, picture, randomWord } from '../support/accounts';
import { apiApprovedProduct, apiBuyer, apiCheckout, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

// Notifications are stored with a code and params beside their English text, and server errors carry their
// message's code: a Hindi reader sees both in Hindi.

test('a buyer in Hindi sees a notification’s text in Hindi, from its code and params', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Cooler ${randomWord(8)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 1500 }, await picture());
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  const order = await apiCheckout(request, buyer, [{ source: 'products', product_id: productId, mode: 'buy', quantity: 1 }]);

  await loginBuyer(page, account);
  await page.evaluate(() => localStorage.setItem('kiraya:language', 'hi'));
  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const placed = page.getByTestId('notification').filter({ hasText: `#${order.order_id}` });
  await expect(placed.getByRole('heading')).toContainText(`ऑर्डर #${order.order_id} हो गया`);
  await expect(placed).toContainText('का आपका ऑर्डर हो गया है।');
  await expect(placed).not.toContainText('was placed');
});

test('a server error (409, email taken) shows in Hindi', async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, 'buyer');
  await apiBuyer(request, account);
  await page.addInitScript(() => localStorage.setItem('kiraya:language', 'hi'));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.locator('input[autocomplete="name"]').fill(account.name);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[autocomplete="new-password"]').first().fill(account.password);
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  const res = await answer;
  expect(res.status()).toBe(409);
  expect(await res.json()).toMatchObject({ code: 'ACCOUNT_EMAIL_TAKEN', message: 'An account with this email already exists.' });
  await expect(page.getByText('इस ईमेल से पहले से एक खाता बना हुआ है।')).toBeVisible();
});
