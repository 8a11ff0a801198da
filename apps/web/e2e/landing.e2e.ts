import { expect, test } from '@playwright/test';
import { openAccountMenu, signUpArtist } from './support/accounts';

test('a visitor sees every landing section and the section links scroll to them', async ({ page }) => {
  await page.goto('/');
  const sections = page.getByRole('navigation', { name: 'Page sections' });

  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth#register');
  await expect(page.getByRole('link', { name: 'Join as Artist' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Join as Curator' })).toHaveAttribute('href', '/auth');

  const sampleMatches = page.getByRole('figure', { name: 'Sample match results' });
  await expect(sampleMatches.getByText('94% Excellent')).toBeVisible();
  await expect(sampleMatches.getByText('72% Good')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample song tags' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('1,247 followers')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  for (const heading of ['Featured Playlists', 'Why VibeMatch', 'How It Works', 'The Matching System', 'Ready to find your audience?']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.locator('#featured-playlists li h3')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Why VibeMatch' }).locator('xpath=../..').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'For artists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For curators' })).toBeVisible();
  await expect(page.getByText('capped at 39%')).toBeVisible();

  for (const column of ['Platform', 'Support']) {
    await expect(page.getByRole('navigation', { name: column }).getByRole('link')).toHaveCount(4);
  }
  await expect(page.getByRole('navigation', { name: 'Platform' }).getByRole('link')).toHaveText(['For Artists', 'For Curators', 'How It Works', 'Pricing']);
  await expect(page.getByRole('navigation', { name: 'Support' }).getByRole('link')).toHaveText(['Help Center', 'Contact Us', 'Privacy Policy', 'Terms of Service']);

  for (const [label, id] of [
    ['How It Works', 'how-it-works'],
    ['Featured Playlists', 'featured-playlists'],
    ['Matching System', 'matching-system'],
  ] as const) {
    await sections.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    // The sticky bar stays on screen while the page scrolls.
    await expect(sections).toBeInViewport();
  }
});

test("a visitor's first page asks nobody who is signed in and logs no error", async ({ page }) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  expect(asked.filter((path) => path === '/api/auth/user')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in user reaches the landing page at /landing with an account menu', async ({ page }) => {
  await signUpArtist(page, 'Lana', 'landing-signed-in');
  await page.getByRole('link', { name: 'VibeMatch landing page' }).click();
  await expect(page).toHaveURL('/landing');
  await expect(page.getByRole('heading', { name: 'The Matching System' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/api/auth/logout');

  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page).toHaveURL('/');
});
