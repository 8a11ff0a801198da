import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpArtist, signUpCurator, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { redeemCoupon, setBountyThroughApi } from './support/marketplace';
import { toast } from './support/toast';
import { expect, test } from './support/fixtures';

// Spec 2.6: the Campaigns dialog of a song card, and its button only on songs with requests.
const shotsDir = '/tmp/issue21-song-campaigns';
const runTag = Date.now().toString(36);
const sentSong = `Sent Song ${runTag}`;
const quietSong = `Quiet Song ${runTag}`;
const rainRadio = { name: `Rain Radio ${runTag}`, description: 'Rainy-day indie, hand-picked every Friday.', playlistUrl: 'https://open.spotify.com/playlist/4rainradio' };
const nightDrive = { name: `Night Drive ${runTag}`, description: 'Synthwave and dream pop for late drives.', playlistUrl: 'https://open.spotify.com/playlist/4nightdrive' };

/** The curator (the request context's session) adds the pending request for the playlist to it, with feedback. */
async function addToPlaylist(curator: APIRequestContext, playlistName: string, curatorFeedback: string): Promise<void> {
  const received = (await (await curator.get('/api/submissions/curator')).json()) as { id: string; playlist: { name: string } }[];
  const request = received.find((submission) => submission.playlist.name === playlistName);
  if (!request) throw new Error(`No request for ${playlistName}`);
  const answered = await curator.patch(`/api/submissions/${request.id}`, { data: { status: 'added', curatorFeedback } });
  expect(answered.ok(), await answered.text()).toBe(true);
}

/** The artist (the page's session, with coins) puts a review bounty on a new song, and the curator claims it: the campaign's id. */
async function claimedBounty(page: Page, curator: APIRequestContext, title: string, tagIds: number[]): Promise<string> {
  await redeemCoupon(page.request);
  const { id: songId } = await createSong(page.request, { title, tagIds });
  await setBountyThroughApi(page.request, songId, { reviewAmount: 25, placementAmount: 0, serviceType: 'review' });
  const [bounty] = (await (await page.request.get('/api/user/active-bounties')).json()) as { id: string }[];
  const claimed = await curator.post(`/api/bounties/${bounty!.id}/claim`);
  expect(claimed.ok(), await claimed.text()).toBe(true);
  return ((await claimed.json()) as { id: string }).id;
}

test('a song’s Campaigns dialog counts its requests by status and shows each playlist’s description, dates and View Playlist; no Campaigns on a song without requests', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(shotsDir, { recursive: true });
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Cora Lists ${runTag}`, 'song-campaigns-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  const playlistIds = [];
  for (const playlist of [rainRadio, nightDrive]) playlistIds.push((await createPlaylist(curator, { ...playlist, followerCount: 500, acceptingSubmissions: true, tagIds })).id);

  await signUpArtist(page, 'Nell', 'song-campaigns-artist');
  await redeemCoupon(page.request);
  const { id: songId } = await createSong(page.request, { title: sentSong, tagIds });
  await createSong(page.request, { title: quietSong, tagIds });
  for (const playlistId of playlistIds) {
    const sent = await page.request.post('/api/submissions', { data: { songId, playlistId, type: 'review', price: 25, message: 'One for your list, I hope.' } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  await addToPlaylist(curator, rainRadio.name, 'Added it to this Friday’s update.');
  await curator.dispose();

  await page.reload();
  await expect(page.getByRole('heading', { name: quietSong })).toBeVisible();
  await expect(page.getByRole('button', { name: `Campaigns of ${quietSong}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Campaigns of ${sentSong}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Campaigns' });
  // Total, Pending, Reviewed, Added, Rejected.
  await expect(dialog.getByLabel('Requests by status').locator('dt')).toHaveText(['Total', 'Pending', 'Reviewed', 'Added', 'Rejected']);
  await expect(dialog.getByLabel('Requests by status').locator('dd')).toHaveText(['2', '1', '0', '1', '0']);

  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
  const added = dialog.getByRole('article', { name: rainRadio.name });
  await expect(added).toContainText('Added');
  await expect(added).toContainText(rainRadio.description);
  await expect(added.locator('dl div')).toHaveText([`Submitted${today}`, `Reviewed${today}`, `Added${today}`]);
  await expect(added).toContainText('Feedback: Added it to this Friday’s update.');
  await expect(added.getByRole('link', { name: `View Playlist: ${rainRadio.name} (opens in a new tab)` })).toHaveAttribute('href', rainRadio.playlistUrl);

  const pending = dialog.getByRole('article', { name: nightDrive.name });
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText(nightDrive.description);
  await expect(pending.locator('dl dt')).toHaveText(['Submitted', 'Answer due by']);
  await expect(pending.getByRole('link', { name: `View Playlist: ${nightDrive.name} (opens in a new tab)` })).toHaveAttribute('href', nightDrive.playlistUrl);

  await expectAccessibleAndCapture(page, shotsDir, 'song-campaigns-dialog');
});

