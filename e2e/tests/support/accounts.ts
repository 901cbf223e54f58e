import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** The seeded demo accounts: log in with them, never change them. */
export const DEMO = {
  buyer: { email: 'buyer@kiraya.in', password: 'buyer12345' },
  owner: { email: 'owner@kiraya.in', password: 'owner12345' },
  owner2: { email: 'owner2@kiraya.in', password: 'owner12345' },
  admin: { email: 'admin@kiraya.in', password: 'admin12345' },
} as const;

export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * A name no other test (nor another project sharing the same server) uses: project, time and a random
 * part, lower-case and made of letters, digits and dashes so it also fits an email's local part.
 */
export function unique(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}-${random}`.toLowerCase();
}

/** A random lower-case word (letters only), for titles that full-text search must find and nothing else matches. */
export function randomWord(length = 10): string {
  let word = '';
  for (let i = 0; i < length; i++) word += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return word;
}

/** A fresh account's details (nothing is created yet). */
export function newAccount(testInfo: TestInfo, role: 'buyer' | 'owner', password = `${role}-pass-123`): Account {
  const id = unique(testInfo, role);
  return { name: `E2E ${role} ${id.slice(-6)}`, email: `${id}@e2e.kiraya.test`, password };
}

/** A real picture (JPEG, or PNG) for uploads: a coloured 640×480 image made by sharp. */
export async function picture(format: 'jpeg' | 'png' = 'jpeg'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const background = { r: 40 + Math.floor(Math.random() * 180), g: 120, b: 90 };
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background } });
  const buffer = format === 'jpeg' ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer();
  return { name: `photo.${format === 'jpeg' ? 'jpg' : 'png'}`, mimeType: `image/${format}`, buffer };
}

/**
 * A form control by its whole label: required fields' labels end in an aria-hidden '*', and password
 * fields also have a 'Show password' button, so neither a substring nor an exact match will do.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

// ─── Buyer ────────────────────────────────────────────────────────────────────────────────────────

export async function registerBuyer(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await field(page, 'Name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up signs the buyer in: with no page to go back to, their dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
}

/** Fills and sends the buyer login form on the current /login page. */
export async function submitBuyerLogin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function loginBuyer(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await submitBuyerLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
}

/**
 * Follows a password-reset link, chooses `newPassword`, and checks that the buyer's old password no longer logs in
 * and the new one does (ending on their dashboard).
 */
export async function resetBuyerPassword(page: Page, link: string, buyer: Pick<Account, 'email' | 'password'>, newPassword: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can log in now.')).toBeVisible();

  await page.goto('/login');
  await submitBuyerLogin(page, buyer);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await submitBuyerLogin(page, { email: buyer.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The header's link to the dashboard that names the signed-in buyer (behind Menu on a phone). */
export async function headerAccountLink(page: Page, name: string): Promise<Locator> {
  if (isCollapsed(page)) {
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('link', { name: `Your dashboard (${name})`, exact: true });
}

/** A registered buyer, logged in (on /dashboard). */
export async function freshBuyer(page: Page, testInfo: TestInfo): Promise<Account> {
  const account = newAccount(testInfo, 'buyer');
  await registerBuyer(page, account);
  return account;
}

// ─── Owner ────────────────────────────────────────────────────────────────────────────────────────

export async function fillOwnerRegistration(page: Page, account: Account): Promise<void> {
  await field(page, 'Name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
}

export async function registerOwner(page: Page, account: Account): Promise<void> {
  await page.goto('/owner-register');
  await fillOwnerRegistration(page, account);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Sign-up signs the owner in, on their dashboard.
  await expect(page).toHaveURL(/\/owner-dashboard$/);
}

export async function submitOwnerLogin(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function loginOwner(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/owner-login');
  await submitOwnerLogin(page, account);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
}

/** A registered owner, logged in (on /owner-dashboard). */
export async function freshOwner(page: Page, testInfo: TestInfo): Promise<Account> {
  const account = newAccount(testInfo, 'owner');
  await registerOwner(page, account);
  return account;
}

/** Below Tailwind's lg breakpoint the owner and admin sidebars, and the header's links, collapse behind a menu button. */
export function isCollapsed(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 1024;
}

/** The owner sidebar's content; on a phone it is behind 'Owner menu', which is opened first. */
export async function ownerSidebar(page: Page): Promise<Locator> {
  if (!isCollapsed(page)) return page.getByRole('complementary', { name: 'Owner sidebar' });
  const menu = page.getByRole('button', { name: 'Owner menu' });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('banner');
}

/** The owner's name as the sidebar shows it (opening the phone menu first). */
export async function ownerNameInSidebar(page: Page): Promise<Locator> {
  const sidebar = await ownerSidebar(page);
  return sidebar.getByTestId('owner-name');
}

// ─── Admin ────────────────────────────────────────────────────────────────────────────────────────

export async function submitAdminLogin(page: Page, account: Pick<Account, 'email' | 'password'> = DEMO.admin): Promise<void> {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function loginAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // The flash is shown by the admin area (the login page shows it too, for a moment).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/** The admin area's navigation; on a phone it is behind Menu, which is opened first. */
export async function adminMenu(page: Page): Promise<Locator> {
  const admin = page.getByRole('complementary', { name: 'Admin' });
  if (isCollapsed(page)) {
    const menu = admin.getByRole('button', { name: 'Menu' });
    // A navigation that just happened closes the menu once it settles: open it again until it stays open.
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  return admin;
}

/** Clicks a link or button of the admin navigation (opening the phone menu first). */
export async function clickInAdminMenu(page: Page, role: 'link' | 'button', name: string): Promise<void> {
  const admin = await adminMenu(page);
  await admin.getByRole(role, { name, exact: true }).click();
}

/**
 * Opens the page of /admin/approve-requests that holds the request titled `title` (oldest first, 12 a
 * page, shared with the other tests) and returns its card.
 */
export async function findApprovalRequest(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(async () => {
    await page.goto('/admin/approve-requests');
    const heading = page.getByRole('heading', { level: 1, name: /^Pending Approval Requests \(\d+\)$/ });
    await expect(heading).toBeVisible();
    const total = Number(/\((\d+)\)/.exec(String(await heading.textContent()))?.[1]);
    const pages = Math.max(1, Math.ceil(total / 12));
    // The newest requests are on the last pages.
    for (let n = pages; n >= 1; n--) {
      if (n !== 1) await page.goto(`/admin/approve-requests?page=${n}`);
      else if (pages !== 1) await page.goto('/admin/approve-requests');
      await expect(heading).toBeVisible();
      if ((await card.count()) > 0) return;
    }
    throw new Error(`no approval request titled ${JSON.stringify(title)}`);
  }).toPass({ timeout: 15_000 });
  return card;
}
