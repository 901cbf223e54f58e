import { field, freshOwner, ownerNameInSidebar, randomWord } from '../support/accounts';
import { expect, test } from '../support/test';

test('an owner changes their name in Profile Settings and the sidebar shows it', async ({ page }, testInfo) => {
  const owner = await freshOwner(page, testInfo);
  await page.goto('/profile-settings');
  const nameField = field(page, 'Full Name');
  await expect(nameField).toHaveValue(owner.name);
  await expect(field(page, 'Email Address')).toHaveValue(owner.email);

  const name = `Renamed Owner ${randomWord(6)}`;
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('✅ Profile updated successfully.')).toBeVisible();
  await expect(await ownerNameInSidebar(page)).toHaveText(name);

  // Saved on the server: a new login still carries it.
  await page.reload();
  await expect(await ownerNameInSidebar(page)).toHaveText(name);
  await expect(field(page, 'Full Name')).toHaveValue(name);
});

test('a new password needs the current one, keeps this session, and "Log out of all devices" ends it', async ({ page }, testInfo) => {
  const owner = await freshOwner(page, testInfo);
  await page.goto('/profile-settings');
  await expect(field(page, 'Current Password')).toHaveCount(0);

  await field(page, 'New Password').fill('second-pass-1');
  const current = field(page, 'Current Password');
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your current password to change your email or password.')).toBeVisible();

  await current.fill('not-my-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();

  await current.fill(owner.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('✅ Profile updated successfully.')).toBeVisible();
  // The fresh token was stored: the server still accepts this tab (the old token now gets 401).
  const wallet = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/wallet');
  await page.goto('/wallet');
  expect((await wallet).status()).toBe(200);
  await expect(page).toHaveURL(/\/wallet$/);
  await page.goto('/profile-settings');
  await expect(field(page, 'Full Name')).toHaveValue(owner.name);

  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out of all devices?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out of all devices' }).click();
  await expect(page).toHaveURL(/\/owner-login/);
});
