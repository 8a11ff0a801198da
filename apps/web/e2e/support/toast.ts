import { type Locator, type Page, expect } from '@playwright/test';

/** The one toast on screen (Radix renders each as a list item with a swipe direction). */
export function toast(page: Page): Locator {
  return page.locator('li[data-swipe-direction]');
}

/** Waits for the toast with this title and checks its description, when given. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const shown = toast(page).filter({ hasText: title });
  await (description === undefined ? expect(shown).toBeVisible() : expect(shown).toContainText(description));
}
