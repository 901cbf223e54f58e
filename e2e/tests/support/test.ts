import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Visitor pages arrive rendered by the server and come alive once the browser has hydrated them; a click before that
 * is a click on plain HTML (a link still works, a button does nothing yet, and text typed into a box is lost when the
 * app takes the box over). So a test's `page.goto` and `page.reload` return once the app has taken the page over
 * (`<html data-ready>`, set by the root layout), as a person would wait for a page to finish loading: on the `page`
 * fixture, and on every page of a context a test opens itself (a second person in the same test), unless that
 * context runs no JavaScript.
 */
async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

function readyAfterNavigation(page: Page): Page {
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
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(readyAfterNavigation(page));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => readyAfterNavigation(await newPage());
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
