import { type BrowserContext, type Page, test as base } from '@playwright/test';

/** Opens a page in a browser context of its own: each user of a test keeps their own session. */
export type NewPage = () => Promise<Page>;

/**
 * Playwright's `test` with `newPage`, whose contexts are closed when the test ends. Left open, each
 * kept a signed-in app running (and polling) in the background of every later test of the worker:
 * 26 of them by the time the journeys ran.
 */
export const test = base.extend<{ newPage: NewPage }>({
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
