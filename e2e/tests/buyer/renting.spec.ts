import { field, loginBuyer, newAccount, randomWord } from '../support/accounts';
import { fillDeliveryContact } from '../support/delivery';
import { apiBuyer } from '../support/orders';
import { apiOwnersApprovedProduct } from '../support/rentals';
import { expect, test } from '../support/test';

// Issue 11: the tenure, deposit and price are on the item page before anything goes into the cart, and a flat is a
// flat: a move-in date and no quantity.

test.describe('renting', () => {
  test('a buyer rents a fridge for 6 months with the tenure discount and deposit, from the item page to the order', async ({
    page,
    request,
  }, testInfo) => {
    // A whole journey: upload, approval, item page, cart, checkout.
    test.slow();
    const title = `Samsung 253 L fridge ${randomWord(8)}`;
    const { productId: id } = await apiOwnersApprovedProduct(
      request,
      testInfo,
      { title, price: 900, type: 'rent' },
      { offer: 'rent', rent_monthly: '900', deposit: '2000', min_tenure_months: '3', tenure_discounts: '6:5,12:10' },
    );
    const buyer = newAccount(testInfo, 'buyer');
    await apiBuyer(request, buyer);
    await loginBuyer(page, buyer);

    await page.goto(`/product/${id}`);
    const tenure = page.getByLabel('Tenure');
    await expect(tenure).toHaveValue('3');
    await expect(page.getByText('Minimum 3 months')).toBeVisible();
    await tenure.selectOption('6');
    const quote = page.getByRole('region', { name: 'Rent this item' });
    await expect(quote.getByText('₹855/month (5% off ₹900)')).toBeVisible();
    await expect(quote.getByText('₹5,130')).toBeVisible();
    await expect(quote.getByText('₹2,000')).toBeVisible();
    await expect(quote.getByText('₹2,855')).toBeVisible();

    await page.getByRole('button', { name: 'Rent Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: title });
    await expect(line).toContainText('Rent · 6 months · ₹2,000 deposit');
    await expect(line).toContainText('₹855/month (5% off ₹900)');
    await expect(line.getByTestId('line-total')).toHaveText('₹5,130');
    await expect(page.getByTestId('cart-due-now')).toHaveText('₹2,855');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await field(page, 'Address').fill('14 Vikas Nagar, near Kapoorthala');
    await field(page, 'PIN code').fill('226022');
    await fillDeliveryContact(page, { slots: 1 });
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await expect(page.getByTestId('due-now')).toHaveText('₹2,855');
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: /^Place order/ }).click();
    const order = await (await placed).json();
    expect(order).toMatchObject({ total: 7130, due_now: 2855, deposit: 2000 });
    expect(order.cart_items[0]).toMatchObject({ months: 6, price: 855, discount_percent: 5, deposit: 2000 });
  });

  test('a flat goes into the cart with a move-in date and no quantity, and promises move-in terms, not delivery', async ({
    page,
    request,
  }, testInfo) => {
    const title = `2 BHK flat in Aliganj ${randomWord(8)}`;
    const { productId: id } = await apiOwnersApprovedProduct(
      request,
      testInfo,
      { title, price: 16500, type: 'rent', category: 'property' },
      {
        offer: 'rent',
        rent_monthly: '16500',
        deposit: '33000',
        min_tenure_months: '11',
        notice_days: '30',
        includes: 'Water and parking',
      },
    );
    await page.goto(`/product/${id}`);
    await expect(page.getByLabel('Move-in date')).toBeVisible();
    const terms = page.getByRole('list', { name: 'Move-in terms' });
    await expect(terms).toContainText('₹33,000 refundable deposit');
    await expect(terms).toContainText('30-day notice period');
    await expect(terms).toContainText('Includes: Water and parking');
    await expect(page.getByText('Free delivery')).toHaveCount(0);
    await expect(page.getByText('10-day return')).toHaveCount(0);

    await page.getByRole('button', { name: 'Rent Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: title });
    await expect(line.getByLabel(`Move-in date of ${title}`)).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: /Quantity/ })).toHaveCount(0);
    await expect(line).toContainText('Rent · 11 months');
  });
});
