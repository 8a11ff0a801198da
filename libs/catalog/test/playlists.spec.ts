import { randomUUID } from 'node:crypto';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { createPlaylist, createTestApp, playlistBody, signUp, signUpCurator, type Agent, type TestApp } from '#testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SPOTIFY_PLAYLIST = 'https://open.spotify.com/playlist/37i9dQZF1DX2Nc3B70tvx0';
const POP = { id: 1, name: 'Pop', category: 'genre' };
const ROCK = { id: 2, name: 'Rock', category: 'genre' };
const CHILL = { id: 4, name: 'Chill', category: 'mood' };

const playlistsOf = async (userId: string, agent: Agent = t.agent()) => (await agent.get(`/api/users/${userId}/playlists`).expect(200)).body;
const eventsOf = (playlistId: string) => t.app.get<EventStore>(EVENT_STORE).readStream(`playlist-${playlistId}`);

/** Each rule of the playlist form (spec section 5, and the bounds it leaves open), with its message. */
const BAD_FORMS: [string, Record<string, unknown>, string][] = [
  ['no name', { name: undefined }, 'Playlist name is required'],
  ['a blank name', { name: '   ' }, 'Playlist name is required'],
  ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Playlist name must be at most 100 characters'],
  ['no description', { description: undefined }, 'Please provide a meaningful description (at least 10 characters)'],
  ['a description under 10 characters', { description: 'Too short' }, 'Please provide a meaningful description (at least 10 characters)'],
  ['an unknown platform', { platform: 'tidal' }, 'Platform must be one of spotify, apple_music, youtube, soundcloud, other'],
  ['no playlist URL', { playlistUrl: undefined }, 'Playlist URL is required'],
  ['a blank playlist URL', { playlistUrl: '  ' }, 'Playlist URL is required'],
  ['a playlist URL that is no link', { playlistUrl: 'my playlist' }, 'Playlist URL must be a valid http(s) URL'],
  ['a cover image that is no link', { coverImageUrl: 'ftp://example.com/cover.png' }, 'Cover image URL must be a valid http(s) URL'],
  ['a negative follower count', { followerCount: -1 }, 'Follower count must be 0 or greater'],
  ['a follower count that is no number', { followerCount: '12k' }, 'Follower count must be a whole number up to 1000000000'],
  ['no tags', { tagIds: undefined }, 'Tags required: Please select at least one tag to help artists find your playlist'],
  ['an empty tag list', { tagIds: [] }, 'Tags required: Please select at least one tag to help artists find your playlist'],
  ['11 tags', { tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'Tag limit reached: You can select up to 10 tags maximum'],
  ['a tag that does not exist', { tagIds: [1, 99999] }, 'Tag 99999 does not exist'],
  ['a tag id that is no number', { tagIds: ['pop'] }, 'Tag ids must be whole numbers'],
  ['a review price of 0', { reviewPrice: 0 }, 'Review price must be a whole number of VibeCoins from 1 to 10000'],
  ['a placement price over 10000', { placementPrice: 10_001 }, 'Placement price must be a whole number of VibeCoins from 1 to 10000'],
  ['a fractional placement price', { placementPrice: 12.5 }, 'Placement price must be a whole number of VibeCoins from 1 to 10000'],
  ['acceptingSubmissions that is no boolean', { acceptingSubmissions: 'yes' }, 'acceptingSubmissions must be true or false'],
];

describe('POST /api/playlists', () => {
  it('creates a playlist for a curator, with the defaults, and shows it on the curator\'s list at once', async () => {
    const { agent, user } = await signUpCurator(t);
    const body = playlistBody({ followerCount: undefined, acceptingSubmissions: undefined });
    const response = await agent.post('/api/playlists').send(body).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      curatorId: user.id,
      name: 'Late Night Indie',
      description: 'Mellow indie for the small hours.',
      platform: 'spotify',
      playlistUrl: SPOTIFY_PLAYLIST,
      spotifyUrl: SPOTIFY_PLAYLIST,
      coverImageUrl: null,
      coverArtUrl: null,
      tags: [POP, CHILL],
      followerCount: 0,
      trackCount: null,
      acceptingSubmissions: true,
      reviewPrice: 25,
      placementPrice: 150,
      createdAt: expect.any(String),
    });
    expect(await playlistsOf(user.id)).toEqual([response.body]);
  });

  it('keeps every field the curator sets (trimmed), and no Spotify link for another platform', async () => {
    const { agent } = await signUpCurator(t);
    const playlist = await createPlaylist(agent, {
      name: '  Lo-fi Beats ',
      platform: 'youtube',
      playlistUrl: 'https://www.youtube.com/playlist?list=PL123',
      coverImageUrl: 'https://i.ytimg.com/cover.jpg',
      followerCount: 0,
      trackCount: 42,
      acceptingSubmissions: false,
      reviewPrice: 10,
      placementPrice: 10_000,
      tagIds: [4, 2, 4],
    });
    expect(playlist).toMatchObject({
      name: 'Lo-fi Beats',
      platform: 'youtube',
      spotifyUrl: null,
      coverImageUrl: 'https://i.ytimg.com/cover.jpg',
      coverArtUrl: 'https://i.ytimg.com/cover.jpg',
      followerCount: 0,
      trackCount: 42,
      acceptingSubmissions: false,
      reviewPrice: 10,
      placementPrice: 10_000,
      tags: [CHILL, ROCK],
    });
  });

  it('lets a "both" account with a complete curator profile create', async () => {
    const { agent, user } = await signUpCurator(t, { role: 'both' });
    const playlist = await createPlaylist(agent);
    expect(playlist.curatorId).toBe(user.id);
  });

  it('needs a session', async () => {
    const response = await t.agent().post('/api/playlists').send(playlistBody()).expect(401);
    expect(response.body.message).toBe('Unauthorized: please log in to continue');
  });

  it.each<[string, () => ReturnType<typeof signUp>, string]>([
    ['an artist', () => signUp(t, { role: 'artist' }), 'Only curators can create playlists'],
    ['a curator with an incomplete profile', () => signUpCurator(t, { completeProfile: false }), 'Complete your curator profile before creating playlists'],
    ['a "both" account with an incomplete profile', () => signUpCurator(t, { role: 'both', completeProfile: false }), 'Complete your curator profile before creating playlists'],
  ])('refuses %s with 403, and creates nothing', async (_who, account, message) => {
    const { agent, user } = await account();
    const response = await agent.post('/api/playlists').send(playlistBody()).expect(403);
    expect(response.body.message).toBe(message);
    expect(await playlistsOf(user.id)).toEqual([]);
  });

  it.each(BAD_FORMS)('refuses %s with 400, and creates nothing', async (_what, overrides, message) => {
    const { agent, user } = await signUpCurator(t);
    const response = await agent.post('/api/playlists').send(playlistBody(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await playlistsOf(user.id)).toEqual([]);
  });
});

