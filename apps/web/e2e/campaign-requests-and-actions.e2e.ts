import type { Page } from '@playwright/test';
import { signUpArtist, signUpCurator, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { openRequestCampaign, redeemCoupon, redeemCouponIn, writeRequestMessage } from './support/marketplace';
import { toast } from './support/toast';
import { expect, test } from './support/fixtures';

// Spec 2.6 and 2.11 as drawn: what the Request Campaign dialog lets an artist send, and what a
// curator may do with a campaign in each state.
const shotsDir = '/tmp/issue21-shots';
const runTag = Date.now().toString(36);

async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  await expect(toast(page).filter({ hasText: title })).toContainText(description);
}

test('a pending campaign offers the curator Accept and Reject only, and Mark Complete once accepted', async ({ newPage }) => {
  test.setTimeout(90_000);
  const title = `Copper Skies ${runTag}`;
  const artist = await newPage();
  await signUpArtist(artist, 'Pema', 'pending-campaign-artist');
  await redeemCoupon(artist.request);
  const tagIds = await tagIdsByName(artist.request, ['Rock', 'Chill']);
  const { id: songId } = await createSong(artist.request, { title, tagIds });
  const bounty = await artist.request.post(`/api/songs/${songId}/bounty`, { data: { reviewAmount: 25, placementAmount: 125 } });
  expect(bounty.ok(), await bounty.text()).toBe(true);

  const curator = await newPage();
  await signUpCurator(curator, 'Quin', 'pending-campaign-curator');
  await createPlaylist(curator.request, { name: `Copper Lists ${runTag}`, followerCount: 300, acceptingSubmissions: true, tagIds });
  await curator.goto('/bounty-discovery');
  await curator.getByRole('button', { name: `Claim Bounty on ${title}` }).click();
  await expectToast(curator, 'Bounty Claimed!', 'A campaign has been created.');
  await expect(curator).toHaveURL(/\/campaigns$/);

  const campaign = curator.getByRole('article', { name: `Campaign for ${title}` });
  await expect(campaign.getByRole('button')).toHaveText(['Accept', 'Reject']);
  await expectAccessibleAndCapture(curator, shotsDir, 'campaign-pending');

  await campaign.getByRole('button', { name: 'Accept' }).click();
  await expectToast(curator, 'Campaign Updated', 'is now active');
  await curator.getByRole('tab', { name: /Active/ }).click();
  await expect(campaign.getByRole('button')).toHaveText(['Mark Complete']);
  await expectAccessibleAndCapture(curator, shotsDir, 'campaign-active');

  // Completing waits for feedback within the server's limit, and the dialog says why it waits.
  await campaign.getByRole('button', { name: 'Mark Complete' }).click();
  const complete = curator.getByRole('dialog', { name: 'Complete Campaign' });
  const done = complete.getByRole('button', { name: 'Complete Campaign' });
  const feedback = complete.getByLabel('Feedback for the artist');
  await expect(done).toBeDisabled();
  await expect(complete.getByText('Required: what the artist paid for.')).toBeVisible();
  await feedback.fill('x'.repeat(2001));
  await expect(done).toBeDisabled();
  await expect(complete.getByText('At most 2000 characters: 1 too many')).toBeVisible();
  await expect(feedback).toHaveAttribute('aria-invalid', 'true');
  await feedback.fill('x'.repeat(2000));
  await expect(done).toBeEnabled();
});

test('the Request Campaign dialog warns of the VC needed against the VC available, offers to buy more, and sends only with a message', async ({ newPage, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Salt Road ${runTag}`;
  const playlist = `Low Tide Radio ${runTag}`;
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Rey Request ${runTag}`, 'request-dialog-curator');
  const tagIds = await tagIdsByName(curator, ['Rock', 'Chill']);
  await createPlaylist(curator, { name: playlist, followerCount: 700, acceptingSubmissions: true, tagIds, reviewPrice: 30, placementPrice: 120 });
  await curator.dispose();

  const artist = await newPage();
  await signUpArtist(artist, 'Sol', 'request-dialog-artist');
  await createSong(artist.request, { title, tagIds });
  await artist.reload();
  const dialog = await openRequestCampaign(artist, title, playlist);

  // No coins: the warning says what the review needs against what the artist has, and Send cannot be pressed.
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('Insufficient VibeCoins. This request needs 30 VC and you have 0 VC available.');
  await expect(dialog.getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /^Placement/ }).check();
  await expect(warning).toContainText('This request needs 120 VC and you have 0 VC available.');
  await dialog.getByRole('radio', { name: /^Review/ }).check();
  await expectAccessibleAndCapture(artist, shotsDir, 'request-campaign-insufficient');

  // The warning's Buy VibeCoins opens the wallet's dialog; a coupon there clears the warning.
  await warning.getByRole('button', { name: 'Buy VibeCoins' }).click();
  const buy = artist.getByRole('dialog', { name: 'Buy VibeCoins' });
  await redeemCouponIn(buy);
  await expectToast(artist, 'VibeCoins Added!', 'Your VibeCoins have been added to your account');
  await expect(buy).toBeHidden();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // Send waits for a message; blanks are no message.
  const send = dialog.getByRole('button', { name: 'Send Request (30 VC)' });
  await expect(send).toBeDisabled();
  await writeRequestMessage(dialog, '   \n  ');
  await expect(send).toBeDisabled();
  await expectAccessibleAndCapture(artist, shotsDir, 'request-campaign-no-message');
  // Over the server's limit: Send waits, and the field says by how much.
  await writeRequestMessage(dialog, 'x'.repeat(1001));
  await expect(send).toBeDisabled();
  await expect(dialog.getByText('At most 1000 characters: 1 too many')).toBeVisible();
  await writeRequestMessage(dialog, 'A salty, slow song for your tide list.');
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(artist, 'Campaign request sent!', 'The curator will review your submission soon.');
  await expect(artist.getByTestId('nav-balance')).toHaveText('970 VC');
  // Back in MatchMe, the playlist is not offered again while it has the song to answer (a second request is refused).
  const matches = artist.getByRole('dialog', { name: 'Matching Playlists' });
  await expect(matches.getByRole('button', { name: 'Requested, awaiting answer' })).toBeDisabled();
  await expect(matches.getByRole('button', { name: 'Request Campaign' })).toHaveCount(0);
});
