import { field, loginAdmin, loginBuyer, loginOwner, newAccount, picture, randomWord } from '../support/accounts';
import { expectPicturesLoaded } from '../support/catalogue';
import { later, runJobsAt } from '../support/clock';
import { fillDeliveryContact } from '../support/delivery';
import { apiBuyer } from '../support/orders';
import { apiOwnersApprovedProduct, findDisputeRow, openBuyerLinePanel, openOwnerLinePanel } from '../support/rentals';
import { type Browser, expect, type Locator, type Page, test } from '../support/test';

// The whole life of a rental on a phone (issue 13; docs/renting.md): a buyer rents a washing machine for 3 months; the
// owner accepts and records the handover with photos; 48 hours pass and the clock confirms it; a month passes and the
// owner is paid the second month; the buyer asks to return it; the owner records the return with a deduction, looking
// at the handover's photos; the buyer disputes; an admin decides; the buyer finds the refund in My rentals and the
// owner the deduction in the wallet. Each person at their own phone.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The owner's handover panel of the line, from My Orders. */
const ownerPanel = openOwnerLinePanel;

/** The buyer's handover panel of the line, in the order history. */
async function buyerPanel(page: Page, title: string): Promise<Locator> {
  return (await openBuyerLinePanel(page, title)).panel;
}

