import { loginOwner, newAccount, randomWord, submitBuyerLogin } from '../support/accounts';
import { apiBuyer, apiOwnerWithProduct } from '../support/orders';
import { expect, type Page, test } from '../support/test';

// Issue 15: a buyer chats with an owner about a cooler; the owner shares a number and the buyer sees it; a message
// asking for a UPI PIN shows the scam guard's warning on the receiving side. Two browsers, each with the test's viewport.

const thread = (page: Page) => page.getByRole('log');

test('a buyer chats with the owner of a cooler, the owner shares a number, and a UPI PIN request is flagged to the buyer', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const title = `Symphony air cooler ${randomWord(6)}`;
  const { ownerAccount, productId } = await apiOwnerWithProduct(request, testInfo, { title, price: 4500 }, { phone: '9415012345' });
  const buyerAccount = newAccount(testInfo, 'buyer');
  await apiBuyer(request, buyerAccount);

  // A visitor is sent to log in, and comes back to the item.
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitBuyerLogin(page, buyerAccount);
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await page.getByRole('button', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  const conversationUrl = page.url();
  await expect(page.getByRole('heading', { name: `Chat with ${ownerAccount.name}` })).toBeVisible();
  await expect(page.getByTestId('other-phone')).toHaveText(`${ownerAccount.name} has not shared a number.`);
  // The buyer has no phone on their profile: sharing is disabled, with the reason.
  await expect(page.getByRole('button', { name: 'Share my number' })).toBeDisabled();
  await expect(page.getByText('Add a phone number in your profile to share it.')).toBeVisible();
  const question = 'Is the cooler still available? Can I see it on Sunday at 5?';
  await page.getByRole('textbox', { name: `Message to ${ownerAccount.name}` }).fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread(page).getByRole('listitem').filter({ hasText: question })).toBeVisible();

  // The owner: Messages in the sidebar, the conversation with the item's title, the buyer's name and one unread.
  const ownerContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: testInfo.project.use.baseURL });
  const ownerPage = await ownerContext.newPage();
  await loginOwner(ownerPage, ownerAccount);
  await ownerPage.goto('/owner-messages');
  const row = ownerPage.getByTestId('conversation-row').filter({ hasText: title });
  await expect(row).toContainText(buyerAccount.name);
  await expect(row).toContainText(question);
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(thread(ownerPage).getByRole('listitem').filter({ hasText: question })).toBeVisible();
  // Reading it turns the buyer's tick green, live.
  await expect(thread(page).getByTestId('message-status')).toHaveAttribute('data-status', 'read', { timeout: 15_000 });

  // The owner shares their number: the buyer sees it without reloading.
  await ownerPage.getByRole('button', { name: 'Share my number' }).click();
  await expect(ownerPage.getByText('You shared your number in this conversation.')).toBeVisible();
  await expect(page.getByTestId('other-phone')).toContainText(`${ownerAccount.name}’s number: 9415012345`, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9415012345');

  // A message asking for the UPI PIN arrives with the warning on the buyer's side; the owner is told it was flagged.
  const scam = 'Please share your UPI PIN so I can send the token back';
  await ownerPage.getByRole('textbox', { name: `Message to ${buyerAccount.name}` }).fill(scam);
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  const received = thread(page).getByRole('listitem').filter({ hasText: scam });
  await expect(received).toBeVisible({ timeout: 15_000 });
  const warning = received.getByTestId('scam-warning');
  await expect(warning).toContainText('Careful: this looks like a scam');
  await expect(warning).toContainText('Never share your PIN or an OTP with anyone');
  await expect(warning).toHaveAttribute('data-codes', 'pin_otp');
  await expect(
    thread(ownerPage)
      .getByRole('listitem')
      .filter({ hasText: scam })
      .getByText('Kiraya showed the other side a safety warning about this message.'),
  ).toBeVisible();
  // An ordinary reply carries no warning.
  await ownerPage.getByRole('textbox', { name: `Message to ${buyerAccount.name}` }).fill('Rent is 5000 per month, come on Sunday');
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Rent is 5000 per month' })).toBeVisible({ timeout: 15_000 });
  await expect(thread(page).getByTestId('scam-warning')).toHaveCount(1);

  // Opening the chat again from the item leads to the same conversation; the buyer's list shows it.
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Chat with owner' }).click();
  await expect(page).toHaveURL(conversationUrl);
  await page.goto('/conversations');
  await expect(page.getByTestId('conversation-row').filter({ hasText: title })).toContainText(ownerAccount.name);
  await ownerContext.close();
});
