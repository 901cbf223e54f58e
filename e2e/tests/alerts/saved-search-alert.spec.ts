import { APPROVAL_UNDO_SECONDS } from '@kiraya/contract/trust/rules';
import { DEMO, loginBuyer, newAccount, picture, randomWord } from '../support/accounts';
import { runJobsAt } from '../support/clock';
import { apiApprovedProduct, apiBuyer, apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

test('a buyer saves a Hindi search, an admin approves a matching cooler, and the match reaches the buyer', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount(testInfo, 'buyer');
  await apiBuyer(request, account);
  await loginBuyer(page, account);

  // कूलर finds "cooler" through the synonyms and transliteration, as the search does; Gomti Nagar narrows it.
  await page.goto(`/search?query=${encodeURIComponent('कूलर')}&locality=gomti-nagar`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. We will tell you when a new item matches.' })).toBeVisible();
  // The same search again is not saved twice.
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have already saved this search.' })).toBeVisible();

  await page.getByRole('status').getByRole('link', { name: 'Saved searches' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const card = page.getByTestId('saved-search');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('कूलर · Gomti Nagar');
  await expect(card.getByRole('button', { name: /Alerts are on for/ })).toHaveAttribute('aria-pressed', 'true');

  // An owner's cooler in Gomti Nagar, approved by an admin; the approval schedules the matching job.
  const title = `Desert cooler ${randomWord(8)}`;
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const productId = await apiApprovedProduct(request, owner, admin, { title, price: 4200 }, await picture());
  // The job is due once the approval can no longer be undone (APPROVAL_UNDO_SECONDS).
  expect(
    await runJobsAt(request, new Date(Date.now() + (APPROVAL_UNDO_SECONDS + 1) * 1000), productId, ['saved_search_product']),
  ).toBeGreaterThanOrEqual(1);

  await page.goto('/notifications');
  const match = page.getByTestId('notification').filter({ hasText: title });
  await expect(match).toHaveCount(1);
  await expect(match.getByRole('heading')).toContainText('New match for “कूलर · Gomti Nagar”');
  await expect(match).toContainText(`“${title}” matches your saved search`);
  await match.getByRole('link', { name: 'Open the item' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Rename, switch alerts off and delete, each confirmed on screen.
  await page.goto('/saved-searches');
  await card.getByRole('button', { name: /^Rename/ }).click();
  await card.getByLabel('Name of this search').fill('Cooler near home');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Cooler near home');
  await card.getByRole('button', { name: 'Alerts are on for Cooler near home. Turn them off' }).click();
  await expect(card.getByRole('button', { name: 'Alerts are off for Cooler near home. Turn them on' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await card.getByRole('button', { name: 'Delete Cooler near home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Cooler near home” was deleted.')).toBeVisible();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  await expect(page.getByTestId('saved-search')).toHaveCount(0);
});

test('a visitor is asked to log in before saving a search', async ({ page }) => {
  await page.goto('/category/appliance?locality=aliganj');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Log in to save searches and get alerts.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute('href', /\/login\?reason=required&next=/);
});

test('the site is installable: a web app manifest with icons and a service worker that registers after load', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Kiraya'),
    start_url: expect.stringMatching(/^\//),
    theme_color: '#0b5752',
    display: 'standalone',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
});