test('an artist reads, in the song’s Campaigns dialog, the feedback of the curator who completed its bounty', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  mkdirSync(shotsDir, { recursive: true });
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Bo Bounty ${runTag}`, 'song-campaigns-bounty-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  const playlist = { name: `Bounty Radio ${runTag}`, description: 'Songs found through bounties.', playlistUrl: 'https://open.spotify.com/playlist/4bountyradio' };
  await createPlaylist(curator, { ...playlist, followerCount: 800, acceptingSubmissions: true, tagIds });

  await signUpArtist(page, 'Bea', 'song-campaigns-bounty-artist');
  const title = `Bounty Song ${runTag}`;
  const campaignId = await claimedBounty(page, curator, title, tagIds);
  for (const change of [{ status: 'active' }, { status: 'completed', outcome: 'reviewed', curatorFeedback: 'Warm vocals; the bridge drags a little.' }]) {
    const answered = await curator.patch(`/api/campaigns/${campaignId}`, { data: change });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  await curator.dispose();

  // No request was sent for this song: its Campaigns button is there for the bounty's campaign.
  await page.reload();
  await page.getByRole('button', { name: `Campaigns of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Campaigns' });
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
  const campaign = dialog.getByRole('article', { name: `Bounty campaign: ${playlist.name}` });
  await expect(campaign).toContainText('Completed');
  await expect(campaign).toContainText(`Bounty · Review 25 VC · claimed ${today}`);
  await expect(campaign).toContainText(`Reviewed on ${today} · curator paid 25 VC`);
  await expect(campaign).toContainText('Feedback: Warm vocals; the bridge drags a little.');
  await expect(campaign.getByRole('link', { name: `View Playlist: ${playlist.name} (opens in a new tab)` })).toHaveAttribute('href', playlist.playlistUrl);
  await expect(dialog.getByLabel('Requests by status')).toHaveCount(0);
  await expectAccessibleAndCapture(page, shotsDir, 'song-bounty-campaigns-dialog');
});

test('a bounty cancelled while a curator holds it: the artist reads why the campaign ended, the curator finds it under Expired, not as a rejection', async ({ page, newPage }) => {
  test.setTimeout(90_000);
  const curator = await newPage();
  await signUpCurator(curator, 'Cy', 'song-campaigns-cancel-curator');
  const tagIds = await tagIdsByName(curator.request, ['Rock', 'Chill']);
  await createPlaylist(curator.request, { name: `Cancel Radio ${runTag}`, followerCount: 100, acceptingSubmissions: true, tagIds });

  await signUpArtist(page, 'Cal', 'song-campaigns-cancel-artist');
  const title = `Withdrawn Song ${runTag}`;
  await claimedBounty(page, curator.request, title, tagIds);

  await page.reload();
  await page.getByRole('button', { name: `Cancel Bounty on ${title}` }).click();
  await page.getByRole('dialog', { name: 'Cancel Bounty' }).getByRole('button', { name: 'Cancel Bounty' }).click();
  await expect(toast(page).filter({ hasText: 'Bounty Cancelled' })).toContainText('25 VibeCoins have been returned to your balance.');
  await page.getByRole('button', { name: `Campaigns of ${title}` }).click();
  const campaign = page.getByRole('dialog', { name: 'Campaigns' }).getByRole('article', { name: `Bounty campaign: Cancel Radio ${runTag}` });
  await expect(campaign).toContainText('Ended');
  await expect(campaign).toContainText('You cancelled the bounty before the curator accepted; nothing was paid.');

  await curator.goto('/campaigns');
  // Total, Pending, Active, Completed, Rejected, Total VC: the campaign is counted, not as rejected.
  await expect(curator.getByLabel('Campaign counts').locator('dd')).toHaveText(['1', '0', '0', '0', '0', '0']);
  await curator.getByRole('tab', { name: /Expired/ }).click();
  await expect(curator.getByRole('article', { name: `Campaign for ${title}` })).toContainText('Ended: the artist cancelled the bounty');
});
