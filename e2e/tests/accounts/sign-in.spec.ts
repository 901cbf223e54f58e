import {
  adminMenu,
  clickInAdminMenu,
  DEMO,
  field,
  fillOwnerRegistration,
  headerAccountLink,
  loginAdmin,
  newAccount,
  ownerNameInSidebar,
  ownerSidebar,
  registerBuyer,
  submitBuyerLogin,
  submitOwnerLogin,
  unique,
} from '../support/accounts';
import { openMenuIfCollapsed } from '../support/catalogue';
import { expect, test } from '../support/test';

test.describe('register, log in and log out', () => {
  test('a buyer registers (signed in at once), sees their name in the header, logs out and logs in', async ({ page }, testInfo) => {
    const buyer = newAccount(testInfo, 'buyer');
    await registerBuyer(page, buyer);
    await expect(page.getByText(`Hello, ${buyer.name}.`)).toBeVisible();
    await expect(await headerAccountLink(page, buyer.name)).toBeVisible();

    // Logout: back on /login, signed out (the header offers Login again, the dashboard is guarded).
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Your dashboard (${buyer.name})` })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?reason=required/);

    await submitBuyerLogin(page, buyer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Hello, ${buyer.name}.`)).toBeVisible();
  });

  test('an owner registers (a 5-character password is refused), logs in, sees the sidebar and logs out', async ({ page }, testInfo) => {
    const owner = newAccount(testInfo, 'owner');
    await page.goto('/owner-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register as an owner' })).toBeVisible();

    // Too short: refused with the spec's message, nothing is registered.
    await fillOwnerRegistration(page, { ...owner, password: '12345' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(page).toHaveURL(/\/owner-register$/);

    // Six characters are enough.
    await field(page, 'Password').fill('abc123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    // Signed in by the sign-up itself.
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expect(await ownerNameInSidebar(page)).toHaveText(owner.name);
    const sidebar = await ownerSidebar(page);
    await expect(sidebar.getByText(owner.email)).toBeVisible();
    for (const link of ['Dashboard', 'Upload Product', 'My Products', 'Profile Settings']) {
      await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible();
    }

    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/owner-login$/);
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await page.goto('/owner-dashboard');
    await expect(page).toHaveURL(/\/owner-login\?reason=required/);
    await submitOwnerLogin(page, { email: owner.email, password: 'abc123' });
    await expect(page).toHaveURL(/\/owner-dashboard$/);
  });

  test('the admin logs in and logs out', async ({ page }) => {
    await loginAdmin(page);
    const admin = await adminMenu(page);
    await expect(admin.getByText(DEMO.admin.email)).toBeVisible();
    await clickInAdminMenu(page, 'button', 'Logout');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin-login\?reason=required/);
  });

  test('a visitor cannot sign up as an admin once an admin exists', async ({ page }, testInfo) => {
    const email = `${unique(testInfo, 'admin')}@e2e.kiraya.test`;
    await page.goto('/admin-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin registration' })).toBeVisible();
    await field(page, 'Name').fill('Would-be Admin');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('admin-pass-123');
    await field(page, 'Confirm password').fill('admin-pass-123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Admin sign-up is closed. Ask an existing admin to create your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-register$/);

    // And the refused account cannot log in.
    await page.goto('/admin-login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('admin-pass-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe('guarded screens', () => {
  test('a logged-out buyer is sent to /login and then back to the page they wanted', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?reason=required&next=%2Fdashboard');
    await expect(page.getByText('Please log in to continue.')).toBeVisible();

    await page.goto('/edit-profile');
    await expect(page).toHaveURL(/\/login\?reason=required&next=%2Fedit-profile$/);
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await submitBuyerLogin(page, DEMO.buyer);
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(field(page, 'Email')).toHaveValue(DEMO.buyer.email);
  });

  test('a logged-out owner is sent to /owner-login and then back to My Products', async ({ page }) => {
    await page.goto('/my-products');
    await expect(page).toHaveURL('/owner-login?reason=required&next=%2Fmy-products');
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await submitOwnerLogin(page, DEMO.owner);
    await expect(page).toHaveURL(/\/my-products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  });

  test('a logged-out admin is sent to /admin-login and then back to the section they wanted', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL('/admin-login?reason=required&next=%2Fadmin-dashboard');
    await expect(page.getByText('Please log in to continue.')).toBeVisible();

    await page.goto('/admin/approve-requests');
    await expect(page).toHaveURL(/\/admin-login\?reason=required&next=%2Fadmin%2Fapprove-requests$/);
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await field(page, 'Email').fill(DEMO.admin.email);
    await field(page, 'Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/approve-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Pending Approval Requests/ })).toBeVisible();
  });
});
