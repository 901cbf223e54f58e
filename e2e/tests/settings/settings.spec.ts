import AxeBuilder from '@axe-core/playwright';
import { DEMO, field, loginAdmin, newAccount, randomWord } from '../support/accounts';
import { waitForCards } from '../support/catalogue';
import { apiLogin, apiOwner } from '../support/orders';
import { expect, type Page, test } from '../support/test';

const SAVED = 'Settings saved successfully!';

/** Saves the site title through the admin Settings form and checks the 3-second notice. */
async function saveTitle(page: Page, title: string): Promise<void> {
  await page.goto('/admin/settings');
  const input = field(page, 'Site title');
  await expect(input).not.toHaveValue('');
  await input.fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
}

test.describe('site settings', () => {
  test('an admin renames the site: §5 checked, saved for 3 seconds, then the header and every tab title show it', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, 'admin', DEMO.admin);
    const original = await (await request.get('/api/admin/settings', { headers: admin.headers })).json();
    const title = `Kiraya ${randomWord(6)}`;
    await loginAdmin(page);

    // §5 first, checked in the browser before anything is sent.
    await page.goto('/admin/settings');
    await expect(field(page, 'Site title')).not.toHaveValue('');
    await field(page, 'Site title').fill('  ');
    await field(page, 'Admin email').fill('not-an-email');
    await field(page, 'Items per page').fill('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Site title is required.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Items per page must be at least 1.')).toBeVisible();
    await expect(field(page, 'Site title')).toBeFocused();
    await expect(page.getByText(SAVED)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute('aria-checked', String(original.maintenanceMode));

    // Settings are global and other tests run at once: the new title lives only a few seconds.
    try {
      await saveTitle(page, title);
      await page.goto('/contact');
      await expect(page.getByTestId('site-title').first()).toHaveText(title);
      await expect(page).toHaveTitle(`Contact · ${title}`);
      // The home link's name is what it shows (the title, the tagline), then where it goes.
      await expect(page.getByRole('banner').getByRole('link', { name: title })).toHaveAccessibleName(
        new RegExp(`^${title} Rent & resale · Lucknow\\s*, home$`),
      );
      await expect(page.getByRole('contentinfo').getByTestId('site-title')).toHaveText(title);

      // Back to the original through the form; the notice goes away by itself after 3 seconds.
      await saveTitle(page, original.siteTitle);
      const notice = page.getByText(SAVED);
      await expect(notice).toBeVisible();
      await page.waitForTimeout(1_500);
      await expect(notice).toBeVisible();
      await expect(notice).toBeHidden({ timeout: 3_000 });
      await expect(page).toHaveTitle(`Settings · Admin · ${original.siteTitle}`);
    } finally {
      const res = await request.post('/api/admin/settings', { headers: admin.headers, data: original });
      expect(res.status()).toBe(200);
    }
  });

  test('the admin dashboard shows live counts, the chart and a sign-up that just happened', async ({ page, request }, testInfo) => {
    await loginAdmin(page);
    const owner = newAccount(testInfo, 'owner');
    await apiOwner(request, owner);
    await page.reload();
    const main = page.getByRole('main');
    for (const label of [
      'Total Users',
      'Total Owners',
      'Total Products',
      'Total Listings',
      'Total Orders',
      'Pending Orders',
      'Unread Messages',
      'Total Messages',
    ]) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
      await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
    }
    await expect(main.getByText(`${owner.name} joined Kiraya as an owner.`)).toBeVisible();
    await expect(main.getByRole('img', { name: /Orders and new listings per day/ })).toBeVisible();
    await main.getByText('Show the numbers as a table').click();
    await expect(main.getByRole('table').getByRole('row')).toHaveCount(31);
  });

  test('a visitor switches to the dark theme: remembered after a reload, text keeps AA contrast', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await waitForCards(page);
    for (const path of ['/', '/contact']) {
      if (path !== '/') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
