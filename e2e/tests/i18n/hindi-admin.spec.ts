import { DEMO, field, isCollapsed, newAccount, randomWord, unique } from '../support/accounts';
import { apiBuyer, apiLogin } from '../support/orders';
import { expect, type Page, test } from '../support/test';

/** The admin sidebar's language switch (on a phone it is inside the sidebar's menu, named in the current language). */
async function chooseLanguage(page: Page, language: 'English' | 'हिन्दी') {
  const aside = page.getByRole('complementary', { name: /^(Admin|एडमिन)$/ });
  if (isCollapsed(page)) {
    const menu = aside.getByRole('button', { name: /^(Menu|मेन्यू)$/ });
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  const group = aside.getByRole('group', { name: /^(Language|भाषा)$/ }).filter({ visible: true });
  await group.getByRole('button', { name: language }).click();
}

/** None of these English texts is in the main region any more. */
async function noEnglish(page: Page, texts: string[]): Promise<void> {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
}

test('an admin switches to Hindi: dashboard, Users table, delete dialog and settings in Hindi, then English again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A fresh admin (added by the demo admin), so the language saved on the account touches no other test's admin.
  const demo = await apiLogin(request, 'admin', DEMO.admin);
  const admin = { name: `Admin ${randomWord(6)}`, email: `${unique(testInfo, 'admin')}@e2e.kiraya.test`, password: 'admin-pass-123' };
  const res = await request.post('/api/admins/register', { headers: demo.headers, data: admin });
  expect(res.status(), await res.text()).toBe(201);
  // A buyer to find in the Users table.
  const buyer = newAccount(testInfo, 'buyer');
  await apiBuyer(request, buyer);

  await page.goto('/admin-login');
  await field(page, 'Email').fill(admin.email);
  await field(page, 'Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Dashboard: the heading, the cards, the chart and Recent Activities.
  await chooseLanguage(page, 'हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(main.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'कुल यूज़र' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^यूज़र संभालें/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'ऑर्डर और नई लिस्टिंग, पिछले 30 दिन' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'हाल की गतिविधियाँ' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'बाकी अनुरोध देखें' })).toBeVisible();
  await noEnglish(page, ['Dashboard', 'Total Users', 'Manage users', 'Recent Activities', 'Review pending requests', 'Add an admin']);

  // A table screen: Users, searched for the new buyer, with its columns and row buttons.
  await page.goto(`/admin-dashboard?section=users&q=${encodeURIComponent(buyer.email)}`);
  await expect(main.getByRole('heading', { level: 1, name: 'यूज़र' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'यूज़र खोजें' })).toHaveValue(buyer.email);
  await expect(main.getByRole('columnheader', { name: 'कार्रवाई' })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'स्थिति' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: buyer.email });
  await expect(row.getByText('सक्रिय', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `${buyer.name} बदलें` })).toBeVisible();
  await noEnglish(page, ['Users', 'Actions', 'Active', 'Edit', 'Delete', 'Search']);

  // The confirmation dialog: its question (a contract message), the row's name and both buttons in Hindi.
  await row.getByRole('button', { name: `${buyer.name} हटाएँ` }).click();
  const dialog = page.getByRole('dialog', { name: 'क्या आप सच में इस यूज़र को हटाना चाहते हैं?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${buyer.name} हमेशा के लिए हट जाएगा।`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'हटाएँ', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // Settings: the sections, the fields, the switches and Save.
  await page.goto('/admin/settings');
  await expect(main.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'साइट और संपर्क' })).toBeVisible();
  await expect(main.getByLabel('साइट का नाम')).toBeVisible();
  await expect(main.getByRole('switch', { name: 'मेंटेनेंस मोड' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'सेव करें' })).toBeVisible();
  await noEnglish(page, ['Settings', 'Site and contact', 'Site title', 'Behaviour', 'Maintenance mode', 'Save']);
  await expect(page).toHaveTitle(/^सेटिंग्स · एडमिन · /);

  // Notifications (one inbox shared by every admin): the filter and Mark all in Hindi.
  await page.goto('/admin/notifications');
  await expect(main.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'सभी', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('button', { name: /^बिना पढ़ी/ })).toBeVisible();
  await expect(main.getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeVisible();
  await noEnglish(page, ['Notifications', 'All', 'Mark all as read']);

  // Back to English: the spec's texts again (from Settings).
  await page.goto('/admin/settings');
  await expect(main.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(main.getByLabel('Site title')).toBeVisible();
  await expect(main.getByRole('switch', { name: 'Maintenance mode' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.goto('/admin-dashboard');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Total Users' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
});
