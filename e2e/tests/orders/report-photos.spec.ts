import { loginBuyer, loginOwner, picture, randomWord } from '../support/accounts';
import { expectPicturesLoaded } from '../support/catalogue';
import { apiAcceptedRental, openBuyerLinePanel, openOwnerLinePanel } from '../support/rentals';
import { expect, test } from '../support/test';

// Photos in handover and return reports (docs/renting.md "Photos"), on a phone: the owner records the handover with
// two photos taken on the spot, the buyer sees them and opens one; then the owner records the return with a photo and
// a deduction, looking at the handover's photos beside the return's.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the owner records a handover with two photos and a return with a deduction; the buyer sees the photos', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Washing machine ${randomWord(8)}`;
  const { ownerAccount, buyerAccount, buyer, itemId } = await apiAcceptedRental(
    request,
    testInfo,
    { title, price: 900 },
    { offer: 'rent', rent_monthly: '900', deposit: '2000' },
  );

  // The owner, from My Orders on the phone: the handover with two photos.
  await loginOwner(page, ownerAccount);
  const life = await openOwnerLinePanel(page, itemId, title);
  await life.getByRole('button', { name: `Record the handover of ${title}` }).click();
  const form = page.getByRole('dialog', { name: 'Record the handover' });
  await form.getByLabel(/^Condition/).selectOption({ label: 'Good, normal wear' });
  const [front, side] = [await picture(), await picture('png')];
  await form.getByTestId('report-photo-input').setInputFiles([
    { ...front, name: 'front.jpg' },
    { ...side, name: 'side.png' },
  ]);
  const picked = form.getByTestId('picked-photo');
  await expect(picked).toHaveCount(2);
  await expect(picked.filter({ hasText: 'Uploaded' })).toHaveCount(2);
  await expect(form.getByText('(2 of 8)')).toBeVisible();
  await form.getByLabel('Note').fill('Drum clean, small scratch on the lid');
  await form.getByRole('button', { name: 'Record handover' }).click();
  await expect(form).toBeHidden();
  await expect(life.getByText('Handover recorded: the buyer has 48 hours to confirm or dispute it.')).toBeVisible();
  await expectPicturesLoaded(life.getByTestId('line-event').getByTestId('report-photos'), 2);
  await life.getByRole('button', { name: 'Close' }).click();

  // The buyer sees the two photos in the handover entry and opens one full size; Escape closes it, focus goes back.
  await loginBuyer(page, buyerAccount);
  const { panel } = await openBuyerLinePanel(page, title);
  const photos = panel.getByTestId('line-event').getByTestId('report-photos');
  await expectPicturesLoaded(photos, 2);
  const second = photos.getByRole('button', { name: 'Handover recorded: open photo 2 of 2' });
  await second.click();
  const viewer = page.getByRole('dialog', { name: 'Handover recorded: photo 2 of 2' });
  await expectPicturesLoaded(viewer, 1);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();
  // The buyer confirms the handover; the rental runs.
  const confirmed = await request.post(`/api/orders/items/${itemId}/lifecycle`, {
    headers: buyer.headers,
    data: { event: 'confirm_delivery' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The owner records the return: the handover's photos beside the return's, and a deduction with its reason.
  await loginOwner(page, ownerAccount);
  await openOwnerLinePanel(page, itemId, title);
  await life.getByRole('button', { name: `Record the return of ${title}` }).click();
  const back = page.getByRole('dialog', { name: 'Record the return' });
  await expectPicturesLoaded(back.getByTestId('return-handover'), 2);
  await expect(back.getByTestId('return-handover')).toContainText('Good, normal wear');
  await back.getByLabel(/^Condition/).selectOption({ label: 'Fair, visible wear' });
  await back.getByTestId('report-photo-input').setInputFiles([{ ...(await picture()), name: 'lid.jpg' }]);
  await expect(back.getByTestId('picked-photo').filter({ hasText: 'Uploaded' })).toHaveCount(1);
  await expect(back.getByText('Deposit held: ₹2,000. Leave blank or 0 to refund all of it.')).toBeVisible();
  const deduction = back.getByLabel('Keep from the deposit (₹)');
  // More than the deposit, then no reason: refused on the spot with the contract's messages.
  await deduction.fill('2500');
  await back.getByRole('button', { name: 'Record return' }).click();
  await expect(back.getByText('A deduction cannot be more than the deposit held')).toBeVisible();
  await deduction.fill('500');
  await back.getByRole('button', { name: 'Record return' }).click();
  await expect(back.getByText('Say why you keep part of the deposit, in at least 10 characters')).toBeVisible();
  await back.getByLabel('Why you keep it').fill('The lid hinge is cracked and needs a new one');
  await back.getByRole('button', { name: 'Record return' }).click();
  await expect(back).toBeHidden();
  await expect(life.getByText('Return recorded with a deduction: the buyer has 48 hours to accept or dispute it.')).toBeVisible();
  const comparison = life.getByTestId('report-comparison');
  await expectPicturesLoaded(comparison.getByRole('region', { name: 'At the handover' }), 2);
  await expectPicturesLoaded(comparison.getByRole('region', { name: 'At the return' }), 1);
  await life.getByRole('button', { name: 'Close' }).click();

  // The buyer sees the same comparison.
  await loginBuyer(page, buyerAccount);
  await openBuyerLinePanel(page, title);
  await expect(panel.getByText('Returned', { exact: true })).toBeVisible();
  await expectPicturesLoaded(panel.getByTestId('report-comparison').getByRole('region', { name: 'At the return' }), 1);
});
