import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Tag } from '#catalog';
import { createTestApp, signUp, type SignedUpAccount, type TestApp } from '#testing';
import { MatchScores } from '../src/index.js';
import { PlaylistCards } from '../src/read-models/matching/playlist-cards.js';
import { CatalogEvents } from './support/catalog-events.js';

/**
 * GET /api/songs/{id}/matching-playlists against matching's read model, fed with catalog's
 * events appended to the store (support/catalog-events.ts) and accounts signed up through the API.
 */
let t: TestApp;
let catalog: CatalogEvents;

// Tags of our own (the starter taxonomy has ids 1-5): a fresh set per test, so that no test sees
// another's playlists. One per weight class, and then some.
let taxonomies = 0;
async function newTags() {
  const base = 10_000 + 100 * taxonomies++;
  const tags = {
    indiePop: { id: base + 1, name: 'Indie Pop', category: 'genre' },
    metal: { id: base + 2, name: 'Metal', category: 'genre' },
    mellow: { id: base + 3, name: 'Mellow', category: 'mood' },
    dark: { id: base + 4, name: 'Dark', category: 'mood' },
    guitar: { id: base + 5, name: 'Guitar', category: 'instrument' },
    night: { id: base + 6, name: 'Late Night', category: 'activity' },
  } satisfies Record<string, Tag>;
  await catalog.addTags(Object.values(tags));
  return tags;
}
const ids = (...tags: Tag[]): number[] => tags.map((x) => x.id);

beforeAll(async () => {
  t = await createTestApp();
  catalog = new CatalogEvents(t);
});
afterAll(async () => {
  await t.close();
});

const curator = (displayName = 'Night Owl'): Promise<SignedUpAccount> =>
  signUp(t, { role: 'curator', curatorProfile: { displayName, bio: 'Mellow indie for late nights.' } });
const matchesOf = (artist: SignedUpAccount, songId: string) => artist.agent.get(`/api/songs/${songId}/matching-playlists`);
const scores = (body: { name: string; matchPercentage: number }[]) => body.map((p) => [p.name, p.matchPercentage]);

