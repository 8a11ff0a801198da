import { type Page, expect, test } from '@playwright/test';
import { signUpArtist } from './support/accounts';

/**
 * Collects every Content-Security-Policy violation of the page (the `securitypolicyviolation`
 * event, from the first script on) and every console report of one.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

async function visitAll(page: Page, paths: readonly string[]): Promise<void> {
  const violations = await watchViolations(page);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
}

test('every signed-out page runs under the Content-Security-Policy', async ({ page }) => {
  await visitAll(page, ['/', '/auth', '/auth#register', '/auth?error=google-not-linked', '/blog', '/blog/tag-your-songs-well', '/blog/no-such-article', '/no-such-page']);
});

test('every signed-in page runs under the Content-Security-Policy, dialogs included', async ({ page }) => {
  await signUpArtist(page, 'Csp', 'csp');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  await visitAll(page, ['/', '/landing', '/settings', '/settings?google=linked', `/artist/${me.id}`, '/blog', '/blog/tag-your-songs-well', '/no-such-page']);
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
