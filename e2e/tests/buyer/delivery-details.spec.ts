import { DEMO, field, loginBuyer, loginOwner, newAccount, picture, randomWord } from '../support/accounts';
import { fillDeliveryContact, indianDay } from '../support/delivery';
import { apiApprovedProduct, apiBuyer, apiLogin, apiOwner } from '../support/orders';
import { type Browser, expect, type Page, test } from '../support/test';

/** Texts of the contract (DELIVERY_DETAILS_TEXT, DELIVERY_SLOT_LABELS), spelled out so a changed text fails here. */
const AFTER_ACCEPT = 'Address and phone appear once you accept.';
const EVENING = '4 PM – 8 PM';

async function another(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** "27 Nov 2026", as formatDay writes a YYYY-MM-DD day. */
const readDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A buyer registers with a phone, checks out a fridge to a Lucknow locality with a 226xxx PIN, a day and a slot; the
 * owner sees where and when but not the address until accepting, then the address and a call link.
 */
test('delivery details reach the owner: locality and slot first, address and phone once accepted', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const ownerAccount = newAccount(testInfo, 'owner');
  const owner = await apiOwner(request, ownerAccount);
  const fridge = `Fridge ${randomWord(8)}`;
  const fridgeId = await apiApprovedProduct(request, owner, admin, { title: fridge, price: 9000 }, await picture());
  const buyer = newAccount(testInfo, 'buyer');
  const address = `Flat ${randomWord(4)}, Shalimar Tower, Vibhuti Khand`;

  // Registration takes the phone in any usual spelling and keeps its 10 digits.
  await page.goto('/register');
  await field(page, 'Name').fill(buyer.name);
  await field(page, 'Email').fill(buyer.email);
  await field(page, 'Password').fill(buyer.password);
  await field(page, 'Mobile number (optional)').fill('98391');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a 10-digit Indian mobile number, like 98391 40217 or +91 98391 40217.')).toBeVisible();
  await field(page, 'Mobile number (optional)').fill('+91 98391 40217');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signed in by the sign-up itself.
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/product/${fridgeId}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The saved number is filled in; a PIN outside Lucknow is refused before anything is sent.
  await expect(field(page, 'Mobile number')).toHaveValue('9839140217');
  await fillDeliveryContact(page, { locality: 'Gomti Nagar', slots: 1, slot: 'evening' });
  const day = indianDay(3);
  await field(page, 'Delivery day').fill(day);
  await field(page, 'Address').fill(address);
  await field(page, 'PIN code').fill('110001');
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  const place = page.getByRole('button', { name: /^Place order/ });
  await place.click();
  await expect(page.getByText('Lucknow PIN codes start with 226, like 226010.')).toBeVisible();
  await expect(field(page, 'PIN code')).toBeFocused();

  await field(page, 'PIN code').fill('226010');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders'));
  await place.click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ phone: '9839140217', locality: 'Gomti Nagar', zip: '226010' });
  expect(body.cartItems[0]).toMatchObject({ product_id: fridgeId, start_date: day, delivery_slot: 'evening' });
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed successfully!' })).toBeVisible();

  // The owner sees where and when, not the address or the phone.
  const ownerPage = await another(browser, page);
  await loginOwner(ownerPage, ownerAccount);
  await ownerPage.goto('/order-requests');
  const row = ownerPage.locator('[data-testid^="request-row-"]').filter({ hasText: fridge });
  await expect(row.getByTestId('request-where-when')).toHaveText(`Gomti Nagar · ${readDay(day)} · ${EVENING}`);
  await expect(row).toContainText(AFTER_ACCEPT);
  await expect(row).not.toContainText('Shalimar Tower');
  await expect(row.getByRole('link', { name: /^Call/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Accept ${fridge} for ${buyer.name}` }).click();
  await expect(row.getByTestId('request-status')).toContainText('Accepted');
  const contact = row.getByTestId('request-address');
  await expect(contact).toContainText(`${address}, Lucknow 226010`);
  const call = contact.getByRole('link', { name: 'Call 98391 40217' });
  await expect(call).toHaveAttribute('href', 'tel:+919839140217');
  await expect(row).not.toContainText(AFTER_ACCEPT);

  // Still there after a reload: the server sends it for the accepted line.
  await ownerPage.reload();
  await expect(
    ownerPage.locator('[data-testid^="request-row-"]').filter({ hasText: fridge }).getByRole('link', { name: 'Call 98391 40217' }),
  ).toBeVisible();
  await ownerPage.context().close();
});

/**
 * A buyer who taps into the mobile field before their saved number has arrived types into an empty field: the saved
 * number, arriving then, does not slip in ahead of what they type.
 */
test('the saved number never lands in a mobile field the buyer is already in', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const owner = await apiOwner(request, newAccount(testInfo, 'owner'));
  const fanId = await apiApprovedProduct(request, owner, admin, { title: `Fan ${randomWord(8)}`, price: 1500 }, await picture());
  const buyer = newAccount(testInfo, 'buyer');
  await apiBuyer(request, { ...buyer, phone: '9839140217' });
  await loginBuyer(page, buyer);
  await page.goto(`/product/${fanId}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The account's answer is held until the buyer is in the field.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout');
  const mobile = field(page, 'Mobile number');
  await mobile.focus();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/user'));
  release();
  await answered;
  // Two frames for React to take the answer in, as it would while the buyer looks at the keyboard.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await mobile.pressSequentially('91234 56789');
  await expect(mobile).toHaveValue('91234 56789');
});
