import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpArtist, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createSong, tagIdsByName } from './support/catalog';
import { redeemCoupon, setBountyThroughApi } from './support/marketplace';
import { toast } from './support/toast';
import { expect, test } from './support/fixtures';

// Spec 2.6, Edit Bounty: beside Cancel on a song's open bounty; it opens on the bounty's terms,
// reserves or releases the difference, warns when coins fall short, and a claimed one cannot change.
const shotsDir = '/tmp/web-shots-edit-bounty';
const runTag = Date.now().toString(36);

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

/** An artist signed up in the page, with the coupon's 1000 VC and these songs; answers the songs' ids. */
async function artistWithSongs(page: Page, label: string, titles: readonly string[]): Promise<string[]> {
  await signUpArtist(page, 'Edda', label);
  await redeemCoupon(page.request);
  const tagIds = await tagIdsByName(page.request, ['Rock', 'Chill']);
  const ids: string[] = [];
  for (const title of titles) ids.push((await createSong(page.request, { title, tagIds })).id);
  return ids;
}

test('Edit Bounty opens on the bounty’s terms and reserves only the difference', async ({ newPage }) => {
  const title = `Salt Roads ${runTag}`;
  const page = await newPage();
  const [songId] = await artistWithSongs(page, 'edit-bounty-terms', [title]);
  await setBountyThroughApi(page.request, songId, { reviewAmount: 25, placementAmount: 125, description: 'Mixed for late radio.' });
  await page.reload();
  await expect(page.getByTestId('nav-balance')).toHaveText('850 VC');

  await page.getByRole('button', { name: `Edit Bounty on ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Bounty' });
  await expect(dialog.getByRole('slider', { name: 'Review bounty' })).toHaveValue('25');
  await expect(dialog.getByRole('slider', { name: 'Placement bounty' })).toHaveValue('125');
  await expect(dialog.getByLabel('Special instructions (optional)')).toHaveValue('Mixed for late radio.');
  // Five steps of 5 VC up the review slider: 50 + 125.
  await dialog.getByRole('slider', { name: 'Review bounty' }).focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expectAccessibleAndCapture(page, shotsDir, 'edit-bounty-dialog');
  await dialog.getByRole('button', { name: 'Save Bounty (175 VC)' }).click();
  await expect(toast(page).filter({ hasText: 'Bounty updated' })).toContainText('175 VibeCoins are reserved');
  await expect(page.getByText(/Review 50 VC · Placement 125 VC/)).toBeVisible();
  await expect(page.getByTestId('nav-balance')).toHaveText('825 VC');
});

test('Edit Bounty warns when the difference is more than the coins available, and cannot be saved', async ({ newPage }) => {
  const titles = [`Iron Tide ${runTag}`, `Glass Fields ${runTag}`, `Cold Harbour ${runTag}`];
  const page = await newPage();
  const [first, ...others] = await artistWithSongs(page, 'edit-bounty-short', titles);
  await setBountyThroughApi(page.request, first, { reviewAmount: 25, placementAmount: 125 });
  for (const songId of others) await setBountyThroughApi(page.request, songId, { reviewAmount: 100, placementAmount: 300 });
  await page.reload();
  await expect(page.getByTestId('nav-balance')).toHaveText('50 VC');

  await page.getByRole('button', { name: `Edit Bounty on ${titles[0]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Bounty' });
  await dialog.getByRole('slider', { name: 'Placement bounty' }).focus();
  // Four steps of 25 VC: 25 + 225 = 250, 100 more than the 150 it holds, with 50 available.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('alert')).toContainText('This change needs 100 VC and you have 50 VC available.');
  await expect(dialog.getByRole('button', { name: 'Insufficient Funds' })).toBeDisabled();
  await expectAccessibleAndCapture(page, shotsDir, 'edit-bounty-short');
});

test('a claimed bounty cannot be edited, an accepted one cannot be cancelled either, and the card says why', async ({ newPage, playwright, baseURL }) => {
  const title = `Lantern Bay ${runTag}`;
  const page = await newPage();
  const [songId] = await artistWithSongs(page, 'edit-bounty-claimed', [title]);
  await setBountyThroughApi(page.request, songId, { reviewAmount: 25, placementAmount: 125 });
  const [bounty] = (await (await page.request.get('/api/user/active-bounties')).json()) as { id: string }[];
  const curator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(curator, `Cass Claim ${runTag}`, 'edit-bounty-curator');
  const claimed = await curator.post(`/api/bounties/${bounty.id}/claim`);
  expect(claimed.status(), await claimed.text()).toBe(201);

  await page.reload();
  await expect(page.getByRole('button', { name: `Edit Bounty on ${title}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Cancel Bounty on ${title}` })).toBeEnabled();
  await expect(page.getByText('Its terms cannot change while they hold it; cancelling ends their claim.')).toBeVisible();
  await expectAccessibleAndCapture(page, shotsDir, 'edit-bounty-claimed');

  const { id: campaignId } = (await claimed.json()) as { id: string };
  const accepted = await curator.patch(`/api/campaigns/${campaignId}`, { data: { status: 'active' } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await curator.dispose();
  // The page's clock is moved by hand, to the curator's deadline.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('button', { name: `Cancel Bounty on ${title}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Edit Bounty on ${title}` })).toBeDisabled();
  await expect(page.getByText('Until then its terms cannot change and it cannot be cancelled.')).toBeVisible();
  await expectAccessibleAndCapture(page, shotsDir, 'edit-bounty-accepted');

  // Once the deadline passes, the card lets the artist cancel without being reloaded.
  const [{ campaignDeadline }] = (await (await page.request.get('/api/user/active-bounties')).json()) as { campaignDeadline: string }[];
  await page.clock.fastForward(Date.parse(campaignDeadline) - (await page.evaluate(() => Date.now())) + 1_000);
  await expect(page.getByRole('button', { name: `Cancel Bounty on ${title}` })).toBeEnabled();
  await expect(page.getByText('The deadline has passed: cancelling ends their claim.')).toBeVisible();
  await expectAccessibleAndCapture(page, shotsDir, 'edit-bounty-deadline-passed');
});
