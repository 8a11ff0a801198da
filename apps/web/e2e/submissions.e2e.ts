import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { becomeBothRoles, signUpArtist, signUpCuratorThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { redeemCoupon } from './support/marketplace';
import { toast } from './support/toast';

// Spec 2.10: the Submissions screen's counters are those of the tab shown.
const shotsDir = '/tmp/issue21-shots';
const runTag = Date.now().toString(36);

/** Sends a review request of the song to the playlist at its default price, on the request context's session. */
async function sendReviewRequest(request: APIRequestContext, songId: string, playlistId: string): Promise<void> {
  const response = await request.post('/api/submissions', { data: { songId, playlistId, type: 'review', price: 25, message: 'One for your list, I hope.' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The numbers of the counter cards, in order: Total, Pending, Reviewed, Added, Rejected. */
function counters(page: Page) {
  return page.getByLabel('Submission counts').locator('dd');
}

test('a user with role both sees the Sent tab’s counters on Sent and the Received tab’s on Received', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  // The both user's own song goes to another curator's playlist: one request sent.
  const otherCurator = await playwright.request.newContext({ baseURL });
  await signUpCuratorThroughApi(otherCurator, `Uma Elsewhere ${runTag}`, 'submissions-other-curator');
  const tagIds = await tagIdsByName(otherCurator, ['Rock', 'Chill']);
  const { id: elsewhereId } = await createPlaylist(otherCurator, { name: `Elsewhere ${runTag}`, followerCount: 100, acceptingSubmissions: true, tagIds });
  await otherCurator.dispose();

  await signUpArtist(page, 'Tove', 'submissions-both');
  await becomeBothRoles(page, 'Tove');
  await redeemCoupon(page.request);
  const { id: ownSongId } = await createSong(page.request, { title: `Own Song ${runTag}`, tagIds });
  await sendReviewRequest(page.request, ownSongId, elsewhereId);

  // Another artist sends two songs to the both user's playlist: two requests received.
  const { id: ownPlaylistId } = await createPlaylist(page.request, { name: `Both Lists ${runTag}`, followerCount: 200, acceptingSubmissions: true, tagIds });
  const otherArtist = await playwright.request.newContext({ baseURL });
  const registered = await otherArtist.post('/api/auth/register', {
    data: { email: `submissions-other-artist-${runTag}@example.test`, password: 'correct-horse-42', firstName: 'Vic', lastName: 'Tester', role: 'artist' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await redeemCoupon(otherArtist);
  for (const title of ['First', 'Second']) {
    const { id } = await createSong(otherArtist, { title: `${title} Visitor ${runTag}`, tagIds });
    await sendReviewRequest(otherArtist, id, ownPlaylistId);
  }
  await otherArtist.dispose();

  await page.goto('/submissions');
  await expect(page.getByRole('tab', { name: 'Sent (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(counters(page)).toHaveText(['1', '1', '0', '0', '0']);

  await page.getByRole('tab', { name: 'Received (2)' }).click();
  await expect(page.getByRole('tab', { name: 'Received (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(counters(page)).toHaveText(['2', '2', '0', '0', '0']);
  // As on the dashboard, the tab is the active role: the frame switched to the curator role with it.
  await expect(page.getByRole('group', { name: 'Active role' }).getByRole('button', { name: 'Curator' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleAndCapture(page, shotsDir, 'submissions-received-tab');

  await page.getByRole('tab', { name: 'Sent (1)' }).click();
  await expect(counters(page)).toHaveText(['1', '1', '0', '0', '0']);
  await expectAccessibleAndCapture(page, shotsDir, 'submissions-sent-tab');

  // A rejection without feedback earns nothing, and the toast says so rather than "You earned 0 VC".
  await page.getByRole('tab', { name: 'Received (2)' }).click();
  await page.getByRole('article', { name: `First Visitor ${runTag} to Both Lists ${runTag}` }).getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page).filter({ hasText: 'Submission Updated' })).toContainText(`Nothing earned for “First Visitor ${runTag}”; its artist gets every coin back.`);
  await expect(counters(page)).toHaveText(['2', '1', '0', '0', '1']);
});
