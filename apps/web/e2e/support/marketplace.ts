import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';

/** Opens MatchMe (the Matching Playlists dialog) from the song's card and waits for its list. */
export async function openMatchMe(page: Page, songTitle: string): Promise<Locator> {
  await page.getByRole('button', { name: `MatchMe for ${songTitle}` }).click();
  const matches = page.getByRole('dialog', { name: 'Matching Playlists' });
  await expect(matches.getByRole('list', { name: 'Matching playlists' })).toBeVisible();
  return matches;
}

/** The row of a playlist in the Matching Playlists dialog. */
export function matchRow(matches: Locator, playlistName: string): Locator {
  return matches.getByRole('listitem').filter({ has: matches.page().getByRole('heading', { name: playlistName }) });
}

/** From an open Matching Playlists dialog, opens the playlist's details, then its Request Campaign dialog. */
export async function requestCampaignFrom(matches: Locator, playlistName: string): Promise<Locator> {
  const row = matchRow(matches, playlistName);
  await row.getByRole('button', { name: playlistName }).click();
  await row.getByRole('button', { name: 'View details' }).click();
  await matches.getByRole('button', { name: 'Request Campaign' }).click();
  return matches.page().getByRole('dialog', { name: 'Request Campaign' });
}

/**
 * Types the message of an open Request Campaign dialog and checks that the field holds it. Once in
 * CI a fill made right after the dialog opened left the field empty (Send stayed disabled until the
 * test timed out); over a hundred tries here did not bring it back. A fill that did not land is
 * typed once more, and the test's output says so, so that a recurrence is seen rather than hidden.
 */
export async function writeRequestMessage(dialog: Locator, message: string): Promise<void> {
  const field = dialog.getByLabel('Message to the curator');
  await field.fill(message);
  const held = await field.inputValue();
  if (held !== message) {
    // Where the typing went, for whoever looks into it next time.
    const focused = await field.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    console.warn(`The message field held ${JSON.stringify(held)} after a fill (focus on ${focused}): typing it again`);
    await field.fill(message);
  }
  await expect(field).toHaveValue(message);
}

/** Opens the Request Campaign dialog for the song's match with the playlist, from the song card's MatchMe. */
export async function openRequestCampaign(page: Page, songTitle: string, playlistName: string): Promise<Locator> {
  return requestCampaignFrom(await openMatchMe(page, songTitle), playlistName);
}

/** In an open Buy VibeCoins dialog, opens the coupon area and redeems the test coupon the e2e server configures. */
export async function redeemCouponIn(buy: Locator): Promise<void> {
  await buy.getByRole('button', { name: 'Have a coupon code?' }).click();
  await buy.getByLabel('Coupon code').fill('E2E-COUPON');
  await buy.getByRole('button', { name: 'Redeem' }).click();
}

/** Redeems the test coupon (1000 VC, once per user) through the API, on the given request context's session. */
export async function redeemCoupon(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/add-vibecoins', { data: { couponCode: 'E2E-COUPON' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets a bounty on the song through the API, on the given request context's (the artist's) session. */
export async function setBountyThroughApi(
  request: APIRequestContext,
  songId: string,
  bounty: { reviewAmount: number; placementAmount: number; description?: string; serviceType?: 'review' | 'both' },
): Promise<void> {
  const response = await request.post(`/api/songs/${songId}/bounty`, { data: bounty });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sends a review request for the song to the playlist through the API, at the playlist's review price, on the artist's session. */
export async function sendReviewRequestThroughApi(request: APIRequestContext, songId: string, playlistId: string, price: number, message: string): Promise<void> {
  const response = await request.post('/api/submissions', { data: { songId, playlistId, type: 'review', price, message } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Answers the curator's (the request context's) pending request for the song, with feedback, through the API. */
export async function answerRequestThroughApi(request: APIRequestContext, songTitle: string, status: 'reviewed' | 'added' | 'rejected', curatorFeedback: string): Promise<void> {
  const received = (await (await request.get('/api/submissions/curator')).json()) as { id: string; status: string; song: { title: string } }[];
  const pending = received.find((submission) => submission.song.title === songTitle && submission.status === 'pending');
  if (!pending) throw new Error(`No pending request for ${songTitle}`);
  const answered = await request.patch(`/api/submissions/${pending.id}`, { data: { status, curatorFeedback } });
  expect(answered.ok(), await answered.text()).toBe(true);
}
