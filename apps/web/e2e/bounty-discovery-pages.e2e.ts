import { signUpCurator, signUpThroughApi } from './support/accounts';
import { expectAccessibleAndCapture } from './support/axe';
import { createPlaylist, createSong, tagIdsByName } from './support/catalog';
import { redeemCoupon, setBountyThroughApi } from './support/marketplace';
import { expect, test } from './support/fixtures';

// Bounty discovery at market size: the statistics count every bounty the filter finds, the list
// shows a page of 48 and "Show more" adds the rest (the server answers pages, not the market).
const runTag = Date.now().toString(36);
const FOUND = 49;

test('bounty discovery shows 48 bounties, counts all it found and shows the rest on "Show more"', async ({ newPage }) => {
  test.setTimeout(120_000);
  const artist = await newPage();
  await signUpThroughApi(artist.request, { firstName: 'Tove', label: 'discovery-pages-artist', role: 'artist' });
  await redeemCoupon(artist.request);
  // Jazz, which the other tests' playlists do not carry: these bounties sort after theirs.
  const tagIds = await tagIdsByName(artist.request, ['Jazz']);
  for (let i = 0; i < FOUND; i++) {
    const { id } = await createSong(artist.request, { title: `Tide ${runTag} ${i}`, tagIds });
    await setBountyThroughApi(artist.request, id, { reviewAmount: 10, placementAmount: 0, serviceType: 'review' });
  }

  const curator = await newPage();
  await signUpCurator(curator, 'Uma', 'discovery-pages-curator');
  await createPlaylist(curator.request, { name: `Tide Lists ${runTag}`, followerCount: 120, acceptingSubmissions: true, tagIds });
  await curator.goto('/bounty-discovery');
  await curator.getByRole('searchbox', { name: 'Search bounties by song, artist or tag' }).fill(`Tide ${runTag}`);

  const stats = curator.getByLabel('Bounty statistics').getByRole('definition');
  await expect(stats).toHaveText([String(FOUND), `${FOUND * 10} VC`, String(FOUND), '100%']);
  const cards = curator.getByRole('article', { name: new RegExp(`^Bounty on Tide ${runTag} `) });
  await expect(cards).toHaveCount(48);
  await expectAccessibleAndCapture(curator, '/tmp/issue20-shots', 'bounty-discovery-pages');
  await curator.getByRole('button', { name: `Show more bounties (48 of ${FOUND})` }).click();
  await expect(cards).toHaveCount(FOUND);
  await expect(curator.getByRole('button', { name: /Show more bounties/ })).toHaveCount(0);
});
