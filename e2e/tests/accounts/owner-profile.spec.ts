import { expect, test } from '@playwright/test';
import { field, freshOwner, ownerNameInSidebar, randomWord } from '../support/accounts';

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
