import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Visitor pages arrive rendered by the server and come alive once the browser has hydrated them; a click before that
 * is a click on plain HTML (a link still works, a button does nothing yet). So a test's `page.goto` and
 * `page.reload` return once the app has taken the page over (`<html data-ready>`, set by the root layout), as a
 * person would wait for a page to finish loading.
 */
async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
