import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpArtist, signUpCurator } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { toast } from './support/toast';
import { openRequestCampaign, redeemCouponIn, writeRequestMessage } from './support/marketplace';
import { expect, test } from './support/fixtures';

// Issue 8's journey: an artist redeems a coupon, sets a bounty and sends a campaign request; a
// curator claims the bounty, completes it and reviews the request; both balances agree on screen.
const shotsDir = '/tmp/web-shots-2';
const runTag = Date.now().toString(36);
const songTitle = `Harbour Lights ${runTag}`;
const playlistName = `Night Ferry ${runTag}`;

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));
test.describe.configure({ mode: 'serial' });

async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  const shown = toast(page).filter({ hasText: title });
  await expect(shown).toContainText(description);
}

const capture = (page: Page, name: string) => expectAccessibleAndCapture(page, shotsDir, name);

test('an artist and a curator trade a bounty and a request, and both balances agree', async ({ newPage }) => {
  test.setTimeout(120_000);
  const curator = await newPage();
  await signUpCurator(curator, 'Cora', 'market-curator');
  await createPlaylist(curator.request, { name: playlistName, followerCount: 900, acceptingSubmissions: true, tagIds: await tagIdsByName(curator.request, ['Rock', 'Chill']) });

  const artist = await newPage();
  await signUpArtist(artist, 'Arlo', 'market-artist');
  await createSong(artist.request, { title: songTitle, tagIds: await tagIdsByName(artist.request, ['Rock', 'Chill']) });
  await artist.reload();

  // Without coins, Set Bounty says so and cannot be sent.
  await artist.getByRole('button', { name: `Set Bounty on ${songTitle}` }).click();
  let dialog = artist.getByRole('dialog', { name: 'Set Bounty' });
  await expect(dialog.getByRole('alert')).toContainText('Insufficient VibeCoins');
  await expect(dialog.getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The coupon, from the navigation's balance to the balance page.
  await artist.getByRole('link', { name: /VibeCoin balance/ }).click();
  await artist.getByRole('button', { name: 'Buy VibeCoins' }).click();
  const buy = artist.getByRole('dialog', { name: 'Buy VibeCoins' });
  await redeemCouponIn(buy);
  await expectToast(artist, 'VibeCoins Added!', 'Your VibeCoins have been added to your account');
  await expect(artist.getByTestId('nav-balance')).toHaveText('1,000 VC');

  // A bounty with the sliders' defaults: 25 for a review, 125 for a placement.
  await artist.getByRole('link', { name: 'Home' }).first().click();
  await artist.getByRole('button', { name: `Set Bounty on ${songTitle}` }).click();
  dialog = artist.getByRole('dialog', { name: 'Set Bounty' });
  await expect(dialog.getByRole('slider', { name: 'Review bounty' })).toHaveValue('25');
  await expect(dialog.getByRole('slider', { name: 'Placement bounty' })).toHaveValue('125');
  await dialog.getByLabel('Special instructions (optional)').fill('Looking for late-night indie lists.');
  await dialog.getByRole('button', { name: 'Set Bounty (150 VC)' }).click();
  await expectToast(artist, 'Bounty set successfully', /150 VibeCoins are reserved/);
  await expect(artist.getByText('Active bounty')).toBeVisible();
  await expect(artist.getByTestId('nav-balance')).toHaveText('850 VC');

  // A campaign request from MatchMe: a review of the curator's playlist.
  const request = await openRequestCampaign(artist, songTitle, playlistName);
  await expect(request.getByText('New curator: no requests answered yet.')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Send Request (25 VC)' })).toBeDisabled();
  await writeRequestMessage(request, 'A slow-burning track for your night list.');
  await request.getByRole('button', { name: 'Send Request (25 VC)' }).click();
  await expectToast(artist, 'Campaign request sent!', 'The curator will review your submission soon.');
  await artist.keyboard.press('Escape');
  await expect(artist.getByTestId('nav-balance')).toHaveText('825 VC');

  // The curator claims the bounty, accepts it and completes it as placed.
  await curator.goto('/bounty-discovery');
  const card = curator.getByRole('article', { name: `Bounty on ${songTitle}` });
  await expect(card).toContainText('150 VC');
  await capture(curator, 'bounty-discovery');
  await card.getByRole('button', { name: `Claim Bounty on ${songTitle}` }).click();
  await expectToast(curator, 'Bounty Claimed!', 'A campaign has been created.');
  await expect(curator).toHaveURL(/\/campaigns$/);
  const campaign = curator.getByRole('article', { name: `Campaign for ${songTitle}` });
  await campaign.getByRole('button', { name: 'Accept' }).click();
  await expectToast(curator, 'Campaign Updated', 'is now active');
  await curator.getByRole('tab', { name: /Active/ }).click();
  await campaign.getByRole('button', { name: 'Mark Complete' }).click();
  const complete = curator.getByRole('dialog', { name: 'Complete Campaign' });
  await complete.getByLabel(/Placed in my playlist/).check();
  await complete.getByLabel('Feedback for the artist').fill('Added to Night Ferry, slot 3.');
  await complete.getByRole('button', { name: 'Complete Campaign' }).click();
  await expectToast(curator, 'Campaign Updated', 'is now completed');
  await curator.getByRole('tab', { name: /Completed/ }).click();
  await capture(curator, 'campaigns');

  // The curator reviews the request.
  await curator.goto('/submissions');
  const received = curator.getByRole('article', { name: `${songTitle} to ${playlistName}` });
  await received.getByLabel(`Feedback for ${songTitle} (optional)`).fill('Lovely textures; the vocal could sit higher.');
  await received.getByRole('button', { name: 'Mark as Reviewed' }).click();
  await expectToast(curator, 'Submission Updated', 'You earned 25 VC');
  await expect(received).toContainText('Reviewed');
  await capture(curator, 'submissions-received');

  // Both balances on screen: the artist paid 150 + 25, the curator earned them.
  await curator.goto('/balance');
  await expect(curator.getByTestId('balance-total')).toHaveText('175 VC');
  await expect(curator.getByTestId('nav-balance')).toHaveText('175 VC');
  await artist.goto('/balance');
  await expect(artist.getByTestId('balance-total')).toHaveText('825 VC');
  await expect(artist.getByTestId('balance-reserved')).toHaveText('0 VC');
  await expect(artist.getByTestId('nav-balance')).toHaveText('825 VC');
  await expect(artist.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('Paid to the curator');
  await capture(artist, 'balance-after-campaigns');
  await artist.goto('/submissions');
  await expect(artist.getByRole('article', { name: `${songTitle} to ${playlistName}` })).toContainText('Reviewed');
  await capture(artist, 'submissions-sent');
});

test('the curator screens refuse artists with Access Denied', async ({ page }) => {
  await signUpArtist(page, 'Ari', 'market-denied');
  await page.goto('/campaigns');
  await expect(page.getByText('You need curator privileges to access campaign management.')).toBeVisible();
  await page.goto('/bounty-discovery');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
