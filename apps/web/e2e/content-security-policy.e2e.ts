import { type Page, expect, test } from '@playwright/test';
import { signUpArtist } from './support/accounts';
import { watchViolations } from './support/csp';

async function visitAll(page: Page, paths: readonly string[]): Promise<void> {
  const violations = await watchViolations(page);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
}

test('every signed-out page runs under the Content-Security-Policy', async ({ page }) => {
  await visitAll(page, ['/', '/auth', '/auth#register', '/auth?error=google-not-linked', '/blog', '/blog/tag-your-songs-well', '/blog/no-such-article', '/search', '/search?q=chill&tab=playlists', '/no-such-page']);
});

test('every signed-in page runs under the Content-Security-Policy, dialogs included', async ({ page }) => {
  await signUpArtist(page, 'Csp', 'csp');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  await visitAll(page, ['/', '/landing', '/settings', '/settings?google=linked', `/artist/${me.id}`, '/search?q=chill&tab=curators', '/blog', '/blog/tag-your-songs-well', '/no-such-page']);
  // A Radix dialog injects a <style> element to lock scrolling.
  const violations = await watchViolations(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API docs run under their own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /VibeMatch/ }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
