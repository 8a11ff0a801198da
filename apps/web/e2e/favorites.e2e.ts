import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { password, signUpCurator, uniqueEmail } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { toast } from './support/toast';

// Spec 7 and 8: a signed-in user favourites an artist (POST /api/favorites/artists) from the
// artist's profile or from search; "Artist Favorited", or "Error" / "Failed to favorite artist.".
const shotsDir = '/tmp/issue21-favorites';
const runTag = Date.now().toString(36);
const searchWord = `Fave${runTag}`;

/** The toast titled exactly so (a `hasText` filter would ignore letter case), with this description. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const shown = toast(page).filter({ has: page.getByText(title, { exact: true }) });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(description);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  mkdirSync(shotsDir, { recursive: true });
  // Search finds people by name: one last name for both artists, unique to this run.
  for (const firstName of ['Ada', 'Bea']) {
    const artist = await playwright.request.newContext({ baseURL });
    const registered = await artist.post('/api/auth/register', {
      data: { email: uniqueEmail(`favorites-${firstName.toLowerCase()}`), password, firstName, lastName: searchWord, role: 'artist' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await artist.dispose();
  }
});

test('a curator favourites one artist from search and another from the artist’s profile: "Artist Favorited"', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpCurator(page, 'Fay', 'favorites-fan');

  await page.goto(`/search?q=${searchWord}&tab=artists`);
  const found = page.getByRole('list', { name: 'Artists found' });
  await expect(found.getByRole('article')).toHaveCount(2);
  await found.getByRole('button', { name: `Favorite Ada ${searchWord}` }).click();
  await expectToast(page, 'Artist Favorited', `Ada ${searchWord} is now one of your favorite artists.`);
  await expect(found.getByRole('button', { name: `Favorited Ada ${searchWord}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(found.getByRole('button', { name: `Favorite Bea ${searchWord}` })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessibleAndCapture(page, shotsDir, 'search-artist-favorited');

  await page.setViewportSize({ width: 1280, height: 900 });
  await found.getByRole('link', { name: `Bea ${searchWord}` }).click();
  await expect(page.getByRole('heading', { name: `Bea ${searchWord}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Favorite Artist Bea ${searchWord}` }).click();
  await expectToast(page, 'Artist Favorited', `Bea ${searchWord} is now one of your favorite artists.`);
  await expect(page.getByRole('button', { name: `Favorited Bea ${searchWord}` })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleAndCapture(page, shotsDir, 'profile-artist-favorited');

  // Remembered: after a reload the favourite is still shown as one, and a press takes it off.
  await page.reload();
  await page.getByRole('button', { name: `Favorited Bea ${searchWord}` }).click();
  await expectToast(page, 'Removed from favorites', `Bea ${searchWord} is no longer one of your favorite artists.`);
  await expect(page.getByRole('button', { name: `Favorite Artist Bea ${searchWord}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto(`/search?q=${searchWord}&tab=artists`);
  await expect(found.getByRole('button', { name: `Favorited Ada ${searchWord}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(found.getByRole('button', { name: `Favorite Bea ${searchWord}` })).toHaveAttribute('aria-pressed', 'false');
});

test('when favouriting fails the user sees "Error" / "Failed to favorite artist." and can try again', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpCurator(page, 'Gus', 'favorites-failing-fan');
  await page.goto(`/search?q=${searchWord}&tab=artists`);
  await page.getByRole('link', { name: `Ada ${searchWord}` }).click();
  await expect(page.getByRole('heading', { name: `Ada ${searchWord}`, level: 1 })).toBeVisible();

  // The connection drops: no answer from the server at all.
  await page.route('**/api/favorites/artists', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: `Favorite Artist Ada ${searchWord}` }).click();
  await expectToast(page, 'Error', 'Failed to favorite artist.');
  await expect(page.getByRole('button', { name: `Favorite Artist Ada ${searchWord}` })).toBeEnabled();

  await page.unroute('**/api/favorites/artists');
  await page.getByRole('button', { name: `Favorite Artist Ada ${searchWord}` }).click();
  await expectToast(page, 'Artist Favorited', `Ada ${searchWord} is now one of your favorite artists.`);
});
