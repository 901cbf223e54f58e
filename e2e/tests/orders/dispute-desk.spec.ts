import { loginAdmin, loginBuyer, randomWord } from '../support/accounts';
import { apiAcceptedRental, findDisputeRow, openBuyerLinePanel } from '../support/rentals';
import { type Browser, expect, type Page, test } from '../support/test';

// The end of a rental gone wrong (docs/renting.md "Disputes"): the owner records the return keeping part of the
// deposit; the buyer, on a phone, disputes the deduction; an admin, on a desktop, reads both sides on the dispute desk
// and decides a smaller deduction; the buyer sees the refund.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function personOn(browser: Browser, device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('a deduction disputed by the buyer on a phone is decided by an admin on a desktop; the buyer sees the refund', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  // By the API: a fridge rented for 3 months with a ₹2,000 deposit, handed over, confirmed and returned with ₹800 kept.
  const title = `Fridge ${randomWord(8)}`;
  const { ownerAccount, owner, buyerAccount, buyer, itemId } = await apiAcceptedRental(
    request,
    testInfo,
    { title, price: 900 },
    { offer: 'rent', rent_monthly: '900', deposit: '2000' },
  );
  const lifecycle = `/api/orders/items/${itemId}/lifecycle`;
  for (const [who, data] of [
    [owner, { event: 'deliver', report: { condition: 'as_new', note: 'Door seal intact, shelves clean' } }],
    [buyer, { event: 'confirm_delivery' }],
    [
      owner,
      {
        event: 'record_return',
        report: { condition: 'damaged', note: 'Crisper drawer cracked' },
        deduction: 800,
        deduction_reason: 'The crisper drawer is cracked and must be replaced',
      },
    ],
  ] as const) {
    const res = await request.post(lifecycle, { headers: who.headers, data });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The buyer, on a phone: the proposal, what comes back, and the dispute.
  const phone = await personOn(browser, PHONE);
  await loginBuyer(phone, buyerAccount);
  const { panel } = await openBuyerLinePanel(phone, title);
  const answer = panel.getByTestId('return-answer');
  await expect(panel.getByText('Returned', { exact: true })).toBeVisible();
  await expect(answer.getByTestId('deposit-held')).toHaveText('₹2,000');
  await expect(answer.getByTestId('deposit-proposed')).toHaveText('₹800');
  await expect(answer.getByTestId('deposit-back')).toHaveText('₹1,200');
  await expect(answer).toContainText('The crisper drawer is cracked and must be replaced');
  await expect(answer).toContainText('within 48 hours. If you do neither, the return is confirmed and ₹1,200 comes back to you.');

  // Confirm states the refund first; the buyer thinks again.
  await answer.getByRole('button', { name: `Confirm the return of ${title}` }).click();
  const confirm = phone.getByRole('dialog', { name: 'Confirm the return?' });
  await expect(confirm).toContainText('₹1,200 of your ₹2,000 deposit is refunded to you and the owner keeps ₹800');
  await confirm.getByRole('button', { name: 'Not now' }).click();
  await expect(confirm).toBeHidden();

  await answer.getByRole('button', { name: `Dispute the return of ${title}` }).click();
  const dispute = phone.getByRole('dialog', { name: 'Dispute the return' });
  await dispute.getByLabel(/^What is wrong\?/).fill('cracked');
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dispute.getByText('Say what is wrong, in at least 10 characters')).toBeVisible();
  const reason = `The drawer was cracked at the handover already ${randomWord(4)}`;
  await dispute.getByLabel(/^What is wrong\?/).fill(reason);
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dispute).toBeHidden();
  await expect(panel.getByText('Your dispute was sent: an admin will decide.')).toBeVisible();
  // The stage badge (the history has an entry of the same name).
  await expect(panel.locator('[data-tone]', { hasText: 'Return disputed' })).toBeVisible();
  await expect(answer.getByRole('button')).toHaveCount(0);

  // The admin, on a desktop: the dispute desk, the line's two reports and history, the decision.
  const desk = await personOn(browser, DESKTOP);
  await loginAdmin(desk);
  await expect(desk.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: /^Disputes/ })).toBeVisible();
  const row = await findDisputeRow(desk, itemId);
  await expect(row).toContainText(title);
  await expect(row).toContainText(reason);
  await expect(row).toContainText(`Owner: ${ownerAccount.name}`);
  await expect(row).toContainText('Held ₹2,000');
  await expect(row).toContainText('Owner keeps ₹800');
  await row.getByRole('button', { name: `Decide the dispute on ${title}` }).click();
  const decision = desk.getByRole('dialog', { name: `Decide: ${title}` });
  await expect(decision.getByTestId('dispute-decision')).toContainText(reason);
  const comparison = decision.getByTestId('report-comparison');
  await expect(comparison).toContainText('Door seal intact, shelves clean');
  await expect(comparison).toContainText('Crisper drawer cracked');
  await expect(decision.getByTestId('line-event')).toHaveCount(4);
  const deduction = decision.getByLabel(/^Deduction kept for the owner/);
  await expect(deduction).toHaveValue('800');
  await deduction.fill('2500');
  await decision.getByRole('button', { name: 'Review decision' }).click();
  await expect(decision.getByText('At most the deposit held, ₹2,000')).toBeVisible();
  await expect(decision.getByText('Explain the decision to both sides, in at least 10 characters')).toBeVisible();
  await deduction.fill('300');
  const note = 'The handover photos show a hairline crack already; ₹300 for the deeper crack';
  await decision.getByLabel(/^Your decision, for both sides/).fill(note);
  await decision.getByRole('button', { name: 'Review decision' }).click();
  const review = decision.getByTestId('decision-review');
  await expect(review).toContainText('The buyer gets back ₹1,700; the owner keeps ₹300.');
  await review.getByRole('button', { name: 'Send decision' }).click();
  await expect(decision).toBeHidden();
  await expect(desk.getByText(`Decided “${title}”: The buyer got back ₹1,700; the owner kept ₹300.`)).toBeVisible();
  await expect(desk.getByTestId(`dispute-row-${itemId}`)).toHaveCount(0);

  // The buyer again: the line is closed and the deposit settled as decided.
  await phone.reload();
  await phone.getByTestId('order-line').filter({ hasText: title }).getByText('Handover and return').click();
  await expect(panel.getByText('Closed', { exact: true })).toBeVisible();
  await expect(answer.getByTestId('deposit-refunded')).toHaveText('₹1,700');
  await expect(answer.getByTestId('deposit-deducted')).toHaveText('₹300');
  await expect(panel.getByTestId('line-event').last()).toContainText(note);
  await phone.context().close();
  await desk.context().close();
});