describe('PUT /api/playlists/:id', () => {
  it('saves the edit, keeps the fields left out, and the curator\'s list shows it at once', async () => {
    const { agent, user } = await signUpCurator(t);
    const playlist = await createPlaylist(agent, { reviewPrice: 40, placementPrice: 300, trackCount: 12, coverImageUrl: 'https://i.scdn.co/image/ab67' });
    const edit = { name: 'Deep Focus', description: 'Ambient piano to work to.', platform: 'apple_music', playlistUrl: 'https://music.apple.com/pl.123' };
    const response = await agent.put(`/api/playlists/${playlist.id}`).send({ ...edit, tagIds: [2], trackCount: null }).expect(200);
    expect(response.body).toEqual({
      ...playlist,
      ...edit,
      spotifyUrl: null,
      tags: [ROCK],
      trackCount: null,
      reviewPrice: 40,
      placementPrice: 300,
      coverImageUrl: 'https://i.scdn.co/image/ab67',
      coverArtUrl: 'https://i.scdn.co/image/ab67',
    });
    expect(await playlistsOf(user.id)).toEqual([response.body]);
  });

  it('closes a playlist to submissions and opens it again', async () => {
    const { agent } = await signUpCurator(t);
    const playlist = await createPlaylist(agent);
    expect((await agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ acceptingSubmissions: false })).expect(200)).body.acceptingSubmissions).toBe(false);
    expect((await agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ acceptingSubmissions: true })).expect(200)).body.acceptingSubmissions).toBe(true);
  });

  it('writes nothing when nothing changed', async () => {
    const { agent } = await signUpCurator(t);
    const playlist = await createPlaylist(agent);
    const response = await agent.put(`/api/playlists/${playlist.id}`).send(playlistBody()).expect(200);
    expect(response.body).toEqual(playlist);
    expect((await eventsOf(playlist.id)).map((event) => event.type)).toEqual(['PlaylistCreated']);
  });

  it('needs a session', async () => {
    const { agent } = await signUpCurator(t);
    const playlist = await createPlaylist(agent);
    await t.agent().put(`/api/playlists/${playlist.id}`).send(playlistBody()).expect(401);
  });

  it('is for the owner only: another curator gets 403 and changes nothing', async () => {
    const owner = await signUpCurator(t);
    const playlist = await createPlaylist(owner.agent);
    const other = await signUpCurator(t);
    const response = await other.agent.put(`/api/playlists/${playlist.id}`).send(playlistBody({ name: 'Mine now' })).expect(403);
    expect(response.body.message).toBe('Only the curator of this playlist can edit it');
    expect(await playlistsOf(owner.user.id)).toEqual([playlist]);
  });

  it.each(BAD_FORMS)('refuses %s with 400, and changes nothing', async (_what, overrides, message) => {
    const { agent, user } = await signUpCurator(t);
    const playlist = await createPlaylist(agent);
    const response = await agent.put(`/api/playlists/${playlist.id}`).send(playlistBody(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await playlistsOf(user.id)).toEqual([playlist]);
  });

  it.each([randomUUID(), 'not-a-uuid', '1'])('answers 404 "Playlist not found" for %s', async (id) => {
    const { agent } = await signUpCurator(t);
    const response = await agent.put(`/api/playlists/${id}`).send(playlistBody()).expect(404);
    expect(response.body.message).toBe('Playlist not found');
  });
});

