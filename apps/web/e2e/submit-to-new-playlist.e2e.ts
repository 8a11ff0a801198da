import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpArtist, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { redeemCoupon, writeRequestMessage } from './support/marketplace';
import { toast } from './support/toast';

// Spec 2.10: "Submit to New Playlist" links to /search?tab=playlists; from a playlist found there
// the artist sends a request (Request Campaign, spec 2.6 and 5) with one of their songs chosen.
const shotsDir = '/tmp/issue21-submit-to-new-playlist';
const runTag = Date.now().toString(36);
const playlistName = `Harbor Lights ${runTag}`;
const songs = { first: `First Light ${runTag}`, second: `Second Wind ${runTag}`, hidden: `Hidden Track ${runTag}` };

test('Submit to New Playlist leads to search, where Request Campaign on a playlist sends the artist’s chosen song', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  mkdirSync(shotsDir, { recursive: true });
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Hal Harbor ${runTag}`, 'submit-new-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  await createPlaylist(curator, { name: playlistName, followerCount: 800, acceptingSubmissions: true, tagIds });
  await curator.dispose();

  await signUpArtist(page, 'Ines', 'submit-new-artist');
  await redeemCoupon(page.request);
  await createSong(page.request, { title: songs.first, tagIds });
  await createSong(page.request, { title: songs.second, tagIds });
  const { id: hiddenId } = await createSong(page.request, { title: songs.hidden, tagIds });
  const hidden = await page.request.patch(`/api/songs/${hiddenId}/visibility`, { data: { isActive: false } });
  expect(hidden.ok(), await hidden.text()).toBe(true);

  await page.goto('/submissions');
  await page.getByRole('link', { name: 'Submit to New Playlist' }).click();
  await expect(page).toHaveURL(/\/search\?tab=playlists$/);
  await expect(page.getByText('Search for Playlists')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(playlistName);
  const card = page.getByRole('list', { name: 'Playlists found' }).getByRole('article', { name: playlistName });
  await card.getByRole('button', { name: `Request Campaign for ${playlistName}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Request Campaign' });
  await expect(dialog).toContainText(`Send one of your songs to ${playlistName}`);
  // The hidden song is not offered: the server refuses hidden songs.
  await expect(dialog.getByLabel('Song').locator('option')).toHaveText([songs.first, songs.second].sort());
  await dialog.getByLabel('Song').selectOption({ label: songs.second });
  await writeRequestMessage(dialog, 'Second Wind fits the late part of your list, I think.');
  await expectAccessibleAndCapture(page, shotsDir, 'request-campaign-from-search');
  await dialog.getByRole('button', { name: 'Send Request (25 VC)' }).click();
  await expect(toast(page).filter({ has: page.getByText('Campaign request sent!', { exact: true }) })).toContainText('The curator will review your submission soon.');
  await expect(dialog).toHaveCount(0);

  await page.goto('/submissions');
  await expect(page.getByRole('tab', { name: 'Sent (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: `${songs.second} to ${playlistName}` })).toBeVisible();
});
