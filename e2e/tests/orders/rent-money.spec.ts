import { loginBuyer, randomWord } from '../support/accounts';
import { apiAcceptedRental } from '../support/rentals';
import { expect, test } from '../support/test';

// The money of a rental on screen (docs/renting.md "The money"): a buyer cancels an accepted rental before its
// handover, sees the rent and the deposit refunded in My rentals, and the owner's wallet is left as it was.

test('the buyer cancels an accepted rental before the handover and sees the refund in My rentals', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Air cooler ${randomWord(8)}`;
  const { owner, buyerAccount, order, itemId } = await apiAcceptedRental(
    request,
    testInfo,
    { title, price: 900 },
    { offer: 'rent', rent_monthly: '900', deposit: '2000', min_tenure_months: '2' },
    2,
  );
  const wallet = async () =>
    (await (await request.get('/api/wallet', { headers: owner.headers })).json()) as { balance: number; transactions: unknown[] };
  // Nothing is credited before the handover.
  expect(await wallet()).toMatchObject({ balance: 0, transactions: [] });

  await loginBuyer(page, buyerAccount);
  // My rentals before: the rental awaits its handover, its deposit is held, nothing refunded yet.
  await page.goto('/dashboard?tab=rentals');
  const rentals = page.getByTestId('my-rentals');
  const rental = rentals.getByTestId('my-rental').filter({ hasText: title });
  await expect(rental).toContainText('Awaiting delivery');
  await expect(rentals.getByText('No refunds yet.')).toBeVisible();
  // Its link opens the line's handover panel in the order history.
  await rental.getByRole('link', { name: `Open the handover and return of ${title}, order #${order.order_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history#line-${itemId}$`));
  const panel = page.getByTestId('line-life').filter({ has: page.getByRole('button', { name: `Cancel ${title} before the handover` }) });
  await expect(panel.getByText('Awaiting delivery', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: `Cancel ${title} before the handover` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel before the handover?' });
  await expect(dialog.getByText('The rent paid for it is refunded to the buyer.')).toBeVisible();
  await expect(dialog.getByText('The deposit of ₹2,000.00 is refunded in full.')).toBeVisible();
  // Keep it: nothing happens, focus is back.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('button', { name: `Cancel ${title} before the handover` }).click();
  await dialog.getByLabel('Reason (optional)').fill('Moving to Kanpur next week');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled. Your refund shows in My rentals.')).toBeVisible();

  // My rentals after: no running rental, the rent and the deposit refunded.
  await page.goto('/dashboard?tab=rentals');
  await expect(rentals.getByTestId('my-rental').filter({ hasText: title })).toHaveCount(0);
  const refunds = rentals.getByTestId('my-refund').filter({ hasText: title });
  await expect(refunds).toHaveCount(2);
  // What was paid at checkout: the first month (₹900 of the two months' ₹1,800) and the deposit.
  await expect(refunds.filter({ hasText: 'Cancelled before handover' })).toContainText('₹900.00');
  await expect(refunds.filter({ hasText: 'Deposit refund' })).toContainText('₹2,000.00');

  // The owner's wallet did not move for it.
  expect(await wallet()).toMatchObject({ balance: 0, transactions: [] });
  const lifecycle = await request.get(`/api/orders/items/${itemId}/lifecycle`, { headers: owner.headers });
  expect(((await lifecycle.json()) as { stage: string }).stage).toBe('cancelled');
});
