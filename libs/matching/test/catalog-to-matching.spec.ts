import { addSong, createPlaylist, createTestApp, setSongVisible, signUp, signUpCurator, type TestApp } from '#testing';

/**
 * Catalog's writes as matching and search see them, end to end through the API: an artist's song,
 * curators' playlists, the match scores of ARCHITECTURE.md, and a hidden song gone from both.
 * Taxonomy ids used: 1 Pop (genre, weight 3), 2 Rock (genre, 3), 4 Chill (mood, 2), 5 Guitar (instrument, 2).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Match {
  readonly id: string;
  readonly name: string;
  readonly matchPercentage: number;
  readonly sharedTagIds: number[];
}

const matchesOf = async (agent: ReturnType<TestApp['agent']>, songId: string): Promise<Match[]> =>
  (await agent.get(`/api/songs/${songId}/matching-playlists`).expect(200)).body as Match[];

const artistIdsFoundByTag = async (tagId: number): Promise<string[]> =>
  ((await t.agent().get('/api/search/artists').query({ tags: String(tagId) }).expect(200)).body as { id: string }[]).map((artist) => artist.id);

it('matches a new song against the playlists written through catalog, best first, and forgets it while hidden', async () => {
  const curator = await signUpCurator(t);
  const exact = await createPlaylist(curator.agent, { name: 'Pop Chill Exact', tagIds: [1, 4] });
  const wider = await createPlaylist(curator.agent, { name: 'Pop Rock Guitar Chill', tagIds: [1, 2, 4, 5] });
  await createPlaylist(curator.agent, { name: 'Rock Guitar Only', tagIds: [2, 5] });
  await createPlaylist(curator.agent, { name: 'Closed Pop Chill', tagIds: [1, 4], acceptingSubmissions: false });
  const artist = await signUp(t, { role: 'artist' });
  const song = await addSong(artist.agent, { title: 'Sunday Haze', tagIds: [1, 4] });

  // Exact: 100. Wider: round(100 × (0.7 × 5/5 + 0.3 × 5/10)) = 85. No shared tag: not a match. Closed: never.
  const expected = [
    { id: exact.id, name: 'Pop Chill Exact', matchPercentage: 100, sharedTagIds: [1, 4] },
    { id: wider.id, name: 'Pop Rock Guitar Chill', matchPercentage: 85, sharedTagIds: [1, 4] },
  ];
  const answer = (matches: Match[]) => matches.map(({ id, name, matchPercentage, sharedTagIds }) => ({ id, name, matchPercentage, sharedTagIds: [...sharedTagIds].sort() }));
  expect(answer(await matchesOf(artist.agent, song.id))).toEqual(expected);
  expect(await artistIdsFoundByTag(4)).toContain(artist.user.id);

  await setSongVisible(artist.agent, song.id, false);
  expect(await matchesOf(artist.agent, song.id)).toEqual([]);
  expect(await artistIdsFoundByTag(4)).not.toContain(artist.user.id);

  await setSongVisible(artist.agent, song.id, true);
  expect(answer(await matchesOf(artist.agent, song.id))).toEqual(expected);
  expect(await artistIdsFoundByTag(4)).toContain(artist.user.id);
});

it("follows a playlist's edits and deletion, and a song's new tags", async () => {
  const curator = await signUpCurator(t);
  const playlist = await createPlaylist(curator.agent, { name: 'Guitar Hours', tagIds: [5] });
  const artist = await signUp(t, { role: 'artist' });
  const song = await addSong(artist.agent, { title: 'Strings', tagIds: [2] });
  expect((await matchesOf(artist.agent, song.id)).map((m) => m.id)).not.toContain(playlist.id);

  await artist.agent.put(`/api/songs/${song.id}`).send({ title: 'Strings', tagIds: [2, 5] }).expect(200);
  const [match] = (await matchesOf(artist.agent, song.id)).filter((m) => m.id === playlist.id);
  // The song's genre (Rock) is not on the playlist: capped at 39.
  expect(match).toMatchObject({ sharedTagIds: [5], matchPercentage: 39 });

  await curator.agent.put(`/api/playlists/${playlist.id}`).send({ name: 'Guitar Hours', description: 'Mellow indie for the small hours.', platform: 'spotify', playlistUrl: 'https://open.spotify.com/playlist/x', tagIds: [2, 5] }).expect(200);
  expect((await matchesOf(artist.agent, song.id)).find((m) => m.id === playlist.id)?.matchPercentage).toBe(100);

  await curator.agent.delete(`/api/playlists/${playlist.id}`).expect(204);
  expect((await matchesOf(artist.agent, song.id)).map((m) => m.id)).not.toContain(playlist.id);
});

it('finds a curator by the name they just gave themselves', async () => {
  const curator = await signUpCurator(t);
  await curator.agent.patch('/api/users/profile').send({ displayName: 'Quasar Quokka Selects' }).expect(200);
  const found = (await t.agent().get('/api/search/curators').query({ q: 'quasar quokka' }).expect(200)).body as { id: string; displayName: string }[];
  expect(found.map(({ id, displayName }) => ({ id, displayName }))).toEqual([{ id: curator.user.id, displayName: 'Quasar Quokka Selects' }]);
});
