import type { ExtensionQuote, LineLifecycle } from '@kiraya/contract';
import { loginBuyer, loginOwner, randomWord } from '../support/accounts';
import { apiAcceptedRental, openBuyerLinePanel, openOwnerLinePanel } from '../support/rentals';
import { expect, test } from '../support/test';

// Extending a running rental on screen (docs/renting.md "Extending a rental"): the buyer picks two more months and
// sees the server's price and new end date before sending; the owner sees the request with its price and accepts it
// after a confirmation; both then see the new end date.

/** How the web writes a day (lib/i18n/format.ts): "25 Feb 2027". */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN-u-nu-latn', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

test('the buyer asks for two more months, the owner accepts, both see the new end date', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Washing machine ${randomWord(8)}`;
  const { ownerAccount, owner, buyerAccount, buyer, itemId } = await apiAcceptedRental(request, testInfo, { title, price: 800 });
  // Accepted, handed over and confirmed: the rental runs.
  const lifecycle = `/api/orders/items/${itemId}/lifecycle`;
  const delivered = await request.post(lifecycle, { headers: owner.headers, data: { event: 'deliver', report: { condition: 'good' } } });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const confirmed = await request.post(lifecycle, { headers: buyer.headers, data: { event: 'confirm_delivery' } });
  const before = (await confirmed.json()) as LineLifecycle;
  expect(before.stage).toBe('active');
  const expected = (await (
    await request.get(`/api/orders/items/${itemId}/extensions/quote?months=2`, { headers: buyer.headers })
  ).json()) as ExtensionQuote;

  // The buyer, in their order history.
  await loginBuyer(page, buyerAccount);
  const { line } = await openBuyerLinePanel(page, title);
  const extension = line.getByTestId('line-extension');
  await expect(extension.getByText('Need it longer?')).toBeVisible();
  await extension.getByRole('button', { name: `Extend the rental of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend the rental' });
  const quote = dialog.getByTestId('extension-quote');
  // One month first: ₹800.
  await expect(quote).toContainText('₹800');
  await dialog.getByRole('button', { name: 'Increase months' }).click();
  await expect(dialog.getByLabel('More months')).toHaveValue('2');
  await expect(quote).toContainText('₹1,600');
  await expect(quote).toContainText(day(before.end_date as string));
  await expect(quote).toContainText(day(expected.to_end_date));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(extension.getByText('Request sent: the owner will accept or decline it.')).toBeVisible();
  await expect(extension).toContainText(`2 more months, until ${day(expected.to_end_date)}, for ₹1,600.`);
  await expect(extension.getByRole('button', { name: `Withdraw the extension request for ${title}` })).toBeVisible();
  await expect(extension.getByRole('button', { name: `Extend the rental of ${title}` })).toHaveCount(0);

  // The owner, from My Orders: the request with its price, accepted after a confirmation.
  await loginOwner(page, ownerAccount);
  const life = await openOwnerLinePanel(page, itemId, title);
  const request2 = life.getByTestId('extension-request');
  await expect(request2).toContainText(`The buyer asks for 2 more months, until ${day(expected.to_end_date)}.`);
  await expect(request2).toContainText('₹1,600 more rent, at ₹800/month.');
  await life.getByRole('button', { name: `Accept the extension of ${title}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the extension?' });
  await expect(accept).toContainText(day(expected.to_end_date));
  await accept.getByRole('button', { name: 'Accept extension' }).click();
  await expect(accept).toBeHidden();
  await expect(life.getByText(`Extension accepted: the rental now ends on ${day(expected.to_end_date)}.`)).toBeVisible();
  await expect(life.getByTestId('line-event').last()).toContainText('Rental extended');
  await expect(life.getByText(day(expected.to_end_date)).first()).toBeVisible();
  await expect(life.getByRole('button', { name: `Accept the extension of ${title}` })).toHaveCount(0);

  // The buyer sees the new end date and the accepted request.
  await loginBuyer(page, buyerAccount);
  const { panel } = await openBuyerLinePanel(page, title);
  await expect(panel.getByText('Ends')).toBeVisible();
  await expect(panel.getByText(day(expected.to_end_date), { exact: true })).toBeVisible();
  await expect(panel.getByTestId('extension-row')).toContainText('Accepted');
  await expect(panel.getByTestId('line-event').last()).toContainText('Rental extended');
  // The rental can be extended again.
  await expect(panel.getByRole('button', { name: `Extend the rental of ${title}` })).toBeVisible();
});
