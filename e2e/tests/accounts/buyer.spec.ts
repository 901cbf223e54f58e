import { field, freshBuyer, headerAccountLink, picture, randomWord } from '../support/accounts';
import { expect, test } from '../support/test';

test('a buyer posts an ad with a picture and sees it Pending in My Ads', async ({ page }, testInfo) => {
  const buyer = await freshBuyer(page, testInfo);
  const title = `Sofa cum bed for rent ${randomWord()}`;

  await page.goto('/upload');
  const form = page.getByRole('form', { name: 'Post an ad' });
  await field(form, 'Title').fill(title);
  await field(form, 'Description').fill('Three-seater sofa cum bed, blue fabric, one year old.');
  await field(form, 'Price per month (₹)').fill('1200');
  await field(form, 'Locality').selectOption({ label: 'Aliganj' });
  await field(form, 'Location').fill('Sector B, near the market');
  await field(form, 'Category').selectOption({ label: 'Home appliances' });
  await field(form, 'Subcategory').fill('Furniture');
  await field(form, 'Picture').setInputFiles(await picture('png'));
  await expect(form.getByRole('img', { name: 'Preview of photo.png' })).toBeVisible();
  await field(form, 'Your name').fill(buyer.name);
  await field(form, 'Phone number').fill('9876543210');
  await field(form, 'Email').fill(buyer.email);
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
  const nameField = field(page, 'Name');
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
