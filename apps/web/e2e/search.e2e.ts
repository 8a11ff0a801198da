import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { signUpArtist, signUpCuratorThroughApi } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';
import { createPlaylist, tagIdsByName } from './support/catalog';

// Spec 2.9. Playlists and curators are set up through the API; what is searched is the UI.
const shotsDir = '/tmp/web-shots-search';
const runTag = Date.now().toString(36);
const playlistName = `Velvet Thunderstorm Sessions ${runTag}`;
const closedName = `Velvet Thunderstorm Archive ${runTag}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  mkdirSync(shotsDir, { recursive: true });
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Vera Storm ${runTag}`, 'search-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  await createPlaylist(curator, { name: playlistName, followerCount: 1247, acceptingSubmissions: true, tagIds });
  await createPlaylist(curator, { name: closedName, platform: 'other', playlistUrl: 'https://example.com/archive', followerCount: 30, acceptingSubmissions: false, tagIds });
  await curator.dispose();
});

/** Types a misspelt name and expects the open and the closed playlist, the closed one marked. */
async function findPlaylistsByMisspeltName(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('velvet thundrstorm');
  await page.getByRole('tab', { name: /^Playlists/ }).click();
  await expect(page).toHaveURL(/tab=playlists/);
  const results = page.getByRole('list', { name: 'Playlists found' });
  const open = results.getByRole('article').filter({ hasText: playlistName });
  await expect(open).toBeVisible();
  await expect(open.getByText('1,247 followers')).toBeVisible();
  await expect(open.getByRole('list', { name: `Tags of ${playlistName}` })).toContainText('Rock');
  await expect(open.getByText('Closed', { exact: true })).toHaveCount(0);
  await expect(results.getByRole('article').filter({ hasText: closedName }).getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Playlists \(\d+\)$/ })).toBeVisible();
}

test('a visitor searches in the public frame, finds a playlist by a misspelt name and can join', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByText('Search for Artists')).toBeVisible();
  await page.getByRole('tab', { name: 'Curators' }).click();
  await expect(page.getByText('Search for Curators')).toBeVisible();

  await findPlaylistsByMisspeltName(page);
  await page.getByRole('tab', { name: /^Curators/ }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(`vera storm ${runTag}`);
  await expect(page.getByRole('link', { name: `Vera Storm ${runTag}` })).toHaveAttribute('href', /^\/curator\/[0-9a-f-]{36}$/);

  // Join Platform asks the server, which sends the visitor on to the sign-in page.
  await page.getByRole('link', { name: 'Join Platform' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in artist finds the playlist by a misspelt name too, and a shared link keeps query, tags and tab', async ({ page }) => {
  await signUpArtist(page, 'Sol', 'search-artist');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByText('Search for Artists')).toBeVisible();
  await findPlaylistsByMisspeltName(page);

  const [rock] = await tagIdsByName(page.request, ['Rock']);
  await page.goto(`/search?tab=playlists&tags=${rock}`);
  await expect(page.getByRole('tab', { name: /^Playlists/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Selected tags' })).toContainText('Rock');
  await expect(page.getByRole('list', { name: 'Playlists found' }).getByRole('heading', { name: playlistName })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Search for Playlists')).toBeVisible();
  await expect(page).not.toHaveURL(/tags=/);
});

test('a search that finds nothing says so on each tab', async ({ page }) => {
  await page.goto('/search?q=zzqxj-nothing-here');
  await expect(page.getByText('No Artists Found')).toBeVisible();
  await page.getByRole('tab', { name: /^Curators/ }).click();
  await expect(page.getByText('No Curators Found')).toBeVisible();
  await page.getByRole('tab', { name: /^Playlists/ }).click();
  await expect(page.getByText('No Playlists Found')).toBeVisible();
});

for (const width of [375, 1280] as const) {
  test(`the search page has no serious or critical axe violations at ${width} px, signed out and in`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/search?q=${encodeURIComponent('velvet thunderstorm')}&tab=playlists`);
    await expect(page.getByRole('list', { name: 'Playlists found' }).getByRole('heading', { name: playlistName })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('group', { name: 'Filter by tags' })).toBeVisible();
    await expectNoBlockingViolations(page, `search, signed out, at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/search-signed-out-${width}.png`, fullPage: true });

    await signUpArtist(page, 'Axe', `search-a11y-${width}`);
    await page.goto(`/search?q=${encodeURIComponent('vera storm')}&tab=curators`);
    await expect(page.getByRole('link', { name: `Vera Storm ${runTag}` })).toBeVisible();
    await expectNoBlockingViolations(page, `search, signed in, at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/search-signed-in-${width}.png`, fullPage: true });
  });
}
