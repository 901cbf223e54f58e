import { DEMO, newAccount, picture, randomWord } from '../support/accounts';
import { cards } from '../support/catalogue';
import { apiLogin, apiOwner } from '../support/orders';
import { expect, test } from '../support/test';

/** The price an aria-valuetext or card says, in whole rupees ('₹1,500/माह' → 1500). */
const rupees = (text: string | null) => Number(String(text).replace(/[^\d]/g, ''));

test('in Hindi: फ्रिज in Gomti Nagar, for rent under ₹1,500 a month, opened and shared on WhatsApp', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  // A fridge for rent in Gomti Nagar at ₹1,200 a month, listed by an owner and approved.
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const title = `Kelvinator fridge ${randomWord(8)}`;
  const created = await request.post('/api/products', {
    headers: owner.headers,
    multipart: {
      title,
      description: `${title}: 190 L, cools well, delivered in Gomti Nagar.`,
      category: 'appliance',
      condition: 'used',
      locality: 'gomti-nagar',
      offer: 'rent',
      rent_monthly: '1200',
      deposit: '1000',
      image: await picture(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.put(`/api/admin/requests/product-${id}/approve`, { headers: admin.headers })).status()).toBe(200);

  // A link that names its language opens in it (the pages' hreflang alternates).
  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Searching in Devanagari finds the fridges (फ्रिज → fridge, refrigerator…).
  const box = page.getByRole('combobox', { name: 'लिस्टिंग खोजें' });
  await box.fill('फ्रिज');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=%E0%A4%AB%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%9C/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('फ्रिज');
  await expect(cards(page).first()).toBeVisible();

  // The filters, in Hindi: rent, Gomti Nagar, at most ₹1,500 a month.
  const filters = page.getByRole('complementary', { name: 'फ़िल्टर' });
  const toggle = filters.getByRole('button', { name: /^फ़िल्टर/ });
  if (await toggle.isVisible()) await toggle.click();
  await filters.getByRole('radio', { name: /^किराया \(\d+\+?\)$/ }).check();
  await expect(page).toHaveURL(/offer=rent/);
  await expect(filters.getByText('महीने का किराया')).toBeVisible();
  await filters.getByRole('searchbox', { name: 'इलाका खोजें' }).fill('गोमती');
  // With the count of the search's matches there ("गोमती नगर (3)"), not Gomti Nagar Extension's.
  await filters.getByRole('checkbox', { name: /^गोमती नगर \(\d+\+?\)$/ }).check();
  await expect(page).toHaveURL(/locality=gomti-nagar/);
  await expect(filters.getByRole('button', { name: 'गोमती नगर हटाएँ' })).toBeVisible();

  const max = filters.getByRole('slider', { name: 'ज़्यादा से ज़्यादा दाम' });
  await max.focus();
  await max.press('Home');
  // Step up while the next step stays within ₹1,500.
  for (let i = 0; i < 60; i++) {
    await max.press('ArrowRight');
    if (rupees(await max.getAttribute('aria-valuetext')) > 1500) {
      await max.press('ArrowLeft');
      break;
    }
  }
  const limit = rupees(await max.getAttribute('aria-valuetext'));
  expect(limit).toBeGreaterThanOrEqual(1200);
  expect(limit).toBeLessThanOrEqual(1500);
  await expect(max).toHaveAttribute('aria-valuetext', /\/माह$/);
  await expect(page).toHaveURL(new RegExp(`maxPrice=${limit}`));

  // Our fridge is there; every card is for rent in Gomti Nagar within the limit.
  const card = cards(page).filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(cards(page).filter({ hasNotText: 'गोमती नगर' })).toHaveCount(0);
  // (Polled: the list redraws once the new results arrive.)
  await expect
    .poll(async () =>
      (await cards(page).allTextContents()).every((text) => {
        const rent = /₹([\d,]+)\/माह/.exec(text)?.[1];
        return rent !== undefined && Number(rent.replaceAll(',', '')) <= limit;
      }),
    )
    .toBe(true);

  // Open it, and share it.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('₹1,200/माह').first()).toBeVisible();
  const share = page.getByRole('button', { name: `${title} शेयर करें` });
  await share.click();
  const whatsapp = page.getByRole('link', { name: 'WhatsApp पर भेजें' });
  await expect(whatsapp).toBeVisible();
  const message = decodeURIComponent(String(await whatsapp.getAttribute('href')).replace('https://wa.me/?text=', ''));
  expect(message).toContain(title);
  expect(message).toContain('₹1,200/माह');
  expect(message).toContain(`/product/${id}`);
});
