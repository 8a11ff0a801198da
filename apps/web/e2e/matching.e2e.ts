import { mkdirSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { signUpArtist, signUpCuratorThroughApi } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';
import { createPlaylist, createSong, firstOfCategory, pickTags, tagIdsByName, taxonomy } from './support/catalog';
import { watchViolations } from './support/csp';

// Spec 2.6, MatchMe: a curator's playlists (set up through the API) matched to an artist's song.
const shotsDir = '/tmp/web-shots-matching';
const runTag = Date.now().toString(36);
const names = {
  spotify: `Midnight Rock Radio ${runTag}`,
  youtube: `Garage Chill Tapes ${runTag}`,
  soundcloud: `Basement Rock Demos ${runTag}`,
  appleMusic: `Orchard Chill ${runTag}`,
};
const songTitle = `Thunder Road Lullaby ${runTag}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  mkdirSync(shotsDir, { recursive: true });
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Mona Match ${runTag}`, 'match-curator');
  const [rock, chill, guitar, pop] = await tagIdsByName(curator, ['Rock', 'Chill', 'Guitar', 'Pop']);
  const playlists = [
    { name: names.spotify, platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0', tagIds: [rock, chill] },
    { name: names.youtube, platform: 'youtube', playlistUrl: 'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', tagIds: [rock, guitar] },
    { name: names.soundcloud, platform: 'soundcloud', playlistUrl: 'https://soundcloud.com/vibematch/sets/basement-rock', tagIds: [rock, guitar, pop] },
    { name: names.appleMusic, platform: 'apple_music', playlistUrl: 'https://music.apple.com/us/playlist/orchard-chill/pl.u-abc123', tagIds: [chill, pop] },
  ] as const;
  for (const playlist of playlists) await createPlaylist(curator, { ...playlist, tagIds: [...playlist.tagIds], followerCount: 1247, trackCount: 48, acceptingSubmissions: true });
  await curator.dispose();
});

