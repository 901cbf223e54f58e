import { DEMO, field, headerAccountLink, newAccount, picture, randomWord, resetBuyerPassword } from '../support/accounts';
import { apiApprovedProduct, apiBuyer, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

// Accounts that flow (docs/mail.md): signing up from a product page comes back to it signed in, and a forgotten
// password is reset through a mail that really went out, to the SMTP server the e2e server runs (e2e/server.ts).

test('a visitor signs up from a product page and lands back on it, signed in', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Cooler ${randomWord(8)}`;
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 4500 }, await picture());
  const buyer = newAccount(testInfo, 'buyer');

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Saving it asks a visitor to log in; the login screen offers a new account, which keeps the way back.
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?reason=required&next=%2Fproduct%2F${productId}$`));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?next=%2Fproduct%2F${productId}$`));

  await field(page, 'Name').fill(buyer.name);
  await field(page, 'Email').fill(buyer.email);
  await field(page, 'Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the product, signed in: no second login.
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(await headerAccountLink(page, buyer.name)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
});

test('a forgotten password is reset through the mail that arrived at the SMTP server', async ({ page, request }, testInfo) => {
  const buyer = newAccount(testInfo, 'buyer');
  await apiBuyer(request, buyer);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=user$/);
  // The public screen offers the public's roles only.
  await expect(page.getByRole('radio', { name: /^Buyer/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Owner/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Admin/ })).toHaveCount(0);
  await field(page, 'Email').fill(buyer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email, a reset link has been sent.')).toBeVisible();
  await expect(page.getByText(/Look for a mail from Kiraya/)).toBeVisible();
  await expect(page.getByText(/does not send email/)).toHaveCount(0);

  // The mail arrives at the SMTP server, addressed to the buyer, with a link to this site.
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/api/__e2e/mail?to=${encodeURIComponent(buyer.email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        text = mails[0]?.text ?? '';
        return mails.map((m) => m.subject);
      },
      { timeout: 15_000 },
    )
    .toEqual(['Reset your Kiraya password']);
  expect(text).toContain(`Hello ${buyer.name}`);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/forgot-password\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  expect(new URL(String(link)).origin).toBe(new URL(page.url()).origin);

  const newPassword = `mailed-${randomWord(6)}-42`;
  await resetBuyerPassword(page, String(link), buyer, newPassword);
});
