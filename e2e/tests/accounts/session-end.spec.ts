import { adminMenu, DEMO, loginAdmin, loginBuyer, loginOwner, ownerSidebar } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/**
 * Logout ends the session at once, not once the login screen has rendered: a private page opened
 * straight after Logout (a link, the history, a bookmark) is sent to the role's login.
 */

/**
 * Waits until a Logout button is in the page (on a phone it may sit in a closed menu): a click looked up
 * before the dashboard has drawn finds nothing, and the reload then rightly opens the still signed-in
 * dashboard (the flake this spec had).
 */
async function logoutDrawn(page: Page) {
  await expect(page.locator('button', { hasText: /^\s*Logout\s*$/ }).first()).toBeAttached();
}

/** Clicks Logout and, in the same moment (one browser task), opens `path` as a history navigation would. */
async function logoutAndOpenAtOnce(page: Page, path: string) {
  await logoutDrawn(page);
  await page.evaluate((to) => {
    const logout = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Logout');
    if (!logout) throw new Error('no Logout button');
    logout.click();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Clicks Logout, then loads `path` without waiting for the login screen. */
async function logoutAndReload(page: Page, path: string) {
  await logoutDrawn(page);
  await page.evaluate(() => {
    const logout = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Logout');
    if (!logout) throw new Error('no Logout button');
    logout.click();
  });
  await page.goto(path);
}

const tokenKey = { buyer: 'token', owner: 'ownerToken', admin: 'adminToken' } as const;

async function expectSignedOut(page: Page, role: keyof typeof tokenKey, login: RegExp) {
  await expect(page).toHaveURL(login);
  expect(await page.evaluate((key) => localStorage.getItem(key), tokenKey[role])).toBeNull();
}

test.describe('logout ends the session before anything else', () => {
  test('a buyer who logs out and opens /dashboard at once is sent to /login', async ({ page }) => {
    await loginBuyer(page, DEMO.buyer);
    await logoutAndOpenAtOnce(page, '/dashboard');
    await expectSignedOut(page, 'buyer', /\/login(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toHaveCount(0);

    await loginBuyer(page, DEMO.buyer);
    await logoutAndReload(page, '/dashboard');
    await expectSignedOut(page, 'buyer', /\/login(\?|$)/);
  });

  test('an owner who logs out and opens /owner-dashboard at once is sent to /owner-login', async ({ page }) => {
    await loginOwner(page, DEMO.owner);
    await ownerSidebar(page);
    await logoutAndOpenAtOnce(page, '/owner-dashboard');
    await expectSignedOut(page, 'owner', /\/owner-login(\?|$)/);

    await loginOwner(page, DEMO.owner);
    // As above: the dashboard (and its Logout) must be drawn before the click.
    await ownerSidebar(page);
    await logoutAndReload(page, '/owner-dashboard');
    await expectSignedOut(page, 'owner', /\/owner-login(\?|$)/);
  });

  test('an admin who logs out and opens /admin-dashboard at once is sent to /admin-login', async ({ page }) => {
    await loginAdmin(page);
    await adminMenu(page);
    await logoutAndOpenAtOnce(page, '/admin-dashboard');
    await expectSignedOut(page, 'admin', /\/admin-login(\?|$)/);

    await loginAdmin(page);
    await logoutAndReload(page, '/admin-dashboard');
    await expectSignedOut(page, 'admin', /\/admin-login(\?|$)/);
  });
});
