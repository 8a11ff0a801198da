import { type BrowserContext, type BrowserContextOptions, type Page, test as base } from '@playwright/test';

/** Opens a page in a browser context of its own (the project's options, then these): each user of a test keeps their own session. */
export type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Playwright's `test` with `newPage`, whose contexts are closed when the test ends, failed or not.
 * Left open, each kept a signed-in app running (and polling) in the background of every later test
 * of the worker: 26 of them by the time the journeys ran.
 */
export const test = base.extend<{ newPage: NewPage }>({
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
