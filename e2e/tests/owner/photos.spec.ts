import { DEMO, field, freshOwner, picture, randomWord } from '../support/accounts';
import { apiLogin } from '../support/orders';
import { expect, type Locator, type Page, test } from '../support/test';

/** The contract's texts (PHOTO_MSG), spelled out so a changed text fails here. */
const COVER = 'Cover';

/** The server-made key of a picture URL (`/uploads/products/<uuid>-card.webp?…` → the uuid). */
const keyOf = (src: string | null) => /products\/([0-9a-f-]{36})-(?:card|full)\.webp/.exec(src ?? '')?.[1] ?? `no key in ${src}`;

async function keys(images: Locator): Promise<string[]> {
  return (await images.evaluateAll((els) => els.map((e) => e.getAttribute('src')))).map(keyOf);
}

/** A left swipe (next photo) across `target` with the pointer. */
async function swipeLeft(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
  await page.mouse.up();
}

test('an owner lists a rent-and-sale item with three photos, reorders them, and the approved page shows a swipeable, zoomable gallery', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Voltas window AC ${randomWord(8)}`;

  // Upload: for sale at ₹16,000 and for rent at ₹1,100 a month, with three photos.
  await freshOwner(page, testInfo);
  await page.goto('/upload-product');
  await field(page, 'Title').fill(title);
  await field(page, 'Locality').selectOption({ label: 'Aliganj' });
  await field(page, 'Location (optional)').fill('Sector H, near the park');
  await field(page, 'Description').fill(`${title}: 1.5 ton, serviced this April, with its stand.`);
  await field(page, 'Category').selectOption({ label: 'Appliance' });
  await page.getByRole('radio', { name: 'Used', exact: true }).check();
  // The offer: both, for sale at ₹16,000 and for rent at ₹1,100 a month.
  await page.getByRole('radio', { name: 'Both', exact: true }).check();
  await field(page, 'Sale price (₹)').fill('16000');
  await field(page, 'Monthly rent (₹)').fill('1100');
  const photos = field(page, 'Photos');
  await photos.setInputFiles([await picture('jpeg'), await picture('png'), await picture('jpeg')]);
  await expect(page.getByTestId('photo-count')).toContainText('3 of 8');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.first()).toContainText(COVER);
  await expect(tiles.nth(1)).not.toContainText(COVER);
  // Reordering in the picker keeps focus on the moved photo's button.
  await page.getByRole('button', { name: 'Move photo 2 (photo.png) later' }).click();
  await expect(page.getByRole('button', { name: 'Move photo 3 (photo.png) later' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move photo 3 (photo.png) earlier' })).toBeFocused();
  await page.getByRole('button', { name: 'Upload Product' }).click();
  await expect(page).toHaveURL(/\/my-products$/);

  // My Products: the Photos dialog shows the three, cover first; move the last to the front.
  const row = page.locator('[data-testid^="product-row-"]').filter({ hasText: title });
  await expect(row).toContainText('Pending');
  const id = Number((await row.getAttribute('data-testid'))?.replace('product-row-', ''));
  await row.getByRole('button', { name: `Photos of ${title} (3)` }).click();
  const dialog = page.getByRole('dialog', { name: `Photos of ${title}` });
  await expect(dialog).toBeVisible();
  const dialogImages = dialog.getByTestId('photo-tile').locator('img');
  await expect(dialogImages).toHaveCount(3);
  const before = await keys(dialogImages);
  await dialog.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect(dialog.getByText('Order saved.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(dialog.getByText('Order saved. The first photo is now the cover.')).toBeVisible();
  const order = [before[2], before[0], before[1]] as string[];
  await expect.poll(() => keys(dialogImages)).toEqual(order);
  await expect(dialog.getByTestId('photo-tile').first()).toContainText(COVER);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The row's picture is the new cover.
  await expect.poll(async () => keyOf(await row.locator('img').first().getAttribute('src'))).toBe(order[0]);

  // The admin approves it.
  const admin = await apiLogin(request, 'admin', DEMO.admin);
  const approved = await request.put(`/api/admin/requests/product-${id}/approve`, { headers: admin.headers });
  expect(approved.status(), await approved.text()).toBe(200);

  // The product page (anyone's view) shows the gallery: cover first, buttons, arrow keys, thumbnails, swipe, then full-screen zoom.
  const visitor = page;
  await visitor.goto(`/product/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const gallery = visitor.getByRole('region', { name: `Photos of ${title}` });
  const main = gallery.getByRole('button', { name: /full screen$/ });
  const counter = gallery.getByText(/^Photo \d \/ 3$/);
  await expect(counter).toHaveText('Photo 1 / 3');
  await expect.poll(async () => keyOf(await main.locator('img').getAttribute('src'))).toBe(order[0]);
  await expect(gallery.getByRole('button', { name: /^Show photo \d of 3$/ })).toHaveCount(3);

  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText('Photo 2 / 3');
  await expect.poll(async () => keyOf(await main.locator('img').getAttribute('src'))).toBe(order[1]);
  await visitor.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Photo 3 / 3');
  await visitor.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('Photo 2 / 3');
  await gallery.getByRole('button', { name: 'Show photo 1 of 3' }).click();
  await expect(counter).toHaveText('Photo 1 / 3');
  await expect(gallery.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-current', 'true');
  await swipeLeft(visitor, main);
  await expect(counter).toHaveText('Photo 2 / 3');
  // A swipe is not a click: no zoom opened.
  await expect(visitor.getByRole('dialog')).toHaveCount(0);

  // Zoom: opens full size, toggles, Escape closes and gives focus back.
  await main.focus();
  await visitor.keyboard.press('Enter');
  const zoom = visitor.getByRole('dialog', { name: new RegExp(title) });
  await expect(zoom).toBeVisible();
  const full = zoom.locator('img');
  await expect.poll(async () => (await full.getAttribute('src')) ?? '').toMatch(/-full\.webp$/);
  expect(keyOf(await full.getAttribute('src'))).toBe(order[1]);
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const zoomIn = zoom.getByRole('button', { name: 'Zoom in' });
  const fitted = (await full.boundingBox())?.width ?? 0;
  await zoomIn.click();
  const zoomOut = zoom.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await full.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.5);
  await zoomOut.click();
  await expect(zoom.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'false');
  await visitor.keyboard.press('ArrowRight');
  await expect(zoom).toContainText('3 / 3');
  await visitor.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(counter).toHaveText('Photo 3 / 3');
  await expect(main).toBeFocused();
});