describe('GET /api/songs/{id}/matching-playlists', () => {
  it('lists the playlists that share tags with the song, scored by the formula, best first, then by followers, then by name', async () => {
    const { indiePop, metal, mellow, dark, guitar, night } = await newTags();
    const artist = await signUp(t);
    const owl = await curator('Night Owl');
    const songId = await catalog.addSong(artist.user.id, { title: 'Porch Light', tagIds: ids(indiePop, mellow, guitar) });
    // S = {indie pop 3, mellow 2, guitar 2}: w(S) = 7.
    await catalog.createPlaylist(owl.user.id, { name: 'Exact Fit', tagIds: ids(guitar, mellow, indiePop), followerCount: 10 });
    // S∩P = 5, w(P) = 6: 100 × (0.7 × 5/7 + 0.3 × 5/6) = 75.
    await catalog.createPlaylist(owl.user.id, { name: 'Zeta Nights', tagIds: ids(indiePop, mellow, night), followerCount: 40 });
    await catalog.createPlaylist(owl.user.id, { name: 'Alpha Nights', tagIds: ids(indiePop, mellow, night), followerCount: 40 });
    await catalog.createPlaylist(owl.user.id, { name: 'Big Nights', tagIds: ids(indiePop, mellow, night), followerCount: 5000 });
    // No genre of the song: 100 × (0.7 × 4/7 + 0.3 × 4/7) = 57, capped at 39.
    await catalog.createPlaylist(owl.user.id, { name: 'Heavy Strings', tagIds: ids(metal, mellow, guitar), followerCount: 9 });
    // Nothing shared: not listed.
    await catalog.createPlaylist(owl.user.id, { name: 'Doom', tagIds: ids(metal, dark) });

    const response = await matchesOf(artist, songId).expect(200);
    expect(scores(response.body)).toEqual([
      ['Exact Fit', 100],
      ['Big Nights', 75],
      ['Alpha Nights', 75],
      ['Zeta Nights', 75],
      ['Heavy Strings', 39],
    ]);
    expect(response.body[1].sharedTagIds).toEqual(ids(indiePop, mellow));
    expect(response.body[4].sharedTagIds).toEqual(ids(mellow, guitar));
  });

  it('answers each playlist whole: its fields, its tags with names and categories, and its curator', async () => {
    const { indiePop, mellow, night } = await newTags();
    const artist = await signUp(t);
    const owl = await curator('Owl Radio');
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop, night) });
    const details = {
      name: 'Owl Radio',
      description: 'Indie pop for the small hours.',
      platform: 'spotify' as const,
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX2sUQwD7tbmL',
      coverImageUrl: 'https://i.scdn.co/image/owl.jpg',
      followerCount: 1234,
      trackCount: 80,
      acceptingSubmissions: true,
      reviewPrice: 30,
      placementPrice: 175,
      tagIds: ids(night, indiePop, mellow),
    };
    const playlistId = await catalog.createPlaylist(owl.user.id, details);

    const [match] = (await matchesOf(artist, songId).expect(200)).body;
    const { tagIds: _tagIds, ...fields } = details;
    expect(match).toEqual({
      id: playlistId,
      curatorId: owl.user.id,
      ...fields,
      spotifyUrl: details.playlistUrl,
      coverArtUrl: details.coverImageUrl,
      tags: [night, indiePop, mellow],
      createdAt: expect.any(String),
      // S = {indie pop 3, night 1} = 4 all shared; w(P) = 6: 100 × (0.7 + 0.3 × 4/6) = 90.
      matchPercentage: 90,
      sharedTagIds: ids(indiePop, night),
      curator: { id: owl.user.id, displayName: 'Owl Radio', firstName: 'Ana' },
    });
  });

  it("never lists a playlist closed to submissions, nor one of the song's own artist", async () => {
    const { indiePop, mellow } = await newTags();
    const artist = await signUp(t);
    await artist.agent.post('/api/user/upgrade-to-curator').expect(200);
    await artist.agent.patch('/api/curator/profile').send({ displayName: 'Ana Both', bio: 'I also curate a playlist.' }).expect(200);
    const owl = await curator();
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop, mellow) });
    await catalog.createPlaylist(owl.user.id, { name: 'Open', tagIds: ids(indiePop, mellow) });
    await catalog.createPlaylist(owl.user.id, { name: 'Closed', tagIds: ids(indiePop, mellow), acceptingSubmissions: false });
    await catalog.createPlaylist(artist.user.id, { name: 'My Own', tagIds: ids(indiePop, mellow) });

    expect(scores((await matchesOf(artist, songId).expect(200)).body)).toEqual([['Open', 100]]);
  });

  it('follows playlists as curators change them: reopened, retagged, closed, deleted', async () => {
    const { indiePop, metal, mellow, dark } = await newTags();
    const artist = await signUp(t);
    const owl = await curator();
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop, mellow) });
    const playlistId = await catalog.createPlaylist(owl.user.id, { name: 'Changing', tagIds: ids(metal), acceptingSubmissions: false });
    expect((await matchesOf(artist, songId).expect(200)).body).toEqual([]);

    await catalog.updatePlaylist(playlistId, owl.user.id, { name: 'Changing', tagIds: ids(indiePop, dark) });
    // S∩P = 3 of w(S) = 5 and w(P) = 5: 60.
    expect(scores((await matchesOf(artist, songId).expect(200)).body)).toEqual([['Changing', 60]]);

    await catalog.updatePlaylist(playlistId, owl.user.id, { name: 'Changing', tagIds: ids(indiePop, dark), acceptingSubmissions: false });
    expect((await matchesOf(artist, songId).expect(200)).body).toEqual([]);

    await catalog.updatePlaylist(playlistId, owl.user.id, { name: 'Changing', tagIds: ids(indiePop, dark) });
    await catalog.deletePlaylist(playlistId, owl.user.id);
    expect((await matchesOf(artist, songId).expect(200)).body).toEqual([]);
  });

  it('matches a song by its tags as they are after an edit', async () => {
    const { indiePop, metal, dark } = await newTags();
    const artist = await signUp(t);
    const owl = await curator();
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(metal, dark) });
    await catalog.createPlaylist(owl.user.id, { name: 'Indie Only', tagIds: ids(indiePop) });
    expect((await matchesOf(artist, songId).expect(200)).body).toEqual([]);

    await catalog.updateSong(songId, artist.user.id, { tagIds: ids(indiePop) });
    expect(scores((await matchesOf(artist, songId).expect(200)).body)).toEqual([['Indie Only', 100]]);
  });

  it('matches nothing while the song is hidden, and matches again once it is unhidden', async () => {
    const { indiePop } = await newTags();
    const artist = await signUp(t);
    const owl = await curator();
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop) });
    await catalog.createPlaylist(owl.user.id, { name: 'Indie Daily', tagIds: ids(indiePop) });
    expect(scores((await matchesOf(artist, songId).expect(200)).body)).toEqual([['Indie Daily', 100]]);

    await catalog.setSongVisible(songId, artist.user.id, false);
    expect((await matchesOf(artist, songId).expect(200)).body).toEqual([]);

    await catalog.setSongVisible(songId, artist.user.id, true);
    expect(scores((await matchesOf(artist, songId).expect(200)).body)).toEqual([['Indie Daily', 100]]);
  });

  it('lists at most 50 playlists, the best ones', async () => {
    const { guitar, night } = await newTags();
    const artist = await signUp(t);
    const owl = await curator();
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(guitar) });
    await Promise.all(Array.from({ length: 52 }, (_, i) => catalog.createPlaylist(owl.user.id, { name: `Strings ${i}`, tagIds: ids(guitar, night), followerCount: i })));

    const body: { name: string; followerCount: number }[] = (await matchesOf(artist, songId).expect(200)).body;
    expect(body).toHaveLength(50);
    expect(body.map((p) => p.followerCount)).toEqual(Array.from({ length: 50 }, (_, i) => 51 - i));
  });

  it('answers 401 to a visitor', async () => {
    const { indiePop } = await newTags();
    const artist = await signUp(t);
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop) });
    const response = await t.agent().get(`/api/songs/${songId}/matching-playlists`).expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });

  it("answers 403 to anyone but the song's artist", async () => {
    const { indiePop } = await newTags();
    const artist = await signUp(t);
    const songId = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop) });
    for (const other of [await signUp(t), await curator()]) {
      const response = await matchesOf(other, songId).expect(403);
      expect(response.body.message).toBe("Only the song's artist can see its matching playlists");
    }
  });

  it('answers 404 "Song not found" for an unknown, a deleted or a malformed song id', async () => {
    const { indiePop } = await newTags();
    const artist = await signUp(t);
    const deleted = await catalog.addSong(artist.user.id, { tagIds: ids(indiePop) });
    await catalog.deleteSong(deleted, artist.user.id);
    for (const id of [randomUUID(), deleted, 'not-a-uuid', '1']) {
      const response = await matchesOf(artist, id).expect(404);
      expect(response.body.message).toBe('Song not found');
    }
  });
});

