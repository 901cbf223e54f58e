import { expect, test } from '../support/test';

/**
 * Pictures come in three sizes (480, 800 and 1,200 px wide) through srcset, so each screen loads the one its box needs:
 * a cheap 720p phone's one-column card (~330 CSS px at 2×) gets the 800 px file, not the 1,200 px one that weighs about
 * twice as much, and a desktop's four-column card the 480 px one.
 */
const screens = [
  { name: 'a 720p phone', viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, expected: 'medium' },
  { name: 'a desktop', viewport: { width: 1366, height: 800 }, deviceScaleFactor: 1, isMobile: false, expected: 'card' },
] as const;
/** The contract's IMAGE_VARIANTS, as the files are. */
const SIZES = { card: { width: 480, height: 360 }, medium: { width: 800, height: 600 } };

for (const screen of screens) {
  test(`${screen.name} loads the ${screen.expected} picture for a catalogue card`, async ({ browser }) => {
    const { name: _, expected, ...device } = screen;
    const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/category/property');
    const picture = page.getByRole('main').locator('img[srcset]').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toMatch(new RegExp(`-${expected}\\.webp$`));
    // The file is the size its name says: the medium one is made on the server from the full one.
    // (A srcset picture's naturalWidth is divided by its density, so the file is measured on its own.)
    const size = await picture.evaluate(async (img: HTMLImageElement) => {
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      return { width: file.naturalWidth, height: file.naturalHeight };
    });
    expect(size).toEqual(SIZES[expected]);
    await context.close();
  });
}
