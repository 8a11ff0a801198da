import type { Locator, Page } from '@playwright/test';

/** The one toast on screen (Radix renders each as a list item with a swipe direction). */
export function toast(page: Page): Locator {
  return page.locator('li[data-swipe-direction]');
}
