import { adminMenu, DEMO, loginAdmin, loginBuyer, newAccount, randomWord } from '../support/accounts';
import { apiBuyer, apiLogin } from '../support/orders';
import { type Browser, expect, type Page, test } from '../support/test';

const FAILED = 'Failed to send message. Please try again.';

/** A second browser (the admin's), with the same viewport as the test's own page. */
async function adminPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await loginAdmin(admin);
  return admin;
}

const conversationLog = (page: Page, name: RegExp | string) => page.getByRole('log', { name });

test('a buyer writes to support, the admin sees it unread and replies, the buyer sees the reply and the read tick, then the chat is cleared', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  await loginBuyer(page, account);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with support' })).toBeVisible();
  const log = conversationLog(page, 'Conversation with Kiraya support');
  await expect(log).toContainText('No messages yet');
  const box = page.getByPlaceholder('Type a message...');
  const send = page.getByRole('button', { name: 'Send', exact: true });

  // Empty and whitespace-only messages are not sent: Send stays disabled and Enter posts nothing.
  await expect(send).toBeDisabled();
  await box.fill('    ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  const none = await request.get(`/api/user/messages/${buyer.id}`, { headers: buyer.headers });
  expect(await none.json()).toEqual([]);

  const question = `Is the Gomti Nagar flat still free? ${randomWord()}`;
  await box.fill(question);
  await send.click();
  const mine = log.getByRole('listitem').filter({ hasText: question });
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'delivered');

  // The admin: the unread badge in the sidebar, then the conversation, unread, in the list.
  const admin = await adminPage(browser, page);
  const nav = await adminMenu(admin);
  await expect(nav.getByRole('link', { name: /^Messages \d+ unread$/ })).toBeVisible({ timeout: 20_000 });
  await nav.getByRole('link', { name: /^Messages/ }).click();
  await expect(admin).toHaveURL(/section=messages/);
  await expect(admin.getByText('Select a user to start chatting')).toBeAttached();
  const row = admin.getByRole('button', { name: new RegExp(account.name) });
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(admin).toHaveURL(new RegExp(`user=${buyer.id}`));
  const adminLog = conversationLog(admin, `Conversation with ${account.name}`);
  await expect(adminLog).toContainText(question);

  // Shown is read: the buyer's tick turns green without a reload.
  await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'read');
  await expect(mine.getByTestId('message-status')).toHaveClass(/text-emerald-700/);

  const answer = `Yes, it is. ${randomWord()}`;
  await admin.getByPlaceholder('Type a message...').fill(answer);
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(adminLog).toContainText(answer);
  // The reply reaches the buyer without a reload, on the support side (left).
  await expect(log.locator('li[data-sender="admin"]').filter({ hasText: answer })).toBeVisible();

  // Clear Chat asks first, then empties the conversation on both screens.
  await admin.getByRole('button', { name: 'Clear Chat' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Are you sure you want to delete the entire chat?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(admin.getByText('Chat cleared successfully.').first()).toBeVisible();
  await expect(adminLog.getByRole('listitem')).toHaveCount(0);
  await expect(log.getByRole('listitem')).toHaveCount(0);
  const after = await request.get(`/api/user/messages/${buyer.id}`, { headers: buyer.headers });
  expect(await after.json()).toEqual([]);
  await admin.context().close();
});

test("the dashboard's Messages tab shows the same conversation and keeps the text when sending fails", async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount(testInfo, 'buyer');
  const buyer = await apiBuyer(request, account);
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const earlier = `Earlier question ${randomWord()}`;
  const reply = `Earlier answer ${randomWord()}`;
  expect(
    (await request.post(`/api/user/messages/${buyer.id}`, { headers: buyer.headers, data: { sender: 'user', text: earlier } })).status(),
  ).toBe(201);
  expect(
    (await request.post(`/api/admin/messages/${buyer.id}`, { headers: admin.headers, data: { sender: 'admin', text: reply } })).status(),
  ).toBe(201);

  await loginBuyer(page, account);
  await page.goto('/dashboard?tab=messages');
  const log = conversationLog(page, 'Conversation with Kiraya support');
  await expect(log.locator('li[data-sender="user"]')).toContainText(earlier);
  await expect(log.locator('li[data-sender="admin"]')).toContainText(reply);

  // A failed send says so and keeps what was typed.
  await page.route(`**/api/user/messages/${buyer.id}`, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  const text = `Will it be sent? ${randomWord()}`;
  await page.getByPlaceholder('Type a message...').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  await expect(page.getByPlaceholder('Type a message...')).toHaveValue(text);
  await expect(log).not.toContainText(text);

  // Once the connection is back, the same text goes through.
  await page.unroute(`**/api/user/messages/${buyer.id}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.locator('li[data-sender="user"]').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
