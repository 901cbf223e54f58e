import { cards, waitForCards } from '../support/catalogue';
import { expect, test } from '../support/test';

test('an item page shares its own address: WhatsApp with the title and price, or the link copied', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/category/home-appliances');
  await waitForCards(page);
  const first = cards(page).first();
  const title = String(await first.getByRole('heading').textContent()).trim();
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const path = new URL(page.url()).pathname;

  // This browser has no share sheet: the button opens the two choices.
  const share = page.getByRole('button', { name: `Share ${title}` });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const href = String(await whatsapp.getAttribute('href'));
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(message).toContain(title);
  expect(message).toMatch(/₹[\d,]+/);
  expect(message).toContain(`${baseURL}${path}`);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
});
