import { field, newAccount, picture, randomWord, submitBuyerLogin } from '../support/accounts';
import { indianDay } from '../support/delivery';
import { type ApiSession, apiBuyer } from '../support/orders';
import { apiOwnersApprovedProduct } from '../support/rentals';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '../support/test';

// Visits, posting and uploading in Hindi: the buyer's visit dialog and My visits, the owner's Visits, the owner's
// login and Upload Product (labels, a validation message, the photo tiles and the upload's progress).

/** Saves Hindi on the account, so the login applies it (as on a second device). */
async function chooseHindi(request: APIRequestContext, role: 'owner' | 'user', session: ApiSession): Promise<void> {
  const res = await request.put(`/api/${role}/language`, { headers: session.headers, data: { language: 'hi' } });
  expect(res.ok()).toBe(true);
}

/** A fresh owner with an approved flat for rent, and a fresh buyer; both accounts chose Hindi. */
async function flatAndBuyer(request: APIRequestContext, testInfo: TestInfo) {
  const { ownerAccount, owner, title, productId } = await apiOwnersApprovedProduct(
    request,
    testInfo,
    { title: `2 BHK flat in Aliganj ${randomWord(8)}`, price: 12000, type: 'rent', category: 'property' },
    { offer: 'rent', rent_monthly: '12000', deposit: '24000', min_tenure_months: '11' },
  );
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  await chooseHindi(request, 'owner', owner);
  await chooseHindi(request, 'user', buyer);
  return { ownerAccount, buyerAccount, buyer, title, productId };
}

/** None of these English texts is on the page any more. */
async function noEnglish(page: Page, texts: string[]): Promise<void> {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
}

test('a buyer in Hindi asks to visit a flat in the visit dialog and follows it in My visits', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { buyerAccount, title, productId } = await flatAndBuyer(request, testInfo);
  await page.goto('/login');
  await submitBuyerLogin(page, buyerAccount);
  await expect(page.getByRole('heading', { level: 1, name: 'आपका डैशबोर्ड' })).toBeVisible();

  // The dialog: its title, the time rows, the message, the buttons.
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'देखने का समय माँगें' }).click();
  const dialog = page.getByRole('dialog', { name: 'देखने का समय माँगें' });
  await expect(dialog.getByText('अपनी सुविधा के तीन समय तक सुझाएँ; मालिक उनमें से एक पक्का करेंगे।')).toBeVisible();
  const first = dialog.getByRole('group', { name: 'समय 1' });
  await expect(first.getByRole('combobox', { name: 'समय' })).toContainText('समय चुनें');
  await dialog.getByRole('button', { name: 'एक और समय जोड़ें' }).click();
  await expect(dialog.getByRole('button', { name: 'समय 2 हटाएँ' })).toBeVisible();
  await dialog.getByRole('button', { name: 'समय 2 हटाएँ' }).click();
  // Sending without a time: the row's own message, in Hindi.
  await first.getByLabel('दिन').fill(indianDay(2));
  await dialog.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(dialog.getByText('सूची में से समय चुनें (09:00 से 19:00)।')).toBeVisible();
  await first.getByRole('combobox', { name: 'समय' }).selectOption('11:00');
  await dialog.getByLabel('मालिक के लिए संदेश (वैकल्पिक)').fill('शाम को आ सकता हूँ।');
  for (const english of ['Request a visit', 'Add another time', 'Send request', 'Cancel', 'Day']) {
    await expect(dialog.getByText(english, { exact: true })).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(page.getByText('विज़िट का अनुरोध भेज दिया। मालिक समय पक्का करेंगे।')).toBeVisible();

  // My visits: the heading, the card's status, the phone note, the buyer's message and the cancel button.
  await page.goto('/visits');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'मेरी विज़िट' })).toBeVisible();
  const card = main.getByTestId('visit-card').filter({ hasText: title });
  await expect(card).toContainText('अनुरोध भेजा गया');
  await expect(card).toContainText('विज़िट पक्की होने पर फ़ोन नंबर दिखेगा।');
  await expect(card).toContainText('सुझाए गए समय');
  await expect(card).toContainText(/, 11:00 बजे/);
  await expect(card).toContainText('आपका संदेश');
  await expect(main.getByText('1 विज़िट', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'विज़िट रद्द करें' })).toBeVisible();
  await noEnglish(page, ['My visits', 'Requested', 'Proposed times', 'Cancel visit', 'Your message', '1 visit']);

  // Cancelling asks first, in Hindi, and says what it did.
  await card.getByRole('button', { name: 'विज़िट रद्द करें' }).click();
  const confirm = page.getByRole('dialog', { name: 'यह विज़िट रद्द करें?' });
  await expect(confirm.getByRole('button', { name: 'विज़िट रहने दें' })).toBeVisible();
  await confirm.getByRole('button', { name: 'विज़िट रद्द करें' }).click();
  await expect(page.getByText(`“${title}” की विज़िट रद्द कर दी गई।`)).toBeVisible();
  await expect(card).toContainText('रद्द');

  // The dashboard's tab shows the same list.
  await page.goto('/dashboard?tab=visits');
  await expect(page.getByRole('tabpanel').getByTestId('visit-card').filter({ hasText: title })).toContainText('रद्द');

  // Post an ad: its labels, and the refusals of an empty form (one naming its field) in Hindi.
  await page.goto('/upload');
  await expect(main.getByRole('heading', { level: 1, name: 'विज्ञापन डालें' })).toBeVisible();
  await expect(field(main, 'हर महीने की कीमत (₹)')).toBeVisible();
  await expect(field(main, 'उप-कैटेगरी')).toBeVisible();
  await main.getByRole('button', { name: 'विज्ञापन डालें', exact: true }).click();
  await expect(main.getByText('जगह ज़रूरी है।')).toBeVisible();
  await expect(main.getByText('कृपया अपने विज्ञापन के लिए एक फ़ोटो चुनें।')).toBeVisible();
  await noEnglish(page, ['Post an ad', 'About the item', 'Location is required.', 'Subcategory is required.', 'Post ad']);
});

