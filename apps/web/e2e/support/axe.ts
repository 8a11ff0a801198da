import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * axe's rules that fail a page besides the serious and critical ones: a skipped heading level
 * (moderate to axe) breaks a screen reader's outline of the page, and Lighthouse counts it.
 */
const ALSO_BLOCKING = new Set(['heading-order']);

/**
 * Waits until the page's finite animations and transitions have ended: axe reads colours as they
 * are drawn, and a colour halfway through a transition (a role button turning green) fails its
 * contrast check although neither end does. Endless ones (a spinner) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with the list of serious or critical axe violations (and {@link ALSO_BLOCKING}) on the page once its transitions have ended. */
export async function expectNoBlockingViolations(page: Page, label: string): Promise<void> {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALSO_BLOCKING.has(violation.id));
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
