import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  ADMIN,
  completeCuratorSetup,
  currentUserId,
  openAccountMenu,
  openFilledSignUp,
  signIn,
  signInAdminThroughApi,
  signUpCuratorThroughApi,
  signUpThroughApi,
} from './support/accounts';
import { createPlaylist, createSong, fillAddSong, fillCreatePlaylist, tagIdsByName } from './support/catalog';
import {
  answerRequestThroughApi,
  matchRow,
  openMatchMe,
  redeemCoupon,
  redeemCouponIn,
  requestCampaignFrom,
  sendReviewRequestThroughApi,
  setBountyThroughApi,
  writeRequestMessage,
} from './support/marketplace';
import { expectToast } from './support/toast';

// Issue 21: the three journeys of the product, each at a phone's and a laptop's width, with a
// screenshot at each step under test-results/journeys/<journey>-<width>/ for a person to look at.
const runTag = Date.now().toString(36);
const TAGS = ['Rock', 'Chill'];

/**
 * Takes the numbered screenshots of one journey at one width (full page, from the top). A page
 * that scrolls sideways fails the test at its end (a soft check, so the journey and its
 * screenshots go on): at 375 px Bounty Discovery and Campaign Management once did.
 */
function camera(page: Page, journey: string, width: number): (step: string) => Promise<void> {
  let taken = 0;
  return async (step) => {
    taken += 1;
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(sideways, `${journey} at ${width} px, step ${step}: how far the page scrolls sideways`).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${String(taken).padStart(2, '0')}-${step}.png`;
    await page.screenshot({ path: join(test.info().project.outputDir, 'journeys', `${journey}-${width}`, file), fullPage: true });
  };
}

/** Follows a link of the main navigation (the one drawn at this width). */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}

/** Follows the navigation's balance chip to the balance page. */
async function openBalance(page: Page): Promise<void> {
  await page.getByRole('link', { name: /VibeCoin balance/ }).click();
  await expect(page.getByRole('heading', { name: 'VibeCoin Balance' })).toBeVisible();
}

/** The balance page's amounts, as shown. */
async function expectBalance(page: Page, amounts: { total: string; reserved: string; available: string }): Promise<void> {
  await expect(page.getByTestId('balance-total')).toHaveText(amounts.total);
  await expect(page.getByTestId('balance-reserved')).toHaveText(amounts.reserved);
  await expect(page.getByTestId('balance-available')).toHaveText(amounts.available);
}

/** The id of the playlist the curator (on this request context) owns under this name. */
async function playlistIdByName(request: APIRequestContext, name: string): Promise<string> {
  const userId = await currentUserId(request);
  const playlists = (await (await request.get(`/api/users/${userId}/playlists`)).json()) as { id: string; name: string }[];
  const found = playlists.find((playlist) => playlist.name === name);
  if (!found) throw new Error(`No playlist named ${name}`);
  return found.id;
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('artist: signs up, adds a tagged song, finds matching playlists, requests a campaign and reads the curator’s feedback and the charge', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const shot = camera(page, 'artist', width);
      const songTitle = `Harbour Lights ${runTag} ${width}`;
      const playlistName = `Night Ferry ${runTag} ${width}`;
      const feedback = 'Lovely textures; the vocal could sit a little higher in the mix.';
      const curator = await playwright.request.newContext({ baseURL });
      await signUpCuratorThroughApi(curator, `Cora Curates ${width}`, `journey-artist-curator-${width}`);
      await createPlaylist(curator, { name: playlistName, followerCount: 900, acceptingSubmissions: true, tagIds: await tagIdsByName(curator, TAGS) });

      await openFilledSignUp(page, 'Artist', 'Arlo', `journey-artist-${width}`);
      await shot('sign-up');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back, Arlo!' })).toBeVisible();
      await expect(page.getByText('Your songs will appear here')).toBeVisible();
      await shot('dashboard');

      const addSong = await fillAddSong(page, songTitle, TAGS);
      await shot('add-song');
      await addSong.getByRole('button', { name: 'Add Song' }).click();
      await expectToast(page, 'Song added successfully!', `“${songTitle}” is in your songs.`);
      const card = page.getByRole('article', { name: songTitle });
      for (const tag of TAGS) await expect(card.getByRole('list', { name: `Tags of ${songTitle}` })).toContainText(tag);
      await shot('song-added');

      await openBalance(page);
      await page.getByRole('button', { name: 'Buy VibeCoins' }).click();
      await redeemCouponIn(page.getByRole('dialog', { name: 'Buy VibeCoins' }));
      await expectToast(page, 'VibeCoins Added!', 'Your VibeCoins have been added to your account');
      await expectBalance(page, { total: '1,000 VC', reserved: '0 VC', available: '1,000 VC' });
      await shot('coupon-redeemed');

      await navigate(page, 'Home');
      const matches = await openMatchMe(page, songTitle);
      await expect(matchRow(matches, playlistName)).toContainText('100% Excellent');
      await shot('matchme');

      const request = await requestCampaignFrom(matches, playlistName);
      await writeRequestMessage(request, 'A slow-burning track for your night list.');
      await shot('request-campaign');
      await request.getByRole('button', { name: 'Send Request (25 VC)' }).click();
      await expectToast(page, 'Campaign request sent!', 'The curator will review your submission soon.');
      await expect(request).toHaveCount(0);
      await expect(page.getByTestId('nav-balance')).toHaveText('975 VC');
      await shot('request-sent');
      await page.keyboard.press('Escape');

      await answerRequestThroughApi(curator, songTitle, 'reviewed', feedback);
      await curator.dispose();
      await page.reload();
      await card.getByRole('button', { name: `Campaigns of ${songTitle}` }).click();
      const campaigns = page.getByRole('dialog', { name: 'Campaigns' });
      const answered = campaigns.getByRole('list', { name: 'Requests' }).getByRole('listitem').filter({ hasText: playlistName });
      await expect(answered).toContainText('Reviewed');
      await expect(answered).toContainText(`Feedback: ${feedback}`);
      await shot('curator-feedback');
      await page.keyboard.press('Escape');

      await openBalance(page);
      await expectBalance(page, { total: '975 VC', reserved: '0 VC', available: '975 VC' });
      const charge = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
      await expect(charge).toContainText(`Paid to the curator for the campaign request for “${songTitle}” to ${playlistName}`);
      await expect(charge).toContainText('−25 VC from reserved');
      await shot('balance-charged');
    });

    test('curator: signs up, sets up the profile, adds a playlist, answers a request, claims and completes a bounty and sees the earnings', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const shot = camera(page, 'curator', width);
      const playlistName = `Tidal Hours ${runTag} ${width}`;
      const songTitle = `Paper Lanterns ${runTag} ${width}`;

      await openFilledSignUp(page, 'Curator', 'Cleo', `journey-curator-${width}`);
      await shot('sign-up');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Set up your curator profile' })).toBeVisible();
      await completeCuratorSetup(page, 'Cleo', () => shot('profile-setup'));
      await expectToast(page, 'Welcome to VibeMatch!', 'Your curator profile is ready. You can now create playlists and receive submissions.');
      await expect(page.getByText('Ready to discover amazing music?')).toBeVisible();
      await shot('dashboard');

      const createPlaylist = await fillCreatePlaylist(page, { name: playlistName, followers: '1200', accepting: true, tags: TAGS });
      await shot('create-playlist');
      await createPlaylist.getByRole('button', { name: 'Create Playlist' }).click();
      await expectToast(page, 'Playlist created successfully!');
      await expect(page.getByRole('heading', { name: playlistName })).toBeVisible();
      await shot('playlist-created');

      // An artist (through the API) sends a review request to the new playlist and puts a bounty on the song.
      const artist = await playwright.request.newContext({ baseURL });
      await signUpThroughApi(artist, { firstName: 'Rafa', label: `journey-curator-artist-${width}`, role: 'artist' });
      await redeemCoupon(artist);
      const { id: songId } = await createSong(artist, { title: songTitle, tagIds: await tagIdsByName(artist, TAGS) });
      await sendReviewRequestThroughApi(artist, songId, await playlistIdByName(page.request, playlistName), 25, 'A quiet one for your tidal list.');
      await setBountyThroughApi(artist, songId, { reviewAmount: 25, placementAmount: 125, description: 'Late-night indie lists, please.' });
      await artist.dispose();

      // The dashboard read the (then empty) received requests; lists are never refetched by themselves (spec 7), so the curator comes back later.
      await page.reload();
      await navigate(page, 'Submissions');
      const received = page.getByRole('article', { name: `${songTitle} to ${playlistName}` });
      await expect(received).toContainText('Pending');
      await received.getByLabel(`Feedback for ${songTitle} (optional)`).fill('Lovely textures; the vocal could sit higher.');
      await shot('request-received');
      await received.getByRole('button', { name: 'Mark as Reviewed' }).click();
      await expectToast(page, 'Submission Updated', `You earned 25 VC for “${songTitle}”.`);
      await expect(received).toContainText('Reviewed');
      await shot('request-answered');

      await navigate(page, 'Bounties');
      const bounty = page.getByRole('article', { name: `Bounty on ${songTitle}` });
      await expect(bounty).toContainText('150 VC');
      await shot('bounty-discovery');
      await bounty.getByRole('button', { name: `Claim Bounty on ${songTitle}` }).click();
      await expectToast(page, 'Bounty Claimed!', 'A campaign has been created.');
      await expect(page).toHaveURL(/\/campaigns$/);
      const campaign = page.getByRole('article', { name: `Campaign for ${songTitle}` });
      await expect(campaign).toContainText('Accept by');
      await shot('bounty-claimed');

      await campaign.getByRole('button', { name: 'Accept' }).click();
      await expectToast(page, 'Campaign Updated', 'is now active');
      await page.getByRole('tab', { name: /Active/ }).click();
      await shot('campaign-accepted');
      await campaign.getByRole('button', { name: 'Mark Complete' }).click();
      const complete = page.getByRole('dialog', { name: 'Complete Campaign' });
      await complete.getByLabel(/Placed in my playlist/).check();
      await complete.getByLabel('Feedback for the artist').fill(`Added to ${playlistName}, slot 3.`);
      await shot('complete-campaign');
      await complete.getByRole('button', { name: 'Complete Campaign' }).click();
      await expectToast(page, 'Campaign Updated', 'is now completed');
      await page.getByRole('tab', { name: /Completed/ }).click();
      await expect(campaign).toContainText('you earned 150 VC');
      await shot('campaign-completed');

      await openBalance(page);
      await expectBalance(page, { total: '175 VC', reserved: '0 VC', available: '175 VC' });
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('listitem').filter({ hasText: `Earned for the bounty on “${songTitle}”` })).toContainText('+150 VC');
      await expect(history.getByRole('listitem').filter({ hasText: `Earned for the campaign request for “${songTitle}”` })).toContainText('+25 VC');
      await shot('balance-earnings');
    });

    test('admin: signs in, reads the statistics, deactivates a user, verifies the ledger and rebuilds a projection', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const shot = camera(page, 'admin', width);
      // A user to deactivate, with coins so that the ledger has something to check; and the seeded admin given a role.
      const user = await playwright.request.newContext({ baseURL });
      const userLabel = `journey-admin-user-${width}`;
      await signUpThroughApi(user, { firstName: 'Dora', label: userLabel, role: 'artist' });
      await redeemCoupon(user);
      const setup = await playwright.request.newContext({ baseURL });
      await signInAdminThroughApi(setup);
      await setup.dispose();

      await page.goto('/auth');
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page.getByRole('heading', { name: 'Welcome back, Admin!' })).toBeVisible();
      await shot('signed-in');

      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('link', { name: 'Admin Panel' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
      const stats = (await (await page.request.get('/api/admin/stats')).json()) as { totalUsers: number };
      const platform = page.getByRole('region', { name: 'Platform Statistics' });
      await expect(platform.getByRole('definition').first()).toHaveText(stats.totalUsers.toLocaleString('en-US'));
      await expect(page.getByRole('region', { name: 'Content Statistics' })).toContainText('Website Visits');
      await expect(page.getByRole('region', { name: 'VibeCoin Economy' })).toContainText('Total Purchased');
      await expect(page.getByRole('figure', { name: /VibeCoins paid out per day/ })).toBeVisible();
      await shot('statistics');

      const adminNav = page.getByRole('navigation', { name: 'Admin' });
      await adminNav.getByRole('link', { name: 'Artists' }).click();
      const list = page.getByRole('region', { name: 'All artists' });
      await list.getByLabel('Search by name or email').fill(`${userLabel}-`);
      const active = list.getByRole('switch', { name: 'Active: Dora Tester' });
      await expect(active).toHaveAttribute('aria-checked', 'true');
      await active.click();
      await expectToast(page, 'Artist updated successfully');
      await expect(active).toHaveAttribute('aria-checked', 'false');
      await shot('user-deactivated');
      const again = await user.get('/api/auth/user');
      expect(again.status()).toBe(401);
      await user.dispose();

      await adminNav.getByRole('link', { name: 'Ledger' }).click();
      await expect(page.getByRole('heading', { name: 'VibeCoin Ledger' })).toBeVisible();
      await page.getByRole('button', { name: 'Verify' }).click();
      const verdict = page.getByRole('status').filter({ hasText: 'Ledger balanced' });
      await expect(verdict).toContainText('nothing went negative');
      await shot('ledger-verified');

      await adminNav.getByRole('link', { name: 'Projections' }).click();
      const projections = page.getByRole('list', { name: 'Projections' });
      const name = (await projections.getByRole('heading').first().textContent()) ?? '';
      await projections.getByRole('button', { name: `Rebuild ${name}` }).click();
      await page.getByRole('dialog', { name: `Rebuild ${name}?` }).getByRole('button', { name: 'Rebuild' }).click();
      await expectToast(page, 'Rebuild started', `${name} is being rebuilt from the whole log.`);
      await expect(projections.getByRole('progressbar', { name: `Rebuild of ${name}` })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
      await expect(projections.getByText(/Last rebuild done: [\d,]+ events replayed/)).toBeVisible();
      await shot('projection-rebuilt');
    });
  });
}
