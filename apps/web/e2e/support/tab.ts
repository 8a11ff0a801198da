import type { Page } from '@playwright/test';

/**
 * Tells the app its tab was hidden or shown again, as the browser does when the user switches tabs
 * (the event bubbles to the window). A hidden tab's balance chip stops polling the API.
 */
export async function setTabVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}
