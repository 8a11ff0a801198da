import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { openAccountMenu, password, signUpArtist, uniqueEmail } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';
import { createPlaylist, tagIdsByName } from './support/catalog';
import { toast } from './support/toast';

const shotsDir = '/tmp/web-shots-3';
const spotifyWarning = 'Please use your Spotify artist profile URL (not user profile) for track discovery';

async function currentUserId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  const user = (await response.json()) as { id: string };
  return user.id;
}

async function openOwnProfile(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/artist\/[0-9a-f-]+$/);
}

/** Signs up an artist through the API, on the given request context's own cookies. */
async function registerArtist(request: APIRequestContext, firstName: string, lastName: string): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { email: uniqueEmail(`profile-${firstName.toLowerCase()}`), password, firstName, lastName, role: 'artist' },
  });
  expect(registered.ok()).toBe(true);
  return currentUserId(request);
}

/** Signs up a curator with a complete curator profile through the API, on the given request context's own cookies. */
async function createCurator(request: APIRequestContext, firstName: string): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: { email: uniqueEmail(`profile-${firstName.toLowerCase()}`), password, firstName, lastName: 'Curator', role: 'curator' },
  });
  expect(registered.ok()).toBe(true);
  const profile = await request.patch('/api/curator/profile', { data: { displayName: `${firstName} Curates`, bio: 'Dream pop and indie playlists, updated weekly.' } });
  expect(profile.ok()).toBe(true);
  return currentUserId(request);
}

test.beforeAll(() => {
  mkdirSync(shotsDir, { recursive: true });
});

test('an artist edits, exports and asks to verify their own profile', async ({ page }) => {
  await signUpArtist(page, 'Pia', 'profile-owner');
  const userId = await currentUserId(page.request);
  await openOwnProfile(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Tester' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Songs' })).toBeVisible();
  await expect(page.getByText('No songs yet')).toBeVisible();

  await test.step('a Spotify user URL is refused while typing and on save', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Display name').fill('Pia Sounds');
    await dialog.getByLabel('Spotify').fill('https://open.spotify.com/user/pia123');
    await expect(dialog.getByText(spotifyWarning)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText(spotifyWarning)).toBeVisible();
    const stored = (await (await page.request.get(`/api/users/${userId}`)).json()) as { displayName: string | null };
    expect(stored.displayName).toBeNull();
  });

  await test.step('an artist URL saves, and the page shows the new name and the Spotify link', async () => {
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Spotify').fill('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb');
    await expect(dialog.getByText(spotifyWarning)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Profile updated');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Pia Sounds' })).toBeVisible();
    const spotifyLink = page.getByRole('list', { name: 'Links' }).first().getByRole('link', { name: /Spotify/ });
    await expect(spotifyLink).toHaveAttribute('href', 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb');
    await expect(spotifyLink).toHaveAttribute('target', '_blank');
    await expect(spotifyLink).toHaveAttribute('rel', 'noopener noreferrer');
    // The account menu reads the refreshed current user.
    await openAccountMenu(page);
    await expect(page.getByRole('menu')).toContainText('Pia Sounds');
    await page.keyboard.press('Escape');
  });

  await test.step('Export Profile downloads a CSV of the profile', async () => {
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Profile' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('vibematch-profile-Pia-Sounds.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('"Display Name","Pia Sounds"');
    expect(csv).toContain('"Spotify","https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb"');
    await expect(toast(page)).toContainText('Profile Exported');
  });

  await test.step('a verification request needs a reason, then waits for review', async () => {
    await page.getByRole('button', { name: 'Request Verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Verification' });
    await expect(dialog).toContainText('10,000+ Spotify followers');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page)).toContainText('Reason Required');
    await expect(toast(page)).toContainText('Please provide a reason for your verification request');
    await dialog.getByLabel('Why should you be verified?').fill('I release a new single every month and tour regionally.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page)).toContainText('Verification Request Submitted');
    await expect(page.getByText('Verification pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Verification' })).toHaveCount(0);
  });
});

test('a visitor sees Share Profile and no owner actions', async ({ page, request, playwright, baseURL, context }) => {
  const curatorId = await createCurator(request, 'Vera');
  const visitedArtist = await playwright.request.newContext({ baseURL });
  const visitedId = await registerArtist(visitedArtist, 'Vi', 'Sited');
  await visitedArtist.dispose();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpArtist(page, 'Otto', 'profile-visitor');

  await page.goto(`/artist/${visitedId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vi Sited' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Profile' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Share Profile' }).click();
  await expect(toast(page)).toContainText('Profile link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.goto(`/curator/${curatorId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vera Curates' })).toBeVisible();
  await expect(page.getByText('Curator', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Playlists (0)' })).toBeVisible();
  await expect(page.getByText('No playlists yet')).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Curator Info' })).toBeVisible();
});

test('an unknown id, or a user in the other role, shows the not-found message of each profile', async ({ page, request }) => {
  await signUpArtist(page, 'Nia', 'profile-unknown');
  await page.goto(`/artist/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await page.goto(`/curator/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Curator Not Found' })).toBeVisible();
  // An artist has no curator page, and a curator no artist page.
  await page.goto(`/curator/${await currentUserId(page.request)}`);
  await expect(page.getByRole('heading', { name: 'Curator Not Found' })).toBeVisible();
  await page.goto(`/artist/${await createCurator(request, 'Nola')}`);
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favorite Artist' })).toHaveCount(0);
});

for (const width of [375, 1280] as const) {
  test(`profile pages and the edit dialog have no serious axe violations at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const curatorId = await createCurator(request, `Cora${width}`);
    // With a playlist: its card's h3 title sits under the list's h2, which axe's heading-order checks.
    const tagIds = await tagIdsByName(request, ['Rock', 'Chill']);
    await createPlaylist(request, { name: `Cora's Picks ${width}`, followerCount: 1200, acceptingSubmissions: true, tagIds });
    await signUpArtist(page, 'Ada', `profile-axe-${width}`);
    const saved = await page.request.patch('/api/users/profile', {
      data: {
        displayName: 'Ada Lovelace Sound',
        bio: 'Synth-pop from Lisbon. New single every month.',
        location: 'Lisbon, Portugal',
        website: 'https://ada.example.test',
        spotifyUrl: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
        instagramUrl: 'https://instagram.com/ada',
        blueskyUrl: 'https://bsky.app/profile/ada.example.test',
      },
    });
    expect(saved.ok()).toBe(true);

    await openOwnProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace Sound' })).toBeVisible();
    await expectNoBlockingViolations(page, `artist profile at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/artist-profile-owner-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Spotify').fill('https://open.spotify.com/user/ada');
    await expect(dialog.getByText(spotifyWarning)).toBeVisible();
    await dialog.getByLabel('Spotify').scrollIntoViewIfNeeded();
    await expectNoBlockingViolations(page, `edit dialog at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/edit-profile-spotify-warning-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/curator/${curatorId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Cora${width} Curates` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `Cora's Picks ${width}` })).toBeVisible();
    await expectNoBlockingViolations(page, `curator profile at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/curator-profile-${width}.png`, fullPage: true });
  });
}

test("an artist's own profile does not move once shown: the Request Verification button's place is kept while it loads", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await registerArtist(page.request, 'Steady', 'Layout');
  const id = await currentUserId(page.request);
  // Every layout shift the page records, whatever moved.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/artist/${id}`);
  await expect(page.getByRole('button', { name: 'Request Verification' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Songs/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});
