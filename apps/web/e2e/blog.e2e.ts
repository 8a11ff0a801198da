import { expect, test } from '@playwright/test';
import { signUpArtist } from './support/accounts';

const listingOrder = ['How to Pitch Your Song to Playlist Curators', 'Tag Your Songs So the Right Playlists Find Them', 'What Curators Actually Look For in a Submission'];

test('the blog lists three articles, the featured one first, and opens an article', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'VibeMatch Blog' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(listingOrder);
  await expect(page.getByRole('article').first().getByText('Featured')).toBeVisible();

  await page.getByRole('link', { name: 'Tag Your Songs So the Right Playlists Find Them' }).click();
  await expect(page).toHaveURL('/blog/tag-your-songs-well');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag Your Songs So the Right Playlists Find Them' })).toBeVisible();
  await expect(page.getByText('By Maya Okafor')).toBeVisible();
  await expect(page.getByText('4 min read')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Tagging');
  await expect(page.getByRole('heading', { level: 2, name: 'Start with the genre, and be honest' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('an unknown article slug says so and links back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page.getByRole('heading', { name: 'VibeMatch Blog' })).toBeVisible();
});

test('a signed-in user reads the blog inside the app frame', async ({ page }) => {
  await signUpArtist(page, 'Bea', 'blog-signed-in');
  await page.goto('/blog/how-to-pitch-playlist-curators');
  await expect(page.getByRole('heading', { level: 1, name: 'How to Pitch Your Song to Playlist Curators' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
