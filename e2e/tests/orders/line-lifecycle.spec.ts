import { loginBuyer, loginOwner, randomWord, submitBuyerLogin } from '../support/accounts';
import { apiAcceptedRental, openBuyerLinePanel, openOwnerLinePanel } from '../support/rentals';
import { type APIRequestContext, expect, type TestInfo, test } from '../support/test';

// The life of an accepted line on screen (docs/renting.md "After the handover"): the owner records the handover with a
// report from My Orders, the buyer sees the report in their order history and confirms it, then asks to return; on
// another line a buyer in Hindi disputes the report with a reason.

/** A fresh owner's cooler, rented for 3 months by a fresh buyer; the owner accepted the line. */
const cooler = (request: APIRequestContext, testInfo: TestInfo) =>
  apiAcceptedRental(request, testInfo, { title: `Cooler ${randomWord(8)}`, price: 900 });

test('the owner records the handover with a report; the buyer sees it, confirms, then asks to return', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { ownerAccount, buyerAccount, title, itemId } = await cooler(request, testInfo);

  // The owner, from My Orders: the line waits for its handover.
  await loginOwner(page, ownerAccount);
  await page.goto('/my-orders');
  const row = page.getByTestId(`my-order-row-${itemId}`);
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: `Handover and return: ${title}` }).click();
  const life = page.getByRole('dialog', { name: `Handover and return: ${title}` });
  await expect(life.getByText('Awaiting delivery', { exact: true })).toBeVisible();
  await expect(life.getByText('Nothing yet: record the handover')).toBeVisible();
  await life.getByRole('button', { name: `Record the handover of ${title}` }).click();

  const form = page.getByRole('dialog', { name: 'Record the handover' });
  // No condition chosen: refused on the spot, with the contract's message.
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form.getByText('Choose the condition from the list')).toBeVisible();
  await form.getByLabel(/^Condition/).selectOption({ label: 'Good, normal wear' });
  await form.getByLabel('Note').fill('Cools well; a small dent on the left side');
  await form.getByLabel('Accessories').fill('Remote\nWheels, water pipe');
  await form.getByLabel('Meter reading').fill('Fan hours 120');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form).toBeHidden();
  await expect(life.getByText('Handover recorded: the buyer has 48 hours to confirm or dispute it.')).toBeVisible();
  await expect(life.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(life.getByTestId('line-event')).toContainText('Handover recorded');
  await expect(life.getByText('The buyer has 48 hours to confirm your report or dispute it.')).toBeVisible();
  // The owner has nothing more to do until the buyer answers.
  await expect(life.getByRole('button', { name: `Record the handover of ${title}` })).toHaveCount(0);
  await life.getByRole('button', { name: 'Close' }).click();

  // The buyer, in their order history: the report as the owner wrote it.
  await loginBuyer(page, buyerAccount);
  const { panel } = await openBuyerLinePanel(page, title);
  await expect(panel.getByText('Delivered', { exact: true })).toBeVisible();
  const event = panel.getByTestId('line-event');
  await expect(event).toContainText('Handover recorded');
  await expect(event).toContainText('Owner');
  await expect(event).toContainText('Good, normal wear');
  await expect(event).toContainText('Cools well; a small dent on the left side');
  await expect(event).toContainText('Remote, Wheels, water pipe');
  await expect(event).toContainText('Fan hours 120');
  await expect(panel.getByText('Starts')).toBeVisible();
  await expect(panel.getByText('Ends')).toBeVisible();

  // Confirm, after a confirmation.
  await panel.getByRole('button', { name: `Confirm handover of ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the handover?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Confirm handover' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Handover confirmed.')).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Dispute the handover of ${title}` })).toHaveCount(0);

  // Ask to return, after a confirmation.
  await panel.getByRole('button', { name: `Ask to return ${title}` }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to return it?' });
  await ask.getByRole('button', { name: 'Ask to return' }).click();
  await expect(ask).toBeHidden();
  await expect(panel.getByText('Return requested: the owner will collect it.')).toBeVisible();
  await expect(panel.getByText('Return requested', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('line-event')).toHaveCount(3);
  await expect(panel.getByRole('button')).toHaveCount(0);
});

