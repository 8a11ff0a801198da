import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectNoBlockingViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })), label).toEqual([]);
}

/** The axe check, then full-page screenshots at a phone's and a laptop's width (`<dir>/<name>-<width>.png`) for a person to look at. */
export async function expectAccessibleAndCapture(page: Page, dir: string, name: string): Promise<void> {
  await expectNoBlockingViolations(page, name);
  // From the top: scrolled, a sticky header is drawn over the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}
