import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectNoBlockingViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })), label).toEqual([]);
}