test('an owner in Hindi logs in, confirms a visit on Visits and uploads a product in Hindi', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { ownerAccount, buyer, title, productId } = await flatAndBuyer(request, testInfo);
  const asked = await request.post('/api/visits', {
    headers: buyer.headers,
    data: { product_id: productId, slots: [{ date: indianDay(3), time: '17:30' }], message: 'Evenings suit me.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // The owner's login in Hindi (this device chose it).
  await page.addInitScript(() => localStorage.setItem('kiraya:language', 'hi'));
  await page.goto('/owner-login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'मालिक लॉग इन' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'मालिक के रूप में रजिस्टर करें' })).toBeVisible();
  await noEnglish(page, ['Owner login', 'Login', 'Register as an owner', 'Buyer login']);
  await field(page, 'ईमेल').fill(ownerAccount.email);
  await field(page, 'पासवर्ड').fill(ownerAccount.password);
  await main.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);

  // Visits: the request with its times and the buyer's message; confirming says so in Hindi.
  await page.goto('/owner-visits');
  await expect(main.getByRole('heading', { level: 1, name: 'विज़िट' })).toBeVisible();
  await expect(main.getByRole('combobox')).toContainText('सभी विज़िट');
  const card = main.getByTestId('visit-card').filter({ hasText: title });
  await expect(card).toContainText('अनुरोध भेजा गया');
  await expect(card).toContainText('खरीदार का संदेश');
  await noEnglish(page, ['Visits', 'Requested', 'Proposed times', 'Confirm this time', 'Decline', 'Message from the buyer']);
  await card
    .getByRole('button', { name: /पक्का करें$/ })
    .first()
    .click();
  await expect(page.getByText(new RegExp(`^“${title}” की विज़िट .+, 17:30 बजे के लिए पक्की हो गई।$`))).toBeVisible();
  await expect(card).toContainText('17:30 बजे के लिए पक्की');
  await expect(card.getByRole('button', { name: 'किराये का ऑफ़र भेजें' })).toBeVisible();

  // Upload Product: the labels, then a Hindi validation message after sending the empty form.
  await page.goto('/upload-product');
  await expect(main.getByRole('heading', { level: 1, name: 'प्रोडक्ट अपलोड करें' })).toBeVisible();
  await expect(field(main, 'शीर्षक')).toBeVisible();
  await expect(field(main, 'इलाका')).toBeVisible();
  await expect(field(main, 'विवरण')).toBeVisible();
  await expect(field(main, 'कैटेगरी')).toBeVisible();
  await expect(main.getByRole('group', { name: 'यह किस तरह दिया जा रहा है?' })).toBeVisible();
  await expect(main.getByTestId('photo-count')).toContainText('8 में से 0');
  await noEnglish(page, ['Title', 'Description', 'Category', 'Condition', 'Photos', 'Upload Product', 'Cancel']);
  await main.getByRole('button', { name: 'प्रोडक्ट अपलोड करें' }).click();
  await expect(main.getByText('टाइटल ज़रूरी है।')).toBeVisible();
  await expect(main.getByText('Title is required.')).toHaveCount(0);

  // The form filled in, with two photos: the tiles (cover first) and the offer's fields in Hindi.
  const newTitle = `Godrej almirah ${randomWord(8)}`;
  await field(main, 'शीर्षक').fill(newTitle);
  await field(main, 'इलाका').selectOption({ index: 1 });
  await field(main, 'विवरण').fill('Steel almirah, two doors, a locker inside. Pick-up from Aliganj.');
  await field(main, 'कैटेगरी').selectOption('appliance');
  await main.getByRole('radio', { name: 'पुराना', exact: true }).check();
  await main.getByRole('radio', { name: 'बिक्री के लिए', exact: true }).check();
  await field(main, 'बिक्री कीमत (₹)').fill('4500');
  const photo = await picture();
  await field(main, 'फ़ोटो').setInputFiles([photo, { ...photo, name: 'inside.jpg' }]);
  await expect(main.getByTestId('photo-count')).toContainText('8 में से 2');
  await expect(main.getByTestId('photo-tile')).toHaveCount(2);
  await expect(main.getByTestId('photo-tile').first()).toContainText('कवर');
  await expect(main.getByRole('button', { name: 'फ़ोटो 2 (inside.jpg) हटाएँ' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'झलक: खरीदारों को यह कैसा दिखेगा' })).toBeVisible();

  // The upload's progress, held open for a moment so it can be read.
  await page.route('**/api/products', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await main.getByRole('button', { name: 'प्रोडक्ट अपलोड करें' }).click();
  await expect(main.getByRole('progressbar', { name: 'प्रोडक्ट और 2 फ़ोटो अपलोड हो रही हैं' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'अपलोड रोकें' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-products$/);
  await expect(page.getByText('प्रोडक्ट अपलोड हो गया। एडमिन की मंज़ूरी के बाद यह दिखने लगेगा।')).toBeVisible();
});
