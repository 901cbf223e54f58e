import { headerSearchBox, openMenuIfCollapsed } from '../support/catalogue';
import { expect, test } from '../support/test';

test.describe('contact, header and placeholders', () => {
  test('the contact form checks its fields and then confirms', async ({ page }) => {
    await page.goto('/contact');
    const confirmation = page.getByText('Thank you! Your message has been received.');
    const send = page.getByRole('button', { name: 'Send message' });

    // Empty: errors, focus on the first, no confirmation.
    await send.click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Name' }).fill('Aarav Srivastava');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Message' }).fill('Is the 2 BHK in Aliganj still available?');
    await send.click();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(confirmation).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Email' }).fill('aarav@example.com');
    await send.click();
    await expect(page.getByRole('status')).toContainText(
      'Thank you! Your message has been received. We will get back to you within 24 hours.',
    );
    // The form is cleared for the next message.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('the header offers search, categories, Post Ad, cart and Login', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(headerSearchBox(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Lucknow');
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAttribute('href', '/cart');

    await openMenuIfCollapsed(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Post Ad' })).toHaveAttribute('href', '/upload');
    // Login comes back to this page afterwards.
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fabout');
    for (const [name, slug] of [
      ['Property', 'property'],
      ['Home Appliances', 'appliance'],
      ['Clothing', 'clothing'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/category/${slug}`);
    }

    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fabout$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  });

  test('the footer links to the screens of spec §2', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site' }).getByRole('link');
    await expect(links).toHaveCount(10);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/upload',
      '/login',
      '/edit-profile',
      '/order-history',
      '/checkout',
      '/notifications',
      '/chat',
      '/about',
      '/contact',
    ]);
  });

  test('the owner dashboard sends a visitor to the owner login, saying why', async ({ page }) => {
    await page.goto('/owner-dashboard');
    // Spec §2: without an owner token the guard redirects to the owner login, saying why.
    await expect(page).toHaveURL(/\/owner-login\?reason=required&next=%2Fowner-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owner login');
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });
});
