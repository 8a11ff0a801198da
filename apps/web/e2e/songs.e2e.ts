import { signUpArtist } from './support/accounts';
import { createSong, firstOfCategory, pickTags, tagOptions, taxonomy } from './support/catalog';
import { toast } from './support/toast';
import { expect, test } from './support/fixtures';

test('an artist adds a song with tags, edits it, hides and unhides it, and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpArtist(page, 'Sol', 'songs-owner');
  const tags = await taxonomy(page.request);
  const [genre] = firstOfCategory(tags, 'genre');
  const [mood] = firstOfCategory(tags, 'mood');
  const chosen = [genre!.name, mood!.name];

  await page.getByRole('button', { name: 'Add Song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Song' });

  await test.step('a song needs a title and a tag', async () => {
    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Please select at least one tag')).toBeVisible();
  });

  await test.step('AI Generate Description needs a title and a tag on the dashboard', async () => {
    const generate = dialog.getByRole('button', { name: 'AI Generate Description' });
    await expect(generate).toBeDisabled();
    await dialog.getByLabel('Title').fill('Midnight Drive');
    await expect(generate).toBeDisabled();
    await pickTags(dialog, chosen);
    await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveText(chosen.map((name) => `${name}×`));
    await generate.click();
    await expect(toast(page)).toContainText('AI Description Generated');
    await expect(dialog.getByLabel('Description')).toHaveValue(/Midnight Drive/);
  });

  await test.step('the song shows on the dashboard with its tags, link and m:ss', async () => {
    await dialog.getByLabel('Spotify URL').fill('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    await dialog.getByLabel('Duration (m:ss)').fill('3:45');
    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await expect(toast(page)).toContainText('Song added successfully!');
    await expect(dialog).toHaveCount(0);
    const card = page.getByRole('article', { name: 'Midnight Drive' });
    for (const name of chosen) await expect(card.getByRole('list', { name: 'Tags of Midnight Drive' })).toContainText(name);
    await expect(card.getByText('3:45')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Spotify: Midnight Drive/ })).toHaveAttribute('href', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    await expect(card.getByRole('link', { name: /^Play Midnight Drive/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').locator('dd').first()).toHaveText('1');
    await expect(page.getByText('Your songs will appear here')).toHaveCount(0);
  });

  await test.step('an edit keeps the Spotify link while adding a YouTube one', async () => {
    await page.getByRole('button', { name: 'Edit Midnight Drive' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Song' });
    await expect(edit.getByLabel('Title')).toHaveValue('Midnight Drive');
    await expect(edit.getByLabel('Spotify URL')).toHaveValue('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    await expect(edit.getByLabel('Duration (m:ss)')).toHaveValue('3:45');
    await edit.getByLabel('Title').fill('Midnight Drive (Radio Edit)');
    await edit.getByText('YouTube', { exact: true }).click();
    await edit.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await edit.getByLabel('Duration (m:ss)').fill('185');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Song updated successfully!');
    const card = page.getByRole('article', { name: 'Midnight Drive (Radio Edit)' });
    await expect(card.getByRole('link', { name: /^(Spotify|YouTube):/ })).toHaveText(['Spotify↗', 'YouTube↗']);
    await expect(card.getByText('3:05')).toBeVisible();
  });

  const title = 'Midnight Drive (Radio Edit)';
  const card = page.getByRole('article', { name: title });

  await test.step('hiding and unhiding ask first', async () => {
    await card.getByRole('button', { name: `Hide ${title}` }).click();
    await page.getByRole('dialog', { name: 'Hide Song' }).getByRole('button', { name: 'Hide Song' }).click();
    await expect(toast(page)).toContainText('Song hidden');
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Unhide ${title}` }).click();
    await page.getByRole('dialog', { name: 'Unhide Song' }).getByRole('button', { name: 'Unhide Song' }).click();
    await expect(toast(page)).toContainText('Song visible');
    await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);
  });

  await test.step('deleting asks first, then says Song Deleted', async () => {
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Song' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete Song' }).click();
    await expect(toast(page)).toContainText('Song Deleted');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Your songs will appear here')).toBeVisible();
  });
});

test('the tag picker lists prefix matches first, keeps to a category and stops at 10', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpArtist(page, 'Tam', 'songs-tag-picker');
  const tags = await taxonomy(page.request);
  await page.getByRole('button', { name: 'Add Song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Song' });

  await test.step('names starting with the filter come before names that only contain it', async () => {
    const lower = (tag: { name: string }) => tag.name.toLowerCase();
    const query = ['pop', 'rock', 'house', 'core', 'step', 'wave', 'an'].find(
      (q) => tags.some((tag) => lower(tag).startsWith(q)) && tags.some((tag) => !lower(tag).startsWith(q) && lower(tag).includes(q)),
    );
    expect(query, 'a filter with both kinds of matches in the taxonomy').toBeDefined();
    await dialog.getByLabel('Filter tags').fill(query!.toUpperCase());
    const shown = await tagOptions(dialog).allTextContents();
    expect(shown).toHaveLength(tags.filter((tag) => lower(tag).includes(query!)).length);
    const startsWith = shown.map((name) => name.toLowerCase().startsWith(query!));
    expect(startsWith.indexOf(false)).toBeGreaterThan(0);
    expect(startsWith.slice(startsWith.indexOf(false))).not.toContain(true);
  });

  await test.step('a category tab shows only its tags', async () => {
    await dialog.getByLabel('Filter tags').fill('');
    await dialog.getByRole('tab', { name: 'Mood' }).click();
    const moods = tags.filter((tag) => tag.category === 'mood').map((tag) => tag.name);
    await expect(tagOptions(dialog)).toHaveText(moods);
    await dialog.getByRole('tab', { name: 'All' }).click();
    await expect(tagOptions(dialog)).toHaveCount(tags.length);
  });

  await test.step('at 10 tags the picker says so and adds no more', async () => {
    for (let index = 0; index < 10; index += 1) await tagOptions(dialog).nth(index).click();
    await expect(dialog.getByText('10 of 10 selected')).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'Tag limit reached: You can select up to 10 tags maximum.' })).toBeVisible();
    const eleventh = tagOptions(dialog).nth(10);
    await expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the limit; Enter on it adds nothing.
    await eleventh.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button')).toHaveCount(10);

    await dialog.getByRole('list', { name: 'Selected tags' }).getByRole('button').first().click();
    await expect(dialog.getByText('9 of 10 selected')).toBeVisible();
    await expect(dialog.getByText('Tag limit reached')).toHaveCount(0);
  });

  await test.step('Enter in the filter box adds the first match', async () => {
    // A tag that no other tag's name starts with, so that it is the first match of its own name.
    const target = tags.find((tag) => tag.category === 'instrument' && !tags.some((other) => other !== tag && other.name.toLowerCase().startsWith(tag.name.toLowerCase())));
    if (!target) throw new Error('no instrument tag to type');
    await dialog.getByLabel('Filter tags').fill(target.name);
    await dialog.getByLabel('Filter tags').press('Enter');
    await expect(dialog.getByRole('button', { name: `Remove ${target.name}` })).toBeVisible();
    await expect(dialog.getByLabel('Filter tags')).toHaveValue('');
    await expect(dialog).toBeVisible();
  });
});

test('the artist profile lists the songs: the owner manages them there, a visitor sees only the visible ones', async ({ page, newPage }) => {
  test.setTimeout(60_000);
  await signUpArtist(page, 'Pip', 'songs-profile');
  const tags = await taxonomy(page.request);
  const [genre] = firstOfCategory(tags, 'genre');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  await createSong(page.request, { title: 'Shown Song', tagIds: [genre!.id], duration: 201 });
  const hidden = await createSong(page.request, { title: 'Secret Song', tagIds: [genre!.id] });
  expect((await page.request.patch(`/api/songs/${hidden.id}/visibility`, { data: { isActive: false } })).ok()).toBe(true);

  await test.step('the owner sees both songs and adds one with an AI description from the title alone', async () => {
    await page.goto(`/artist/${me.id}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Secret Song' }).getByText('Hidden', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Song' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Song' });
    await dialog.getByLabel('Title').fill('Profile Song');
    // Held back a moment, so that the pending label can be seen.
    await page.route('**/api/songs/generate-description', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'AI Generate Description' }).click();
    await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(toast(page)).toContainText('AI Description Generated');
    await pickTags(dialog, [genre!.name]);
    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await expect(toast(page)).toContainText('Song added successfully!');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('tab', { name: 'Songs' })).toBeVisible();
  });

  await test.step('a visitor sees the visible songs without the owner buttons', async () => {
    const visitor = await newPage();
    await signUpArtist(visitor, 'Vic', 'songs-profile-visitor');
    await visitor.goto(`/artist/${me.id}`);
    await expect(visitor.getByRole('article')).toHaveCount(2);
    await expect(visitor.getByRole('article', { name: 'Secret Song' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Add Song' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^(Edit|Delete|Hide) / })).toHaveCount(0);
  });
});

test('saving an edit of a song deleted meanwhile says "No song to edit" and the card goes', async ({ page }) => {
  await signUpArtist(page, 'Edda', 'songs-edit-deleted');
  const [genre] = firstOfCategory(await taxonomy(page.request), 'genre');
  const song = await createSong(page.request, { title: 'Gone Tomorrow', tagIds: [genre!.id] });
  await page.reload();
  const card = page.getByRole('article', { name: 'Gone Tomorrow' });
  await card.getByRole('button', { name: 'Edit Gone Tomorrow' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Song' });
  await edit.getByLabel('Title').fill('Gone Tomorrow (Live)');

  // Deleted elsewhere (another tab, another device) while the form is open.
  expect((await page.request.delete(`/api/songs/${song.id}`)).ok()).toBe(true);
  await edit.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page)).toContainText('No song to edit');
  await expect(toast(page)).toContainText('“Gone Tomorrow” has been deleted, so your changes were not saved.');
  await expect(edit).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Your songs will appear here')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/web-shots-messages/no-song-to-edit-${width}.png` });
  }
});
