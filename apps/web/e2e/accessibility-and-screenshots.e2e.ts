import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { becomeBothRoles, signUpArtist } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';

// Full-page screenshots for a person to look at; the assertions are the axe checks.
const shotsDir = '/tmp/web-shots-2';
const viewportWidths = [375, 1280] as const;

async function checkAndCapture(page: Page, name: string, width: number): Promise<void> {
  await expectNoBlockingViolations(page, `${name} at ${width} px`);
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
}

test.beforeAll(() => {
  mkdirSync(shotsDir, { recursive: true });
});

for (const width of viewportWidths) {
  test(`public pages have no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAndCapture(page, 'landing', width);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'VibeMatch Blog' })).toBeVisible();
    await checkAndCapture(page, 'blog-list', width);

    await page.goto('/blog/how-to-pitch-playlist-curators');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAndCapture(page, 'blog-article', width);
  });

  test(`the dashboard has no serious or critical axe violations at ${width} px, in both modes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpArtist(page, 'Dana', `a11y-${width}`);
    await becomeBothRoles(page, 'Dana');

    await expect(page.getByText('Ready to get your music heard?')).toBeVisible();
    await checkAndCapture(page, 'dashboard-artist', width);

    await page.getByRole('group', { name: 'Active role' }).getByRole('button', { name: 'Curator' }).click();
    await expect(page.getByText('Ready to discover amazing music?')).toBeVisible();
    await checkAndCapture(page, 'dashboard-curator', width);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkAndCapture(page, 'dashboard-account-menu', width);
  });
}