describe('DELETE /api/playlists/:id', () => {
  it('deletes the playlist: gone from the list at once, and a second delete or an edit answers 404', async () => {
    const { agent, user } = await signUpCurator(t);
    const kept = await createPlaylist(agent, { name: 'Kept' });
    const playlist = await createPlaylist(agent);
    await agent.delete(`/api/playlists/${playlist.id}`).expect(204);
    expect(await playlistsOf(user.id)).toEqual([kept]);
    expect((await agent.delete(`/api/playlists/${playlist.id}`).expect(404)).body.message).toBe('Playlist not found');
    expect((await agent.put(`/api/playlists/${playlist.id}`).send(playlistBody()).expect(404)).body.message).toBe('Playlist not found');
  });

  it('needs a session', async () => {
    const { agent, user } = await signUpCurator(t);
    const playlist = await createPlaylist(agent);
    await t.agent().delete(`/api/playlists/${playlist.id}`).expect(401);
    expect(await playlistsOf(user.id)).toEqual([playlist]);
  });

  it('is for the owner only: another curator gets 403 and deletes nothing', async () => {
    const owner = await signUpCurator(t);
    const playlist = await createPlaylist(owner.agent);
    const other = await signUpCurator(t);
    const response = await other.agent.delete(`/api/playlists/${playlist.id}`).expect(403);
    expect(response.body.message).toBe('Only the curator of this playlist can delete it');
    expect(await playlistsOf(owner.user.id)).toEqual([playlist]);
  });

  it.each([randomUUID(), 'not-a-uuid'])('answers 404 "Playlist not found" for %s', async (id) => {
    const { agent } = await signUpCurator(t);
    const response = await agent.delete(`/api/playlists/${id}`).expect(404);
    expect(response.body.message).toBe('Playlist not found');
  });
});

describe('GET /api/users/:id/playlists', () => {
  it("lists the user's playlists newest first, to anyone, and no one else's", async () => {
    const curator = await signUpCurator(t);
    const first = await createPlaylist(curator.agent, { name: 'First' });
    const second = await createPlaylist(curator.agent, { name: 'Second' });
    const other = await signUpCurator(t);
    await createPlaylist(other.agent, { name: 'Not theirs' });
    expect(await playlistsOf(curator.user.id)).toEqual([second, first]);
    expect(await playlistsOf(curator.user.id, other.agent)).toEqual([second, first]);
  });

  it('answers an empty list for a user without playlists', async () => {
    const { user } = await signUp(t);
    expect(await playlistsOf(user.id)).toEqual([]);
  });

  it.each([randomUUID(), 'nope'])('answers 404 "User not found" for %s', async (id) => {
    const response = await t.agent().get(`/api/users/${id}/playlists`).expect(404);
    expect(response.body.message).toBe('User not found');
  });
});
