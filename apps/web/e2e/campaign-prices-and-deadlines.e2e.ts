import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpArtist, signUpCurator, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { toast } from './support/toast';
import { openRequestCampaign, redeemCoupon, writeRequestMessage } from './support/marketplace';
import { expect, test } from './support/fixtures';

// Decision 0018 on screen: a campaign request is charged at the price the artist was shown (a
// price changed meanwhile is said in the dialog, which stays open at the new price), and every
// campaign on a bounty shows by when its curator must accept it, then complete it.
const shotsDir = '/tmp/web-shots-deadlines';
const runTag = Date.now().toString(36);
const DAY = 24 * 60 * 60 * 1000;

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

/** A deadline as the page shows it: formatted by the browser, in its own time zone. */
function shownAs(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(at)), iso);
}

test('the request dialog says when the playlist’s price changed since it was shown, shows the new price and sends at it', async ({ newPage, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const songTitle = `Paper Lanterns ${runTag}`;
  const playlistName = `Tidal Hours ${runTag}`;
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Pia Price ${runTag}`, 'price-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  const playlist = { name: playlistName, description: 'Slow tides and late guitars.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0', tagIds };
  const { id: playlistId } = await createPlaylist(curator, { ...playlist, followerCount: 500, acceptingSubmissions: true, reviewPrice: 25 });

  const artist = await newPage();
  await signUpArtist(artist, 'Rafa', 'price-artist');
  await redeemCoupon(artist.request);
  await createSong(artist.request, { title: songTitle, tagIds });
  await artist.reload();
  await expect(artist.getByTestId('nav-balance')).toHaveText('1,000 VC');

  const request = await openRequestCampaign(artist, songTitle, playlistName);
  await writeRequestMessage(request, 'A quiet one for your tidal list.');
  await expect(request.getByRole('button', { name: 'Send Request (25 VC)' })).toBeEnabled();

  // The curator raises the review price while the artist reads the dialog.
  const raised = await curator.put(`/api/playlists/${playlistId}`, { data: { ...playlist, reviewPrice: 40 } });
  expect(raised.ok(), await raised.text()).toBe(true);
  await curator.dispose();

  await request.getByRole('button', { name: 'Send Request (25 VC)' }).click();
  await expect(request.getByRole('alert')).toContainText('The price of this playlist changed to 40 VC');
  await expect(request.getByRole('button', { name: 'Send Request (40 VC)' })).toBeEnabled();
  await expect(request.getByRole('group', { name: 'Campaign type' })).toContainText(/Review\s*40 VC/);
  await expect(request.getByLabel('Message to the curator')).toHaveValue('A quiet one for your tidal list.');
  await expect(artist.getByTestId('nav-balance')).toHaveText('1,000 VC');
  await expectAccessibleAndCapture(artist, shotsDir, 'request-price-changed');

  // Having read it, the artist sends again, at the new price.
  await request.getByRole('button', { name: 'Send Request (40 VC)' }).click();
  await expect(toast(artist).filter({ hasText: 'Campaign request sent!' })).toContainText('The curator will review your submission soon.');
  await expect(request).toHaveCount(0);
  await expect(artist.getByTestId('nav-balance')).toHaveText('960 VC');
});

test('a claimed campaign shows the curator "Accept by", an accepted one "Complete by", and the artist’s song card the curator’s deadline', async ({ newPage }) => {
  test.setTimeout(120_000);
  const songTitle = `Glass Harbour ${runTag}`;
  const artist = await newPage();
  await signUpArtist(artist, 'Dara', 'deadline-artist');
  await redeemCoupon(artist.request);
  const { id: songId } = await createSong(artist.request, { title: songTitle, tagIds: await tagIdsByName(artist.request, ['Rock', 'Chill']) });
  const bounty = await artist.request.post(`/api/songs/${songId}/bounty`, { data: { reviewAmount: 25, placementAmount: 125, description: 'Late-night indie lists, please.' } });
  expect(bounty.ok(), await bounty.text()).toBe(true);

  const curator = await newPage();
  await signUpCurator(curator, 'Dex', 'deadline-curator');
  await createPlaylist(curator.request, { name: `Harbour Nights ${runTag}`, followerCount: 800, acceptingSubmissions: true, tagIds: await tagIdsByName(curator.request, ['Rock', 'Chill']) });
  await curator.goto('/bounty-discovery');
  await curator.getByRole('button', { name: `Claim Bounty on ${songTitle}` }).click();
  await expect(toast(curator).filter({ hasText: 'Bounty Claimed!' })).toBeVisible();
  await expect(curator).toHaveURL(/\/campaigns$/);

  const deadlineOf = async (status: string): Promise<string> => {
    const response = await curator.request.get('/api/campaigns');
    const campaign = ((await response.json()) as { status: string; deadline: string | null; song: { title: string } }[]).find((c) => c.song.title === songTitle);
    expect(campaign?.status).toBe(status);
    expect(campaign?.deadline).toEqual(expect.any(String));
    return campaign?.deadline ?? '';
  };

  // Pending: accept within three days.
  const acceptBy = await deadlineOf('pending');
  expect(Date.parse(acceptBy) - Date.now()).toBeGreaterThan(3 * DAY - 10 * 60_000);
  const card = curator.getByRole('article', { name: `Campaign for ${songTitle}` });
  await expect(card).toContainText(`Accept by ${await shownAs(curator, acceptBy)}`);
  await expectAccessibleAndCapture(curator, shotsDir, 'campaign-accept-by');

  await artist.reload();
  const songCard = artist.getByRole('article', { name: songTitle });
  await expect(songCard).toContainText(`Curator’s deadline: ${await shownAs(artist, acceptBy)}`);
  await expectAccessibleAndCapture(artist, shotsDir, 'song-card-curator-deadline');

  // Active: complete within fourteen days of accepting.
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(curator).filter({ hasText: 'Campaign Updated' })).toContainText('is now active');
  await curator.getByRole('tab', { name: /Active/ }).click();
  const completeBy = await deadlineOf('active');
  expect(Date.parse(completeBy) - Date.now()).toBeGreaterThan(14 * DAY - 10 * 60_000);
  await expect(card).toContainText(`Complete by ${await shownAs(curator, completeBy)}`);
  await expect(card).not.toContainText('Accept by');
  await expectAccessibleAndCapture(curator, shotsDir, 'campaign-complete-by');

  await artist.reload();
  await expect(songCard).toContainText(`Curator’s deadline: ${await shownAs(artist, completeBy)}`);
  await artist.goto('/balance');
  await expect(artist.getByRole('region', { name: 'Active Bounties' })).toContainText(`Curator’s deadline: ${await shownAs(artist, completeBy)}`);
});
