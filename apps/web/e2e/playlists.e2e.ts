import { type Page, expect, test } from '@playwright/test';
import { signUpCurator } from './support/accounts';
import { createPlaylist, createPlaylistThroughDialog, firstOfCategory, tagIdsByName, taxonomy } from './support/catalog';
import { toast } from './support/toast';

function followerTotal(page: Page) {
  return page.locator('dt', { hasText: 'Total followers' }).locator('xpath=following-sibling::dd');
}

test('a curator creates playlists, sees Closed on the one not accepting, and the follower total on their profile', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpCurator(page, 'Cleo', 'playlists-curator');
  const tags = await taxonomy(page.request);
  const [genre, otherGenre] = firstOfCategory(tags, 'genre', 2);
  const [mood] = firstOfCategory(tags, 'mood');

  await test.step('the dialog has the three sections, the default prices and the rules of the form', async () => {
    await page.getByRole('button', { name: 'Create Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
    for (const section of ['Basic Information', 'Playlist Details', 'Genres & Tags']) await expect(dialog.getByRole('group', { name: section })).toBeVisible();
    await expect(dialog.getByLabel('Review price (VC)')).toHaveValue('25');
    await expect(dialog.getByLabel('Placement price (VC)')).toHaveValue('150');
    await expect(dialog.getByLabel('Accepting submissions')).toBeChecked();
    await dialog.getByLabel('Description').fill('Too short');
    await dialog.getByLabel('Followers').fill('-5');
    await dialog.getByRole('button', { name: 'Create Playlist' }).click();
    await expect(dialog.getByText('Playlist name is required')).toBeVisible();
    await expect(dialog.getByText('Please provide a meaningful description (at least 10 characters)')).toBeVisible();
    await expect(dialog.getByText('Playlist URL is required')).toBeVisible();
    await expect(dialog.getByText('Follower count must be 0 or greater')).toBeVisible();
    // The first field in trouble takes the focus, and with it the view of a scrolled dialog.
    await expect(dialog.getByLabel('Playlist name')).toBeFocused();
    await expect(dialog.getByLabel('Playlist name')).toBeInViewport();
    await expect(toast(page)).toContainText('Tags required');
    await expect(toast(page)).toContainText('Please select at least one tag to help artists find your playlist');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the closed playlist shows Closed, the open one does not', async () => {
    await createPlaylistThroughDialog(page, { name: 'Late Night Indie', followers: '1200', accepting: false, tags: [genre!.name, mood!.name] });
    await createPlaylistThroughDialog(page, { name: 'Morning Coffee', followers: '300', accepting: true, tags: [otherGenre!.name] });
    const closed = page.getByRole('article', { name: 'Late Night Indie' });
    await expect(closed.getByText('Closed', { exact: true })).toBeVisible();
    await expect(closed.getByText('1,200 followers')).toBeVisible();
    await expect(closed.getByRole('list', { name: 'Tags of Late Night Indie' })).toContainText(mood!.name);
    await expect(page.getByRole('article', { name: 'Morning Coffee' }).getByText('Closed', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').locator('dd').first()).toHaveText('2');
  });

  await test.step('the curator profile lists them with the total of their followers', async () => {
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto(`/curator/${me.id}`);
    await expect(page.getByRole('tab', { name: 'Playlists (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(followerTotal(page)).toHaveText('1,500');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Late Night Indie' }).getByText('Closed', { exact: true })).toBeVisible();
  });

  await test.step('an edit reopens the playlist and a delete removes the other', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Edit Late Night Indie' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    await expect(edit.getByLabel('Followers')).toHaveValue('1200');
    await edit.getByLabel('Accepting submissions').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Playlist updated successfully!');
    await expect(page.getByRole('article', { name: 'Late Night Indie' }).getByText('Closed', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Morning Coffee' }).click();
    await page.getByRole('dialog', { name: 'Delete Playlist' }).getByRole('button', { name: 'Delete Playlist' }).click();
    await expect(toast(page)).toContainText('Playlist Deleted');
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});

test('a description that is one long word wraps inside its playlist card at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpCurator(page, 'Wren', 'playlists-long-word');
  const tagIds = await tagIdsByName(page.request, ['Rock']);
  await createPlaylist(page.request, { name: 'Long Words', followerCount: 10, acceptingSubmissions: true, tagIds, description: `https://example.com/${'a'.repeat(120)}` });
  await page.reload();
  const description = page.getByRole('article', { name: 'Long Words' }).getByText('https://example.com/');
  await expect(description).toBeVisible();
  expect(await description.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
