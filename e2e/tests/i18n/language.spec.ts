import { field, isCollapsed, newAccount, registerBuyer } from '../support/accounts';
import { headerSearchBox } from '../support/catalogue';
import { apiBuyer } from '../support/orders';
import { expect, type Page, test } from '../support/test';

const DEVANAGARI_FONT = /noto-sans-devanagari|devanagari-\d00/;

/** Chooses a language in the header (on a phone the switch is inside the menu). */
async function chooseLanguage(page: Page, language: 'English' | 'हिन्दी', menuName: string) {
  const banner = page.getByRole('banner');
  if (isCollapsed(page)) {
    const menu = banner.getByRole('button', { name: menuName });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  const group = banner.getByRole('group', { name: /^(Language|भाषा)$/ }).filter({ visible: true });
  await group.getByRole('button', { name: language }).click();
}

test('an English visitor sees English and never downloads the Devanagari font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (DEVANAGARI_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('right here in Lucknow');
  // The switch's "हिन्दी" is drawn in its own 2.4 KB face (index.css), fetched once the word is on show: no tofu on a
  // phone without a Devanagari font, and still no Hindi font.
  if (isCollapsed(page)) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).filter({ visible: true })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Kiraya Hindi Label' && f.status === 'loaded')),
    )
    .toBe(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(fonts).toEqual([]);
});

test('an English visitor who types Hindi in the search box gets the Devanagari face for it, the page staying English', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (DEVANAGARI_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  const box = headerSearchBox(page);
  await box.fill('lucknow');
  await expect(box).toHaveValue('lucknow');
  // Latin text loads nothing.
  await expect(page.locator('html')).not.toHaveClass(/\bdevanagari\b/);
  expect(fonts).toEqual([]);
  await box.fill('कू');
  await expect(page.locator('html')).toHaveClass(/\bdevanagari\b/);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'कू'))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('right here in Lucknow');
});

test('a visitor switches to Hindi, stays in Hindi after a reload, and logs in as a buyer in Hindi', async ({ page, browser }, testInfo) => {
  // A buyer of this test's own (the account remembers the language, so the shared demo buyer is left alone).
  const buyer = newAccount(testInfo, 'buyer');
  await registerBuyer(page, buyer);
  await page.evaluate(() => localStorage.clear());
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (DEVANAGARI_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('right here in Lucknow');

  await chooseLanguage(page, 'हिन्दी', 'Menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('यहीं लखनऊ में');
  await expect(page.getByRole('heading', { name: 'नई लिस्टिंग' })).toBeVisible();
  await expect(page).toHaveTitle(/लखनऊ में पुराना सामान/);
  // Prices keep Latin digits and lakh grouping.
  await expect(page.getByTestId('catalogue-card').first()).toContainText('₹');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);

  // The choice is remembered on this device.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('यहीं लखनऊ में');

  // The cart, empty, in Hindi.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeVisible();
  await expect(page.getByText('आपका कार्ट खाली है।')).toBeVisible();

  // Login: the contract's validation message and the server's refusal, both in Hindi.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
  const form = page.getByRole('form', { name: 'लॉग इन करें' });
  await form.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(form.getByText('ईमेल ज़रूरी है।')).toBeVisible();
  await field(form, 'ईमेल').fill(buyer.email);
  await field(form, 'पासवर्ड').fill('not-the-password');
  await form.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('ईमेल या पासवर्ड गलत है।');

  await field(form, 'पासवर्ड').fill(buyer.password);
  await form.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'आपका डैशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'प्रोफ़ाइल' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(buyer.email);

  // The account remembers it: on another device (English by default) the login applies Hindi.
  const device = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const other = await device.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await field(other, 'Email').fill(buyer.email);
  await field(other, 'Password').fill(buyer.password);
  await other.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'आपका डैशबोर्ड' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await device.close();

  // And back to English, which the account remembers too.
  await chooseLanguage(page, 'English', 'मेन्यू');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const token = localStorage.getItem('token') ?? '';
        const res = await fetch('/api/user/language', { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()).language;
      }),
    )
    .toBe('en');
});

test('a Hindi account that logs in from a ?lang=hi link keeps Hindi on this device after the link is gone', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  expect((await request.put('/api/user/language', { headers: buyer.headers, data: { language: 'hi' } })).status()).toBe(200);

  // A shared link in Hindi: the page is Hindi, but this device has chosen nothing.
  await page.goto('/login?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('kiraya:language'))).toBeNull();
  await field(page, 'ईमेल').fill(account.email);
  await field(page, 'पासवर्ड').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account's Hindi is this device's now: a page opened without the link is Hindi too.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kiraya:language'))).toBe('hi');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('यहीं लखनऊ में');
});
