import type { Page } from '@playwright/test';
import { expectAccessibleAndCapture, expectNoBlockingViolations } from './support/axe';
import { becomeBothRoles, signUpArtist, signUpCurator } from './support/accounts';
import { expect, test } from './support/fixtures';

function statLabels(page: Page) {
  return page.getByRole('main').locator('dt');
}

function statCounts(page: Page) {
  return page.getByRole('main').locator('dd');
}

function activeNavTab(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
}

test('an artist sees Songs and Submissions, and only the My Songs tab with its empty state', async ({ page }) => {
  await signUpArtist(page, 'Ari', 'dashboard-artist');

  await expect(statLabels(page)).toHaveText(['Songs', 'Submissions']);
  await expect(statCounts(page)).toHaveText(['0', '0']);
  await expect(page.getByRole('tab')).toHaveText(['My Songs']);
  await expect(page.getByRole('tab', { name: 'My Songs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your songs will appear here')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Matching Playlists' })).toHaveAttribute('href', '/search?tab=playlists');
  await expect(page.getByRole('button', { name: 'Add Song' })).toBeEnabled();
});

test('a curator sees Playlists and Submissions, and the playlists tab with its empty state', async ({ page }) => {
  await signUpCurator(page, 'Cora', 'dashboard-curator');

  await expect(statLabels(page)).toHaveText(['Playlists', 'Submissions']);
  await expect(statCounts(page)).toHaveText(['0', '0']);
  await expect(page.getByRole('tab')).toHaveText(['My Songs', 'My Playlists']);
  await expect(page.getByRole('tab', { name: 'My Playlists' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No playlists yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attract Quality Submissions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Artists' })).toHaveAttribute('href', '/search');
  await expect(page.getByRole('button', { name: 'Create Playlist' })).toBeEnabled();

  await test.step('a curator does not get the curator upgrade in settings', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Become a Curator' })).toHaveCount(0);
  });
});

test('each dashboard tab names its panel, and the arrow keys move between them', async ({ page }) => {
  await signUpCurator(page, 'Tabi', 'dashboard-tab-panels');

  // A panel is named by its tab (aria-labelledby) only when the two ids tie them together.
  await expect(page.getByRole('tabpanel', { name: 'My Playlists' })).toContainText('No playlists yet');
  await page.getByRole('tab', { name: 'My Playlists' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'My Songs' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'My Songs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'My Songs' })).toContainText('Your songs will appear here');
});

test('a curator-only user gets no Add Song tile on My Songs, since only artists add songs', async ({ page }) => {
  await signUpCurator(page, 'Cyd', 'dashboard-curator-songs');

  await page.getByRole('tab', { name: 'My Songs' }).click();
  await expect(page.getByText('Your songs will appear here')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Song' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel')).not.toContainText('Add a song');
  await expectAccessibleAndCapture(page, '/tmp/issue21-shots', 'dashboard-curator-songs');
});

test('for a user with role both, the dashboard tabs switch the active role', async ({ page }) => {
  await signUpArtist(page, 'Bea', 'dashboard-both');
  await becomeBothRoles(page, 'Bea');
  const roleSwitch = page.getByRole('group', { name: 'Active role' });

  await expect(page.getByRole('tab')).toHaveText(['My Songs', 'My Playlists']);
  await expect(page.getByRole('tab', { name: 'My Songs' })).toHaveAttribute('aria-selected', 'true');
  await expect(activeNavTab(page)).toHaveAttribute('data-accent', 'artist');

  await test.step('My Playlists makes the curator role active', async () => {
    await page.getByRole('tab', { name: 'My Playlists' }).click();
    await expect(roleSwitch.getByRole('button', { name: 'Curator' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activeNavTab(page)).toHaveAttribute('data-accent', 'curator');
    await expect(statLabels(page)).toHaveText(['Playlists', 'Submissions']);
    await expect(page.getByText('No playlists yet')).toBeVisible();
  });

  await test.step('My Songs makes the artist role active again', async () => {
    await page.getByRole('tab', { name: 'My Songs' }).click();
    await expect(roleSwitch.getByRole('button', { name: 'Artist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(activeNavTab(page)).toHaveAttribute('data-accent', 'artist');
    await expect(statLabels(page)).toHaveText(['Songs', 'Submissions']);
  });

  await test.step('the role switch in the frame moves the tab', async () => {
    await roleSwitch.getByRole('button', { name: 'Curator' }).click();
    await expect(page.getByRole('tab', { name: 'My Playlists' })).toHaveAttribute('aria-selected', 'true');
  });
});

for (const width of [375, 1280]) {
  test(`the artist and curator dashboards have no serious accessibility violations at ${width} px`, async ({ page, newPage }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpArtist(page, 'Axa', `dashboard-axe-artist-${width}`);
    await expect(page.getByText('Your songs will appear here')).toBeVisible();
    await expectNoBlockingViolations(page, `artist dashboard at ${width} px`);
    await page.screenshot({ path: `/tmp/web-shots-4/dashboard-artist-${width}.png`, fullPage: true });

    const curatorPage = await newPage({ viewport: { width, height: 900 } });
    await signUpCurator(curatorPage, 'Axo', `dashboard-axe-curator-${width}`);
    await expect(curatorPage.getByText('No playlists yet')).toBeVisible();
    await expectNoBlockingViolations(curatorPage, `curator dashboard at ${width} px`);
    await curatorPage.screenshot({ path: `/tmp/web-shots-4/dashboard-curator-${width}.png`, fullPage: true });
  });
}
