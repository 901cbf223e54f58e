import { expect, test } from '@playwright/test';
import { freshBuyer, headerAccountLink, picture, randomWord } from '../support/accounts';

test('a buyer posts an ad with a picture and sees it Pending in My Ads', async ({ page }, testInfo) => {
  const buyer = await freshBuyer(page, testInfo);
  const title = `Sofa cum bed for rent ${randomWord()}`;

  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'Post an ad' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Three-seater sofa cum bed, blue fabric, one year old.');
  await form.getByLabel('Price per month (₹)', { exact: true }).fill('1200');
  await form.getByLabel('Location', { exact: true }).fill('Aliganj');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Home appliances' });
  await form.getByLabel('Subcategory', { exact: true }).fill('Furniture');
  await form.getByLabel('Picture', { exact: true }).setInputFiles(await picture('png'));
  await expect(form.getByRole('img', { name: 'Preview of photo.png' })).toBeVisible();
  await form.getByLabel('Your name', { exact: true }).fill(buyer.name);
  await form.getByLabel('Phone number', { exact: true }).fill('9876543210');
  await form.getByLabel('Email', { exact: true }).fill(buyer.email);
  await form.getByRole('button', { name: 'Post ad' }).click();

  await expect(page.getByRole('heading', { name: 'Ad submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Ads' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=ads$/);
  await expect(page.getByRole('tab', { name: 'My Ads' })).toHaveAttribute('aria-selected', 'true');
  const ad = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(ad).toHaveCount(1);
  await expect(ad).toContainText('Pending Approval');
  await expect(ad).toContainText('₹1,200');
  await expect(ad.getByRole('link')).toHaveCount(0);
});

test('a buyer edits their name and the header shows it', async ({ page }, testInfo) => {
  await freshBuyer(page, testInfo);
  const name = `Renamed Buyer ${randomWord(6)}`;
  await page.goto('/edit-profile');
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField).not.toHaveValue('');
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(await headerAccountLink(page, name)).toBeVisible();

  // It is saved: after a reload the dashboard greets the new name.
  await page.goto('/dashboard');
  await expect(page.getByText(`Hello, ${name}.`)).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(name);
});