describe('MatchScores.fitForCurator', () => {
  it('does not keep the fits made while one of the songs’ tags was unknown to matching: the same list is scored again once it is known', async () => {
    const { indiePop, mellow } = await newTags();
    const keeper = await curator('Fit Keeper');
    await catalog.createPlaylist(keeper.user.id, { name: 'Kept', tagIds: ids(indiePop, mellow) });
    const late: Tag = { id: indiePop.id + 50, name: 'Late Genre', category: 'genre' };
    const songs = [{ id: randomUUID(), tagIds: ids(indiePop, late) }];
    const scores = t.app.get(MatchScores);
    const scoreOf = async () => (await scores.fitForCurator(songs, keeper.user.id)).get(songs[0]?.id ?? '')?.matchScore;
    // Unknown, the late tag weighs 1 and is no genre: S = 4, P = 5, shared 3: 100 × (0.7 × 3/4 + 0.3 × 3/5) = 70.5.
    expect(await scoreOf()).toBe(71);
    await catalog.addTags([late]);
    // Known, it is a genre (3): S = 6: 100 × (0.7 × 3/6 + 0.3 × 3/5) = 53.
    expect(await scoreOf()).toBe(53);
  });

  it('answers a list that only lost songs with the fits it kept, reading no tag again; a new song is scored', async () => {
    const { indiePop, mellow, metal } = await newTags();
    const carrier = await curator('Fit Carrier');
    await catalog.createPlaylist(carrier.user.id, { name: 'Carried', tagIds: ids(indiePop, mellow) });
    const scores = t.app.get(MatchScores);
    const [kept, ended] = [{ id: randomUUID(), tagIds: ids(indiePop, mellow) }, { id: randomUUID(), tagIds: ids(metal) }];
    expect([...(await scores.fitForCurator([kept, ended], carrier.user.id))]).toEqual([
      [kept.id, { matchScore: 100, estimatedPlaylists: 1 }],
      [ended.id, { matchScore: 0, estimatedPlaylists: 0 }],
    ]);
    const tagReads = jest.spyOn(t.app.get(PlaylistCards), 'tags');
    try {
      // The next list of open bounties: the second one ended.
      expect([...(await scores.fitForCurator([kept], carrier.user.id))]).toEqual([[kept.id, { matchScore: 100, estimatedPlaylists: 1 }]]);
      expect(tagReads).not.toHaveBeenCalled();
      const added = { id: randomUUID(), tagIds: ids(indiePop) };
      expect((await scores.fitForCurator([kept, added], carrier.user.id)).get(added.id)).toEqual({ matchScore: 88, estimatedPlaylists: 1 });
      expect(tagReads).toHaveBeenCalled();
    } finally {
      tagReads.mockRestore();
    }
  });
});