/** Opens the MatchMe dialog of the song's card on the dashboard. */
async function openMatchMe(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `MatchMe for ${songTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Matching Playlists' });
  await expect(dialog.getByRole('list', { name: 'Matching playlists' })).toBeVisible();
  return dialog;
}

/** Signs up an artist with the song (tagged Rock and Chill) added through the API, and opens its MatchMe. */
async function openMatchMeOfNewArtist(page: Page, label: string): Promise<Locator> {
  await signUpArtist(page, 'Tess', label);
  await createSong(page.request, { title: songTitle, tagIds: await tagIdsByName(page.request, ['Rock', 'Chill']) });
  await page.reload();
  return openMatchMe(page);
}

function rowOf(dialog: Locator, name: string): Locator {
  return dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('heading', { name }) });
}

test('an artist adds a song with tags, opens MatchMe and sees the curator’s playlists best first, with percentages and the shared tags green', async ({ page }) => {
  await signUpArtist(page, 'Tess', 'match-artist');
  await page.getByRole('button', { name: 'Add Song' }).click();
  const addSong = page.getByRole('dialog', { name: 'Add Song' });
  await addSong.getByLabel('Title').fill(songTitle);
  await pickTags(addSong, ['Rock', 'Chill']);
  await addSong.getByRole('button', { name: 'Add Song' }).click();
  await expect(addSong).toHaveCount(0);
  const dialog = await openMatchMe(page);

  // Best first: the badges read in the order of their percentages.
  const badges = await dialog.getByText(/^\d+% (Excellent|Good|Fair|Low)$/).allTextContents();
  const percentages = badges.map((badge) => Number.parseInt(badge, 10));
  expect(percentages).toEqual([...percentages].sort((a, b) => b - a));

  const best = rowOf(dialog, names.spotify);
  await expect(best.getByText('100% Excellent')).toBeVisible();
  const tags = best.getByRole('list', { name: `Tags of ${names.spotify}` }).getByRole('listitem');
  // Genre first, both shared: green, with a spoken "(shared)".
  await expect(tags).toHaveText(['Rock (shared)', 'Chill (shared)']);
  await expect(tags.first()).toHaveClass(/bg-green-100/);

  await best.getByRole('button', { name: names.spotify }).click();
  await expect(best.getByRole('list', { name: `Campaign options of ${names.spotify}` }).getByRole('listitem')).toContainText([/^Review\s*25 VC/, /^Placement\s*150 VC/]);
  await expect(best.locator('iframe')).toHaveAttribute('title', `Spotify player: ${names.spotify}`);

  await best.getByRole('button', { name: 'View details' }).click();
  await expect(dialog.getByRole('heading', { name: names.spotify })).toBeFocused();
  await expect(dialog.getByText('1,247 followers')).toBeVisible();
  await expect(dialog.getByText('48 tracks')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Listen on Spotify/ })).toHaveAttribute('href', 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0');

  // With no coins, the Request Campaign dialog shows the price and cannot send (the marketplace test sends one).
  await dialog.getByRole('button', { name: 'Request Campaign' }).click();
  const request = page.getByRole('dialog', { name: 'Request Campaign' });
  await expect(request.getByRole('group', { name: 'Campaign type' })).toContainText('25 VC');
  await expect(request.getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
  await request.getByRole('button', { name: 'Cancel' }).click();
  await expect(request).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Back to matches' }).click();
  await expect(best.getByRole('button', { name: names.spotify })).toBeFocused();

  // A genre-less overlap is capped below the Fair band, and Apple Music has no player.
  const apple = rowOf(dialog, names.appleMusic);
  await apple.getByRole('button', { name: names.appleMusic }).click();
  await expect(apple.locator('iframe')).toHaveCount(0);
  await expect(apple.getByText(/no player that can be embedded/)).toBeVisible();
});

test('with no match the dialog says so, with a hint to add tags, or to unhide a hidden song', async ({ page }) => {
  await signUpArtist(page, 'Uma', 'match-empty');
  const [fx] = firstOfCategory(await taxonomy(page.request), 'fx');
  const lonely = `Lonely Echo ${runTag}`;
  await createSong(page.request, { title: lonely, tagIds: [fx!.id] });
  const hidden = await createSong(page.request, { title: songTitle, tagIds: await tagIdsByName(page.request, ['Rock', 'Chill']) });
  const hide = await page.request.patch(`/api/songs/${hidden.id}/visibility`, { data: { isActive: false } });
  expect(hide.ok(), await hide.text()).toBe(true);
  await page.reload();

  await page.getByRole('button', { name: `MatchMe for ${lonely}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Matching Playlists' });
  await expect(dialog.getByText('No matching playlists found for this song.')).toBeVisible();
  await expect(dialog.getByText(/Add more tags to it .* it has 1 of the 10 a song can have\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Hidden songs are never matched, though the curator's playlists share its tags.
  await page.getByRole('button', { name: `MatchMe for ${songTitle}` }).click();
  await expect(dialog.getByText('No matching playlists found for this song.')).toBeVisible();
  await expect(dialog.getByText(/The song is hidden/)).toBeVisible();
});

test('the Spotify, YouTube and SoundCloud players embed without a Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));
  const dialog = await openMatchMeOfNewArtist(page, 'match-csp');

  for (const [name, origin] of [
    [names.spotify, 'https://open.spotify.com/embed/'],
    [names.youtube, 'https://www.youtube-nocookie.com/embed/'],
    [names.soundcloud, 'https://w.soundcloud.com/player/'],
  ] as const) {
    const row = rowOf(dialog, name);
    await row.getByRole('button', { name }).click();
    await expect(row.locator('iframe')).toHaveAttribute('src', new RegExp(`^${origin}`));
    // The machine has no internet: the frame's request fails, but it is made, and not blocked.
    await expect.poll(async () => [...requested].some((url) => url.startsWith(origin)) || (await violations()).length > 0).toBe(true);
    expect(await violations(), `CSP violations while the ${name} player embeds`).toEqual([]);
  }
});

for (const width of [375, 1280] as const) {
  test(`the MatchMe dialog has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const dialog = await openMatchMeOfNewArtist(page, `match-a11y-${width}`);
    await expectNoBlockingViolations(page, `matching list at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/matching-list-${width}.png` });

    const row = rowOf(dialog, names.youtube);
    await row.getByRole('button', { name: names.youtube }).click();
    await expect(row.locator('iframe')).toBeVisible();
    await expectNoBlockingViolations(page, `matching row expanded at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/matching-expanded-${width}.png` });

    await row.getByRole('button', { name: 'View details' }).click();
    await expect(dialog.getByRole('button', { name: 'Back to matches' })).toBeVisible();
    await expectNoBlockingViolations(page, `matching detail at ${width} px`);
    await page.screenshot({ path: `${shotsDir}/matching-detail-${width}.png` });
  });
}
