import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';

/** A page in a context of its own: each user of a journey keeps their own session. */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Opens the Request Campaign dialog for the song's match with the playlist, from the song card's MatchMe. */
export async function openRequestCampaign(page: Page, songTitle: string, playlistName: string): Promise<Locator> {
  await page.getByRole('button', { name: `MatchMe for ${songTitle}` }).click();
  const matches = page.getByRole('dialog', { name: 'Matching Playlists' });
  const row = matches.getByRole('listitem').filter({ has: page.getByRole('heading', { name: playlistName }) });
  await row.getByRole('button', { name: playlistName }).click();
  await row.getByRole('button', { name: 'View details' }).click();
  await matches.getByRole('button', { name: 'Request Campaign' }).click();
  return page.getByRole('dialog', { name: 'Request Campaign' });
}

/** Redeems the test coupon (1000 VC, once per user) through the API, on the given request context's session. */
export async function redeemCoupon(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/add-vibecoins', { data: { couponCode: 'E2E-COUPON' } });
  expect(response.ok(), await response.text()).toBe(true);
}