test('a 3-month rental on a phone: handover with photos, time passes, return with a deduction, dispute, decision, refund', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const title = `IFB washing machine ${randomWord(8)}`;
  const { ownerAccount, productId } = await apiOwnersApprovedProduct(
    request,
    testInfo,
    { title, price: 900, type: 'rent', category: 'appliance' },
    { offer: 'rent', rent_monthly: '900', deposit: '2000' },
  );
  const buyerAccount = newAccount(testInfo, 'buyer');
  await apiBuyer(request, buyerAccount);

  // The buyer rents it for 3 months from the item page: first month and deposit now, the rest month by month.
  const buyer = await phoneOf(browser);
  await loginBuyer(buyer, buyerAccount);
  await buyer.goto(`/product/${productId}`);
  await buyer.getByLabel('Tenure').selectOption('3');
  await buyer.getByRole('button', { name: 'Rent Now' }).click();
  await expect(buyer).toHaveURL(/\/cart$/);
  await expect(buyer.getByTestId('cart-line').filter({ hasText: title })).toContainText('Rent · 3 months · ₹2,000 deposit');
  await buyer.getByRole('link', { name: 'Proceed to checkout' }).click();
  await field(buyer, 'Address').fill('7 Shahnajaf Road, Hazratganj');
  await field(buyer, 'PIN code').fill('226001');
  await fillDeliveryContact(buyer, { slots: 1 });
  await buyer.getByRole('radio', { name: /^UPI/ }).check();
  await expect(buyer.getByTestId('due-now')).toHaveText('₹2,900');
  const placed = buyer.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await buyer.getByRole('button', { name: /^Place order/ }).click();
  const order = (await (await placed).json()) as { order_id: number; cart_items: { item_id: number }[] };
  const itemId = order.cart_items[0]?.item_id as number;
  await expect(buyer.getByRole('heading', { level: 1, name: 'Order placed successfully!' })).toBeVisible();

  // The owner accepts it, then records the handover with two photos.
  const ownerPage = await phoneOf(browser);
  await loginOwner(ownerPage, ownerAccount);
  await ownerPage.goto('/order-requests');
  const request_ = ownerPage.locator('[data-testid^="request-row-"]').filter({ hasText: title });
  await request_.getByRole('button', { name: new RegExp(`^Accept ${title} for `) }).click();
  await expect(request_.getByTestId('request-status')).toHaveText('Accepted');
  let life = await ownerPanel(ownerPage, itemId, title);
  await life.getByRole('button', { name: `Record the handover of ${title}` }).click();
  const handover = ownerPage.getByRole('dialog', { name: 'Record the handover' });
  await handover.getByLabel(/^Condition/).selectOption({ label: 'Good, normal wear' });
  await handover.getByTestId('report-photo-input').setInputFiles([
    { ...(await picture()), name: 'front.jpg' },
    { ...(await picture('png')), name: 'drum.png' },
  ]);
  await expect(handover.getByTestId('picked-photo').filter({ hasText: 'Uploaded' })).toHaveCount(2);
  await handover.getByLabel('Note').fill('Drum clean, door seal intact, a small scratch on the lid');
  await handover.getByLabel('Accessories').fill('Inlet pipe, drain pipe');
  await handover.getByRole('button', { name: 'Record handover' }).click();
  await expect(handover).toBeHidden();
  await expect(life.getByText('Delivered', { exact: true })).toBeVisible();
  await life.getByRole('button', { name: 'Close' }).click();

  // The buyer sees the handover report with its photos, and does nothing.
  let panel = await buyerPanel(buyer, title);
  await expectPicturesLoaded(panel.getByTestId('line-event').getByTestId('report-photos'), 2);
  await expect(panel.getByRole('button', { name: `Confirm handover of ${title}` })).toBeVisible();

  // 48 hours pass: the clock confirms the handover, the rental runs and its first month is the owner's.
  await runJobsAt(request, later(2, 1), itemId);
  panel = await buyerPanel(buyer, title);
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  // A month later the second month begins and is paid to the owner too.
  await runJobsAt(request, later(32), itemId);
  await ownerPage.goto('/wallet');
  const main = ownerPage.getByRole('main');
  await expect(main).toContainText(`Rent · month 1 of 3 · Order #${order.order_id} · ${title}`);
  await expect(main).toContainText(`Rent · month 2 of 3 · Order #${order.order_id} · ${title}`);
  await expect(main).not.toContainText('month 3 of 3');

  // The buyer is done with it after two months and asks to return it.
  await panel.getByRole('button', { name: `Ask to return ${title}` }).click();
  await buyer.getByRole('dialog', { name: 'Ask to return it?' }).getByRole('button', { name: 'Ask to return' }).click();
  await expect(panel.getByText('Return requested', { exact: true })).toBeVisible();

  // The owner collects it and records the return: the handover's photos beside the return's, and a deduction.
  life = await ownerPanel(ownerPage, itemId, title);
  await life.getByRole('button', { name: `Record the return of ${title}` }).click();
  const back = ownerPage.getByRole('dialog', { name: 'Record the return' });
  await expectPicturesLoaded(back.getByTestId('return-handover'), 2);
  await back.getByLabel(/^Condition/).selectOption({ label: 'Damaged' });
  await back.getByTestId('report-photo-input').setInputFiles([{ ...(await picture()), name: 'seal.jpg' }]);
  await expect(back.getByTestId('picked-photo').filter({ hasText: 'Uploaded' })).toHaveCount(1);
  await back.getByLabel('Note').fill('Door seal torn');
  await back.getByLabel('Keep from the deposit (₹)').fill('800');
  await back.getByLabel('Why you keep it').fill('The door seal is torn and must be replaced');
  await back.getByRole('button', { name: 'Record return' }).click();
  await expect(back).toBeHidden();
  await expectPicturesLoaded(life.getByTestId('report-comparison').getByRole('region', { name: 'At the return' }), 1);
  await life.getByRole('button', { name: 'Close' }).click();

  // The buyer sees both reports side by side and disputes the deduction.
  panel = await buyerPanel(buyer, title);
  const answer = panel.getByTestId('return-answer');
  await expect(answer.getByTestId('deposit-proposed')).toHaveText('₹800');
  await expectPicturesLoaded(panel.getByTestId('report-comparison').getByRole('region', { name: 'At the handover' }), 2);
  await answer.getByRole('button', { name: `Dispute the return of ${title}` }).click();
  const dispute = buyer.getByRole('dialog', { name: 'Dispute the return' });
  const reason = `The seal was already worn at the handover, see the photos ${randomWord(4)}`;
  await dispute.getByLabel(/^What is wrong\?/).fill(reason);
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(panel.getByText('Your dispute was sent: an admin will decide.')).toBeVisible();

  // An admin, on a phone too, decides on the dispute desk: ₹300 for the torn seal.
  const desk = await phoneOf(browser);
  await loginAdmin(desk);
  const row = await findDisputeRow(desk, itemId);
  await expect(row).toContainText(reason);
  await row.getByRole('button', { name: `Decide the dispute on ${title}` }).click();
  const decision = desk.getByRole('dialog', { name: `Decide: ${title}` });
  await expectPicturesLoaded(decision.getByTestId('report-comparison').getByRole('region', { name: 'At the handover' }), 2);
  await decision.getByLabel(/^Deduction kept for the owner/).fill('300');
  await decision.getByLabel(/^Your decision, for both sides/).fill('The handover photos show a worn seal; ₹300 for the tear');
  await decision.getByRole('button', { name: 'Review decision' }).click();
  await decision.getByTestId('decision-review').getByRole('button', { name: 'Send decision' }).click();
  await expect(desk.getByText(`Decided “${title}”: The buyer got back ₹1,700; the owner kept ₹300.`)).toBeVisible();

  // The buyer finds the refund in My rentals: the deposit less ₹300; the rental no longer runs.
  await buyer.goto('/dashboard?tab=rentals');
  const rentals = buyer.getByTestId('my-rentals');
  await expect(rentals.getByTestId('my-rental').filter({ hasText: title })).toHaveCount(0);
  await expect(rentals.getByTestId('my-refund').filter({ hasText: title }).filter({ hasText: 'Deposit refund' })).toContainText(
    '₹1,700.00',
  );

  // The owner finds the deduction in the wallet, beside the two months of rent; the third month never began.
  await ownerPage.goto('/wallet');
  await expect(main).toContainText(`Deposit deduction · Order #${order.order_id} · ${title}`);
  await expect(main).toContainText('₹300.00');
  await expect(main).not.toContainText('month 3 of 3');
});
