import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { toast } from './toast';

export interface Tag {
  id: number;
  name: string;
  category: string;
}

/** The taxonomy the server seeded, as GET /api/tags answers it. */
export async function taxonomy(request: APIRequestContext): Promise<Tag[]> {
  const response = await request.get('/api/tags');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tag[];
}

export function firstOfCategory(tags: readonly Tag[], category: string, count = 1): Tag[] {
  const found = tags.filter((tag) => tag.category === category).slice(0, count);
  expect(found, `${count} ${category} tags in the taxonomy`).toHaveLength(count);
  return found;
}

/** The tag options of a picker's open tab, in the order shown. */
export function tagOptions(scope: Locator): Locator {
  return scope.locator('button[aria-pressed]');
}

/** Picks tags by name through the picker's filter box. */
export async function pickTags(scope: Locator, names: readonly string[]): Promise<void> {
  const filter = scope.getByLabel('Filter tags');
  for (const name of names) {
    await filter.fill(name);
    await tagOptions(scope).filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  }
  await filter.fill('');
}

/** Adds a song through the API, on the given request context's session. */
export async function createSong(request: APIRequestContext, song: { title: string; tagIds: number[] } & Record<string, unknown>): Promise<{ id: string }> {
  const response = await request.post('/api/songs', { data: song });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Adds a playlist through the API, on the given request context's session. */
export async function createPlaylist(
  request: APIRequestContext,
  playlist: { name: string; followerCount: number; acceptingSubmissions: boolean; tagIds: number[] } & Record<string, unknown>,
): Promise<{ id: string }> {
  const response = await request.post('/api/playlists', {
    data: { description: 'Hand-picked tracks, refreshed every Friday.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0', ...playlist },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The ids of these tags of the taxonomy, by name, in the same order. */
export async function tagIdsByName(request: APIRequestContext, names: readonly string[]): Promise<number[]> {
  const tags = await taxonomy(request);
  return names.map((name) => {
    const tag = tags.find((candidate) => candidate.name === name);
    if (!tag) throw new Error(`No tag named ${name} in the taxonomy`);
    return tag.id;
  });
}

/** Opens the dashboard's Add Song dialog and fills in a title and tags; answers the dialog, ready for its Add Song button. */
export async function fillAddSong(page: Page, title: string, tags: readonly string[]): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Song' });
  await dialog.getByLabel('Title').fill(title);
  await pickTags(dialog, tags);
  return dialog;
}

export interface PlaylistInput {
  name: string;
  followers: string;
  accepting: boolean;
  tags: string[];
}

/** Opens the dashboard's Create Playlist dialog and fills it in; answers the dialog, ready for its Create Playlist button. */
export async function fillCreatePlaylist(page: Page, playlist: PlaylistInput): Promise<Locator> {
  await page.getByRole('button', { name: 'Create Playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
  await dialog.getByLabel('Playlist name').fill(playlist.name);
  await dialog.getByLabel('Description').fill(`${playlist.name}: hand-picked tracks, refreshed every Friday.`);
  await dialog.getByLabel('Platform').selectOption('Spotify');
  await dialog.getByLabel('Playlist URL').fill('https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0');
  await dialog.getByLabel('Followers').fill(playlist.followers);
  await dialog.getByLabel('Accepting submissions').setChecked(playlist.accepting);
  await pickTags(dialog, playlist.tags);
  return dialog;
}

/** Creates a playlist through the dashboard's dialog and waits for the spec's toast. */
export async function createPlaylistThroughDialog(page: Page, playlist: PlaylistInput): Promise<void> {
  const dialog = await fillCreatePlaylist(page, playlist);
  await dialog.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(toast(page)).toContainText('Playlist created successfully!');
  await expect(dialog).toHaveCount(0);
}
