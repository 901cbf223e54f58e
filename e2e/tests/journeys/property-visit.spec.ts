import { field, loginBuyer, loginOwner, newAccount, randomWord } from '../support/accounts';
import { fillDeliveryContact, indianDay } from '../support/delivery';
import { apiBuyer, apiOwnerWithProduct } from '../support/orders';
import { expect, type Locator, type Page, test } from '../support/test';

// Issue 11: property goes by visit first. A buyer asks to see a flat at two times, the owner confirms one (and only
// then do the two see each other's numbers), sends a rental offer after the visit, and the buyer accepts it into an
// order that is accepted at once.

/** One visit time in the request dialog: the n-th "Time" group's day and time. */
async function fillSlot(dialog: Locator, n: number, day: string, time: string) {
  const group = dialog.getByRole('group', { name: `Time ${n}` });
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Time', { exact: true }).selectOption(time);
}

const visitCard = (page: Page, title: string) => page.getByTestId('visit-card').filter({ hasText: title });

test('a buyer asks to visit a flat, the owner confirms a time and sends an offer, the buyer accepts it into an order', async ({
  page,
  request,
}, testInfo) => {
  // Two roles, four screens and an order.
  test.slow();
  const title = `2 BHK flat in Gomti Nagar ${randomWord(8)}`;
  const { ownerAccount, productId: id } = await apiOwnerWithProduct(
    request,
    testInfo,
    { title, price: 18000, type: 'rent', category: 'property' },
    {
      phone: '9415012345',
      extra: {
        offer: 'rent',
        rent_monthly: '18000',
        deposit: '36000',
        min_tenure_months: '11',
        notice_days: '30',
      },
    },
  );
  const buyer = newAccount(testInfo, 'buyer');
  await apiBuyer(request, { ...buyer, phone: '9839140217' });

  // The buyer: "Request a visit" comes first on a flat's page, and takes up to three times.
  await loginBuyer(page, buyer);
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: 'Request a visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a visit' });
  await fillSlot(dialog, 1, indianDay(2), '11:00');
  await dialog.getByRole('button', { name: 'Add another time' }).click();
  await fillSlot(dialog, 2, indianDay(3), '17:30');
  await dialog.getByLabel('Message to the owner (optional)').fill('I work nearby; evenings suit me best.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Visit requested. The owner will confirm a time.')).toBeVisible();

  await page.goto('/visits');
  const mine = visitCard(page, title);
  await expect(mine).toContainText('Requested');
  await expect(mine).toContainText('Phone number shown once the visit is confirmed.');
  await expect(mine).not.toContainText('94150');

  // The owner confirms the evening time, and now sees the buyer's number.
  await loginOwner(page, ownerAccount);
  await page.goto('/owner-visits');
  const request1 = visitCard(page, title);
  await expect(request1).toContainText('I work nearby; evenings suit me best.');
  await request1.getByRole('button', { name: /^Confirm .* at 17:30$/ }).click();
  await expect(request1).toContainText(/Confirmed for .* at 17:30/);
  await expect(request1).toContainText(/98391\s?40217/);

  // After the visit: an offer below the listed rent, for 11 months from a day ten days on.
  await request1.getByRole('button', { name: 'Send a rental offer' }).click();
  const offerForm = request1.getByRole('form', { name: 'Send a rental offer' });
  await expect(field(offerForm, 'Monthly rent (₹)')).toHaveValue('18000');
  await field(offerForm, 'Monthly rent (₹)').fill('17500');
  await field(offerForm, 'Refundable deposit (₹)').fill('35000');
  await field(offerForm, 'Move-in day').fill(indianDay(10));
  await field(offerForm, 'Tenure (months)').selectOption('11');
  await expect(offerForm).toContainText('The buyer pays ₹52,500 on accepting (first month + deposit)');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText(`Rental offer sent for “${title}”.`)).toBeVisible();
  await expect(request1.getByTestId('rental-offer')).toContainText('Waiting for the buyer');

  // The buyer sees the confirmed time, the owner's number and the offer, and accepts it with the checkout's details.
  await page.goto('/visits');
  const confirmed = visitCard(page, title);
  await expect(confirmed).toContainText(/Confirmed for .* at 17:30/);
  await expect(confirmed).toContainText(/94150\s?12345/);
  const offer = confirmed.getByTestId('rental-offer');
  await expect(offer).toContainText('₹17,500/month · ₹35,000 deposit · 11 months from');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await field(page, 'Address').fill('B-12 Vikas Khand, Gomti Nagar');
  await field(page, 'PIN code').fill('226010');
  await fillDeliveryContact(page, { locality: 'Gomti Nagar' });
  await page.getByRole('radio', { name: /^UPI/ }).check();
  const accepted = page.waitForResponse((r) => /\/api\/rental-offers\/\d+\/accept$/.test(r.url()));
  await page.getByRole('button', { name: 'Accept and pay ₹52,500 now' }).click();
  const answer = await (await accepted).json();
  expect(answer.order.cart_items[0]).toMatchObject({
    title,
    type: 'rent',
    months: 11,
    price: 17500,
    deposit: 35000,
    start_date: indianDay(10),
    status: 'accepted',
  });
  expect(answer.order.due_now).toBe(52500);
  await expect(page.getByText(`Offer accepted: order #${answer.order.order_id} is placed and accepted.`)).toBeVisible();

  await page.getByRole('link', { name: 'View order' }).first().click();
  await expect(page).toHaveURL(/\/order-history/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('an owner withdraws an offer and declines the visit with a note, and the buyer reads both', async ({ page, request }, testInfo) => {
  const title = `Room for rent in Aliganj ${randomWord(8)}`;
  const {
    ownerAccount,
    owner,
    productId: id,
  } = await apiOwnerWithProduct(
    request,
    testInfo,
    { title, price: 7000, type: 'rent', category: 'property' },
    { extra: { offer: 'rent', rent_monthly: '7000', deposit: '14000' } },
  );
  const buyerAccount = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, buyerAccount);
  const asked = await request.post('/api/visits', {
    headers: buyer.headers,
    data: { product_id: id, slots: [{ date: indianDay(4), time: '10:00' }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const visitId = (await asked.json()).id;
  expect((await request.post(`/api/visits/${visitId}/confirm`, { headers: owner.headers, data: { slot: 0 } })).status()).toBe(200);
  const offered = await request.post(`/api/visits/${visitId}/offers`, {
    headers: owner.headers,
    data: { monthly_rent: 6800, deposit: 13600, move_in: indianDay(15), months: 6 },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  await loginOwner(page, ownerAccount);
  await page.goto('/owner-visits');
  const card = visitCard(page, title);
  // Withdrawing ends the offer for good: asked first.
  await card.getByRole('button', { name: 'Withdraw offer' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw this offer?' });
  await withdraw.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(page.getByText(`Rental offer for “${title}” withdrawn.`)).toBeVisible();
  await expect(card.getByTestId('rental-offer')).toContainText('Withdrawn');

  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this visit?' });
  await dialog.getByLabel('Note (optional)').fill('Already rented to a family, sorry.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`Visit to “${title}” declined.`)).toBeVisible();
  await expect(card).toContainText('Declined');

  await loginBuyer(page, buyerAccount);
  await page.goto('/visits');
  const mine = visitCard(page, title);
  await expect(mine).toContainText('Declined');
  await expect(mine).toContainText('Already rented to a family, sorry.');
  await expect(mine.getByTestId('rental-offer')).toContainText('Withdrawn');
  await expect(mine.getByRole('button', { name: 'Cancel visit' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
});
