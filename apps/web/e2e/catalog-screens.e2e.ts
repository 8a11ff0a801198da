import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { signUpArtist, signUpCurator } from './support/accounts';
import { expectNoBlockingViolations } from './support/axe';
import { createPlaylist, createSong, firstOfCategory, pickTags, taxonomy } from './support/catalog';

// Screenshots of the songs and playlists screens for a person to look at; the assertions are the axe checks.
const shotsDir = '/tmp/web-shots-catalog';

async function checkAndCapture(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await expectNoBlockingViolations(page, `${name} at ${width} px`);
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage });
}

test.beforeAll(() => {
  mkdirSync(shotsDir, { recursive: true });
});

for (const width of [375, 1280] as const) {
  test(`the songs screens and dialogs have no serious axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpArtist(page, 'Ana', `catalog-shots-artist-${width}`);
    const tags = await taxonomy(page.request);
    const genres = firstOfCategory(tags, 'genre', 3);
    const moods = firstOfCategory(tags, 'mood', 3);
    const instruments = firstOfCategory(tags, 'instrument', 2);
    await createSong(page.request, {
      title: 'Midnight Drive',
      description: 'A hazy synth-pop ride through neon streets, with shimmering guitars and a chorus that stays with you long after the drive ends.',
      spotifyUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      duration: 225,
      tagIds: [...genres, ...moods, ...instruments].map((tag) => tag.id),
    });
    await createSong(page.request, { title: 'Apple Blossom', soundcloudUrl: 'https://soundcloud.com/ana/apple-blossom', duration: 185, tagIds: [genres[1]!.id] });
    const hidden = await createSong(page.request, { title: 'Zero Gravity', duration: 61, tagIds: [genres[2]!.id, moods[0]!.id] });
    expect((await page.request.patch(`/api/songs/${hidden.id}/visibility`, { data: { isActive: false } })).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Midnight Drive' }).getByText('+3 more')).toBeVisible();
    await checkAndCapture(page, 'dashboard-songs', width);

    await page.getByRole('button', { name: 'Add Song' }).click();
    const add = page.getByRole('dialog', { name: 'Add Song' });
    await add.getByLabel('Title').fill('New Single');
    await pickTags(add, [genres[0]!.name, moods[1]!.name]);
    await add.getByLabel('Filter tags').fill(genres[0]!.name.slice(0, 3));
    await checkAndCapture(page, 'add-song-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit Midnight Drive' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Song' })).toBeVisible();
    await checkAndCapture(page, 'edit-song-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Hide Apple Blossom' }).click();
    await expect(page.getByRole('dialog', { name: 'Hide Song' })).toBeVisible();
    await checkAndCapture(page, 'hide-song-dialog', width, false);
    await page.keyboard.press('Escape');

    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto(`/artist/${me.id}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    await checkAndCapture(page, 'artist-profile-songs', width);
  });

  test(`the playlists screens and dialog have no serious axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpCurator(page, 'Cy', `catalog-shots-curator-${width}`);
    const tags = await taxonomy(page.request);
    const genres = firstOfCategory(tags, 'genre', 2);
    const [mood] = firstOfCategory(tags, 'mood');
    await createPlaylist(page.request, { name: 'Late Night Indie', followerCount: 12850, trackCount: 84, acceptingSubmissions: true, tagIds: [genres[0]!.id, mood!.id] });
    await createPlaylist(page.request, { name: 'Closed Circuit', followerCount: 320, acceptingSubmissions: false, platform: 'soundcloud', playlistUrl: 'https://soundcloud.com/cy/sets/closed', tagIds: [genres[1]!.id] });

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    await checkAndCapture(page, 'dashboard-playlists', width);

    await page.getByRole('button', { name: 'Create Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
    await dialog.getByRole('button', { name: 'Create Playlist' }).click();
    await expect(dialog.getByText('Playlist name is required')).toBeVisible();
    await checkAndCapture(page, 'create-playlist-dialog', width, false);
    await page.keyboard.press('Escape');

    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto(`/curator/${me.id}`);
    await expect(page.getByRole('tab', { name: 'Playlists (2)' })).toBeVisible();
    await checkAndCapture(page, 'curator-profile-playlists', width);
  });
}