test('a buyer in Hindi disputes the handover report with a reason', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { owner, buyer, buyerAccount, title, itemId } = await cooler(request, testInfo);
  const delivered = await request.post(`/api/orders/items/${itemId}/lifecycle`, {
    headers: owner.headers,
    data: { event: 'deliver', report: { condition: 'as_new', note: 'Brand new pads', accessories: ['Remote'] } },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const hindi = await request.put('/api/user/language', { headers: buyer.headers, data: { language: 'hi' } });
  expect(hindi.ok()).toBe(true);

  await page.goto('/login');
  await submitBuyerLogin(page, buyerAccount);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const { panel } = await openBuyerLinePanel(page, title, 'हैंडओवर और वापसी');
  await expect(panel.getByText('डिलीवर हुआ', { exact: true })).toBeVisible();
  const event = panel.getByTestId('line-event');
  await expect(event).toContainText('हैंडओवर दर्ज हुआ');
  await expect(event).toContainText('मालिक');
  await expect(event).toContainText('नए जैसा');
  await expect(event).toContainText('साथ का सामान');
  await expect(panel.getByText('अब तक क्या हुआ')).toBeVisible();
  await expect(panel.getByText('सामान को रिपोर्ट से मिलाकर देखें, फिर 48 घंटे के अंदर पुष्टि करें या आपत्ति करें।')).toBeVisible();
  await expect(panel.getByRole('button', { name: `${title} के हैंडओवर की पुष्टि करें` })).toBeVisible();
  for (const english of ['Delivered', 'Handover recorded', 'As new', 'What happened', 'Confirm handover']) {
    await expect(panel.getByText(english, { exact: true })).toHaveCount(0);
  }

  await panel.getByRole('button', { name: `${title} के हैंडओवर पर आपत्ति करें` }).click();
  const dialog = page.getByRole('dialog', { name: 'हैंडओवर पर आपत्ति' });
  await expect(dialog).toContainText(title);
  // Too short: the contract's check refuses it, in Hindi.
  await dialog.getByLabel(/^क्या गड़बड़ है\?/).fill('rusty');
  await dialog.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  await expect(dialog.getByText('क्या गड़बड़ है, कम से कम 10 अक्षरों में बताएँ')).toBeVisible();
  const reason = `Pads are worn, not new ${randomWord(5)}`;
  await dialog.getByLabel(/^क्या गड़बड़ है\?/).fill(reason);
  await dialog.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('आपकी आपत्ति भेज दी गई: एडमिन फ़ैसला करेगा।')).toBeVisible();
  await expect(panel.getByText('हैंडओवर पर आपत्ति', { exact: true }).first()).toBeVisible();
  await expect(panel.getByTestId('line-event').nth(1)).toContainText(reason);
  await expect(panel.getByTestId('line-event').nth(1)).toContainText('वजह');
  await expect(panel.getByRole('button')).toHaveCount(0);
});

test('a handover recorded meanwhile: the owner’s form gives way to the server’s refusal and the line as it is now', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { ownerAccount, owner, title, itemId } = await cooler(request, testInfo);
  await loginOwner(page, ownerAccount);
  const life = await openOwnerLinePanel(page, itemId, title);
  await life.getByRole('button', { name: `Record the handover of ${title}` }).click();
  const form = page.getByRole('dialog', { name: 'Record the handover' });
  await form.getByLabel(/^Condition/).selectOption({ label: 'As new' });

  // The same handover arrives first from elsewhere (another device).
  const first = await request.post(`/api/orders/items/${itemId}/lifecycle`, {
    headers: owner.headers,
    data: { event: 'deliver', report: { condition: 'good' } },
  });
  expect(first.status(), await first.text()).toBe(200);

  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form).toBeHidden();
  await expect(life.getByText('This order line has moved on: reload to see where it is now')).toBeVisible();
  await expect(life.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(life.getByTestId('line-event')).toHaveCount(1);
  await expect(life.getByTestId('line-event')).toContainText('Good, normal wear');
});
