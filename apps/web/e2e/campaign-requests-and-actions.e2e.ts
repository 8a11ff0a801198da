import { type Page, expect, test } from '@playwright/test';
import { signUpArtist, signUpCurator } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { newPage, redeemCoupon } from './support/marketplace';
import { toast } from './support/toast';

// Spec 2.11 as drawn: what a curator may do with a campaign in each state.
const shotsDir = '/tmp/issue21-shots';
const runTag = Date.now().toString(36);

async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  await expect(toast(page).filter({ hasText: title })).toContainText(description);
}

test('a pending campaign offers the curator Accept and Reject only, and Mark Complete once accepted', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Copper Skies ${runTag}`;
  const artist = await newPage(browser);
  await signUpArtist(artist, 'Pema', 'pending-campaign-artist');
  await redeemCoupon(artist.request);
  const tagIds = await tagIdsByName(artist.request, ['Rock', 'Chill']);
  const { id: songId } = await createSong(artist.request, { title, tagIds });
  const bounty = await artist.request.post(`/api/songs/${songId}/bounty`, { data: { reviewAmount: 25, placementAmount: 125 } });
  expect(bounty.ok(), await bounty.text()).toBe(true);

  const curator = await newPage(browser);
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
});
