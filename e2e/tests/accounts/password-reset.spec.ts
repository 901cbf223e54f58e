import { clickInAdminMenu, field, freshBuyer, headerAccountLink, loginAdmin, resetBuyerPassword } from '../support/accounts';
import { expect, test } from '../support/test';

test('a buyer resets a forgotten password with the link from the admin outbox', async ({ page, browser }, testInfo) => {
  const buyer = await freshBuyer(page, testInfo);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Ask for a link.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=user$/);
  await field(page, 'Email').fill(buyer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email, a reset link has been sent.')).toBeVisible();

  // The admin finds it in the outbox (newest first).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAdmin(admin);
  await clickInAdminMenu(admin, 'link', 'Outbox');
  await expect(admin).toHaveURL(/\/admin-dashboard\?section=outbox$/);
  const message = admin
    .getByRole('listitem')
    .filter({ hasText: `To: ${buyer.email}` })
    .first();
  await expect(message).toBeVisible();
  const href = await message.getByRole('link', { name: /\/forgot-password\?token=/ }).getAttribute('href');
  expect(href).toMatch(/^\/forgot-password\?token=[^&\s]+$/);
  await adminContext.close();

  // The buyer follows it and chooses a new password: the old one no longer works, the new one does.
  const newPassword = 'a-brand-new-password-42';
  await resetBuyerPassword(page, String(href), buyer, newPassword);
  await expect(await headerAccountLink(page, buyer.name)).toBeVisible();

  // The link works once.
  await page.goto(String(href));
  await field(page, 'New password').fill('yet-another-password-7');
  await field(page, 'Confirm new password').fill('yet-another-password-7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
