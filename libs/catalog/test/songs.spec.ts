import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { songStream } from '#catalog';
import { type AddedSong, addSong, type Agent, createTestApp, setSongVisible, signUp, songBody, type TestApp, appendEvents } from '#testing';

const UNAUTHORIZED = { message: 'Unauthorized: please log in to continue' };
const NOT_FOUND = { message: 'Song not found' };
const NOT_YOURS = { message: 'You can only change your own songs' };

let t: TestApp;
let db: pg.Client;
beforeAll(async () => {
  // No outside call from these tests: a Spotify track URL would find nothing here.
  t = await createTestApp({ env: { SPOTIFY_OEMBED_URL: 'http://127.0.0.1:1' } });
  db = new pg.Client({ connectionString: t.database.url });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const artist = async () => {
  const { agent, user } = await signUp(t);
  return { agent, id: user.id };
};
const songsOf = async (userId: string, agent: Agent = t.agent()) => (await agent.get(`/api/users/${userId}/songs`).expect(200)).body as AddedSong[];
const titlesOf = async (userId: string, agent?: Agent) => (await songsOf(userId, agent)).map((song) => song.title);

/**
 * What the wallet and marketplace modules will project into the songs read model (a bounty, the
 * submissions' counts): written here by hand, since their events do not exist yet.
 */
const bindSong = (songId: string, columns: { bounty_amount?: number | null; pending_submission_count?: number; active_submission_count?: number }) =>
  db.query(
    `UPDATE rm_songs.songs SET ${Object.keys(columns).map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [songId, ...Object.values(columns)],
  );

interface Holds {
  readonly bounty?: number;
  readonly requests?: number;
  readonly placements?: number;
}

/** What holds the song, recorded on its own stream as the marketplace's escrow records it (decision 0018). */
async function holdSong({ id: songId, artistId }: AddedSong, { bounty, requests = 0, placements = 0 }: Holds): Promise<string[]> {
  const data = (holdId: string) => ({ songId, artistId, holdId });
  const held = (hold: 'bounty' | 'request', amount: number) => ({ type: 'SongHeld', data: { ...data(randomUUID()), hold, amount } });
  const events = [
    ...(bounty === undefined ? [] : [held('bounty', bounty)]),
    ...Array.from({ length: requests + placements }, () => held('request', 25)),
  ];
  const placed = events.slice(events.length - placements).map((event) => ({ type: 'SongReleased', data: { ...data(event.data.holdId), placed: true } }));
  await appendEvents(t, songStream(songId), [...events, ...placed]);
  return events.map((event) => event.data.holdId);
}

const releaseHold = ({ id: songId, artistId }: AddedSong, holdId: string) =>
  appendEvents(t, songStream(songId), [{ type: 'SongReleased', data: { songId, artistId, holdId, placed: false } }]);

/** Each bad song form, with the message of spec section 5 (or ours where the spec has none). */
const BAD_FORMS: readonly [string, string, Record<string, unknown>][] = [
  ['no title', 'Title is required', { title: undefined }],
  ['a blank title', 'Title is required', { title: '   ' }],
  ['a title that is not text', 'Title is required', { title: 42 }],
  ['a title over 200 characters', 'Title must be 200 characters or less', { title: 'x'.repeat(201) }],
  ['a description of 501 characters', 'Description must be 500 characters or less', { description: 'x'.repeat(501) }],
  ['a Spotify URL that is not one', 'Must be a valid URL', { spotifyUrl: 'not a url' }],
  ['a YouTube URL without http(s)', 'Must be a valid URL', { youtubeUrl: 'ftp://youtube.com/x' }],
  ['a SoundCloud URL without a scheme', 'Must be a valid URL', { soundcloudUrl: 'soundcloud.com/ana' }],
  ['a script as cover art', 'Must be a valid URL', { coverArtUrl: 'javascript:alert(1)' }],
  ['no tags', 'Please select at least one tag', { tagIds: [] }],
  ['tags left out', 'Please select at least one tag', { tagIds: undefined }],
  ['eleven tags', 'You can select up to 10 tags', { tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
  ['a tag that does not exist', 'Tag 99999 does not exist', { tagIds: [1, 99999] }],
  ['tags that do not exist', 'Tags 0, -3 do not exist', { tagIds: [0, 4, -3] }],
  ['a tag id that is not a number', 'Tag ids must be whole numbers', { tagIds: ['pop'] }],
  ['a negative duration', 'Duration must be a whole number of seconds from 1 to 86400', { duration: -5 }],
  ['a fractional duration', 'Duration must be a whole number of seconds from 1 to 86400', { duration: 1.5 }],
  ['a duration in words', 'Duration must be a whole number of seconds from 1 to 86400', { duration: 'three minutes' }],
];

describe('POST /api/songs', () => {
  it("adds a song to the artist's catalog and answers it whole, its tags named", async () => {
    const { agent, id } = await artist();
    const response = await agent.post('/api/songs').send(songBody({ title: '  Night Drive  ', soundcloudUrl: 'https://soundcloud.com/ana/night-drive' })).expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      artistId: id,
      title: 'Night Drive',
      description: 'Synths for the highway.',
      spotifyUrl: null,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      soundcloudUrl: 'https://soundcloud.com/ana/night-drive',
      coverArtUrl: null,
      duration: 215,
      tags: [{ id: 1, name: 'Pop', category: 'genre' }, { id: 4, name: 'Chill', category: 'mood' }],
      isActive: true,
      hasBounty: false,
      bounty: null,
      submissions: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Read your writes: the next GET shows it.
    expect(await songsOf(id)).toEqual([response.body]);
  });

  it('keeps the tags in the order given, a repeated one once; empty fields become null', async () => {
    const { agent } = await artist();
    const song = await addSong(agent, { tagIds: [4, 2, 4], description: '   ', youtubeUrl: '', duration: null });
    expect(song.tags.map((tag) => tag.id)).toEqual([4, 2]);
    expect(song).toMatchObject({ description: null, youtubeUrl: null, duration: null });
  });

  it('lets a "both" account add songs', async () => {
    const { agent, id } = await artist();
    await agent.patch('/api/users/role').send({ role: 'both' }).expect(200);
    await addSong(agent);
    expect(await titlesOf(id)).toEqual(['Night Drive']);
  });

  it('refuses curators with 403, adding nothing', async () => {
    const { agent, user } = await signUp(t, { role: 'curator', curatorProfile: true });
    const response = await agent.post('/api/songs').send(songBody()).expect(403);
    expect(response.body).toEqual({ message: 'Only artists can add songs' });
    expect(await songsOf(user.id)).toEqual([]);
  });

  it('refuses visitors with 401', async () => {
    const response = await t.agent().post('/api/songs').send(songBody()).expect(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it.each(BAD_FORMS)('refuses %s with 400 "%s", adding nothing', async (_case, message, overrides) => {
    const { agent, id } = await artist();
    const response = await agent.post('/api/songs').send(songBody(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await songsOf(id)).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const { agent } = await artist();
    await agent.post('/api/songs').set('Content-Type', 'application/json').send('[1, 2]').expect(400);
    await agent.post('/api/songs').set('Content-Type', 'application/json').send('{"title": ').expect(400);
  });
});

describe('PUT /api/songs/:id', () => {
  it('replaces the whole form: given fields change, left-out ones are cleared', async () => {
    const { agent, id } = await artist();
    const song = await addSong(agent);
    const response = await agent.put(`/api/songs/${song.id}`).send({ title: 'Night Drive (Remix)', tagIds: [3] }).expect(200);
    expect(response.body).toMatchObject({
      id: song.id, title: 'Night Drive (Remix)', description: null, youtubeUrl: null, duration: null, tags: [{ id: 3, name: 'Hip Hop', category: 'genre' }],
    });
    expect(response.body.createdAt).toBe(song.createdAt);
    expect(await songsOf(id)).toEqual([response.body]);
  });

  it("refuses another artist's song with 403, changing nothing", async () => {
    const owner = await artist();
    const song = await addSong(owner.agent);
    const other = await artist();
    const response = await other.agent.put(`/api/songs/${song.id}`).send(songBody({ title: 'Mine now' })).expect(403);
    expect(response.body).toEqual(NOT_YOURS);
    expect(await songsOf(owner.id)).toEqual([song]);
  });

  it('refuses visitors with 401', async () => {
    const { agent } = await artist();
    const song = await addSong(agent);
    expect((await t.agent().put(`/api/songs/${song.id}`).send(songBody()).expect(401)).body).toEqual(UNAUTHORIZED);
  });

  it.each([randomUUID(), 'not-a-uuid', '1', "'; drop table songs; --"])('answers 404 "Song not found" for the song %s', async (songId) => {
    const { agent } = await artist();
    const response = await agent.put(`/api/songs/${encodeURIComponent(songId)}`).send(songBody()).expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it.each(BAD_FORMS)('refuses %s with 400 "%s", changing nothing', async (_case, message, overrides) => {
    const { agent, id } = await artist();
    const song = await addSong(agent);
    const response = await agent.put(`/api/songs/${song.id}`).send(songBody({ title: 'Edited', ...overrides })).expect(400);
    expect(response.body.message).toBe(message);
    expect(await songsOf(id)).toEqual([song]);
  });
});

describe('DELETE /api/songs/:id', () => {
  it('deletes the song: gone from the list, and gone for every later request', async () => {
    const { agent, id } = await artist();
    const kept = await addSong(agent, { title: 'Kept' });
    const song = await addSong(agent);
    expect((await agent.delete(`/api/songs/${song.id}`).expect(200)).body).toEqual({ message: 'Song deleted' });
    expect(await songsOf(id)).toEqual([kept]);
    expect((await agent.delete(`/api/songs/${song.id}`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await agent.put(`/api/songs/${song.id}`).send(songBody()).expect(404)).body).toEqual(NOT_FOUND);
    expect((await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(404)).body).toEqual(NOT_FOUND);
  });

  it("refuses another artist's song with 403, and visitors with 401, deleting nothing", async () => {
    const owner = await artist();
    const song = await addSong(owner.agent);
    const other = await artist();
    expect((await other.agent.delete(`/api/songs/${song.id}`).expect(403)).body).toEqual(NOT_YOURS);
    expect((await t.agent().delete(`/api/songs/${song.id}`).expect(401)).body).toEqual(UNAUTHORIZED);
    expect(await songsOf(owner.id)).toEqual([song]);
  });

  it.each([randomUUID(), 'nope'])('answers 404 "Song not found" for the song %s', async (songId) => {
    const { agent } = await artist();
    expect((await agent.delete(`/api/songs/${songId}`).expect(404)).body).toEqual(NOT_FOUND);
  });

  it('is refused with 409 while its stream holds it for a bounty or pending requests', async () => {
    const { agent, id } = await artist();
    const song = await addSong(agent);
    const [bounty, ...requests] = await holdSong(song, { bounty: 150, requests: 2 });
    expect((await agent.delete(`/api/songs/${song.id}`).expect(409)).body).toEqual({ message: 'Cannot delete song with an active bounty. Cancel the bounty first.' });
    await releaseHold(song, bounty);
    expect((await agent.delete(`/api/songs/${song.id}`).expect(409)).body).toEqual({
      message: 'Cannot delete song with pending submissions. Wait for curator responses first.',
    });
    expect(await titlesOf(id)).toEqual(['Night Drive']);
    for (const request of requests) await releaseHold(song, request);
    await agent.delete(`/api/songs/${song.id}`).expect(200);
  });
});

describe('PATCH /api/songs/:id/visibility', () => {
  it('hides a song from everyone but its artist, and shows it again', async () => {
    const { agent, id } = await artist();
    const song = await addSong(agent, { title: 'Secret' });
    await addSong(agent, { title: 'Public' });
    const visitor = await artist();

    const hidden = await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(200);
    expect(hidden.body).toEqual({
      message: 'Song hidden',
      details: 'Hidden songs are not shown in curator searches or matching and can be unhidden anytime.',
      song: { ...song, isActive: false, updatedAt: expect.any(String) },
    });
    expect(await titlesOf(id, agent)).toEqual(['Public', 'Secret']);
    expect(await titlesOf(id)).toEqual(['Public']);
    expect(await titlesOf(id, visitor.agent)).toEqual(['Public']);

    const shown = await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: true }).expect(200);
    expect(shown.body).toMatchObject({ message: 'Song visible', details: 'Your song is shown in curator searches and matching again.', song: { isActive: true } });
    expect(await titlesOf(id)).toEqual(['Public', 'Secret']);
  });

  it('answers the same when the song already is as asked', async () => {
    const { agent } = await artist();
    const song = await addSong(agent);
    await setSongVisible(agent, song.id, false);
    expect(await setSongVisible(agent, song.id, false)).toMatchObject({ isActive: false });
    await setSongVisible(agent, song.id, true);
    expect(await setSongVisible(agent, song.id, true)).toMatchObject({ isActive: true });
  });

  it('lets the artist edit a hidden song, which stays hidden', async () => {
    const { agent } = await artist();
    const song = await addSong(agent);
    await setSongVisible(agent, song.id, false);
    expect((await agent.put(`/api/songs/${song.id}`).send(songBody({ title: 'Edited' })).expect(200)).body).toMatchObject({ title: 'Edited', isActive: false });
  });

  it.each([{}, { isActive: 'yes' }, { isActive: null }, { isActive: 0 }])('refuses %j with 400, changing nothing', async (body) => {
    const { agent, id } = await artist();
    const song = await addSong(agent);
    expect((await agent.patch(`/api/songs/${song.id}/visibility`).send(body).expect(400)).body.message).toBe('isActive must be true or false');
    expect(await songsOf(id)).toEqual([song]);
  });

  it("refuses another artist's song with 403, visitors with 401, and unknown songs with 404", async () => {
    const owner = await artist();
    const song = await addSong(owner.agent);
    const other = await artist();
    expect((await other.agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(403)).body).toEqual(NOT_YOURS);
    expect((await t.agent().patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(401)).body).toEqual(UNAUTHORIZED);
    expect((await other.agent.patch(`/api/songs/${randomUUID()}/visibility`).send({ isActive: false }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await other.agent.patch('/api/songs/x/visibility').send({ isActive: false }).expect(404)).body).toEqual(NOT_FOUND);
    expect(await songsOf(owner.id)).toEqual([song]);
  });

  it.each([
    [{ bounty: 150, requests: 1 }, 'Cannot hide song with an active bounty', 'active_bounty', 'Cancel the bounty first to hide this song.', 150, 1],
    [{ requests: 2 }, 'Cannot hide song with pending submissions', 'pending_submissions', 'Wait for curator reviews or cancel submissions first.', null, 2],
    [{ placements: 1 }, 'Cannot hide song with active placements', 'active_submissions', 'Wait for curator reviews or cancel submissions first.', null, 1],
  ] as const)('refuses to hide a song held by %j with 409 and the Cannot Hide Song details', async (holds, message, reason, details, bountyAmount, submissionCount) => {
    const { agent, id } = await artist();
    const song = await addSong(agent);
    await holdSong(song, holds);
    const response = await agent.patch(`/api/songs/${song.id}/visibility`).send({ isActive: false }).expect(409);
    expect(response.body).toEqual({ message, canHide: false, reason, details, bountyAmount, submissionCount });
    expect((await songsOf(id))[0].isActive).toBe(true);
  });

  it('unhides directly, whatever binds the song', async () => {
    const { agent } = await artist();
    const song = await addSong(agent);
    await setSongVisible(agent, song.id, false);
    await holdSong(song, { bounty: 100, requests: 3 });
    expect(await setSongVisible(agent, song.id, true)).toMatchObject({ isActive: true });
  });
});

describe('GET /api/users/:id/songs', () => {
  it('orders songs with a bounty first, then (for their artist only) songs with pending submissions, then by title whatever its case', async () => {
    const { agent, id } = await artist();
    const [, , charlie, delta] = await Promise.all(['beta', 'Alpha', 'charlie', 'Delta', 'echo'].map((title) => addSong(agent, { title })));
    await bindSong(delta.id, { bounty_amount: 50 });
    await bindSong(charlie.id, { pending_submission_count: 1 });
    expect(await titlesOf(id, agent)).toEqual(['Delta', 'charlie', 'Alpha', 'beta', 'echo']);
    expect(await titlesOf(id)).toEqual(['Delta', 'Alpha', 'beta', 'charlie', 'echo']);
    expect((await songsOf(id)).map((song) => song.hasBounty)).toEqual([true, false, false, false, false]);
  });

  it('answers an empty list for a user without songs, signed in or not', async () => {
    const { agent, id } = await artist();
    expect(await songsOf(id)).toEqual([]);
    expect(await songsOf(id, agent)).toEqual([]);
  });

  it("never shows one artist's songs under another", async () => {
    const first = await artist();
    const second = await artist();
    await addSong(first.agent, { title: 'First' });
    expect(await songsOf(second.id)).toEqual([]);
  });

  it.each([randomUUID(), 'nope', '00000000-0000-0000-0000-000000000000'])('answers 404 "User not found" for %s', async (userId) => {
    expect((await t.agent().get(`/api/users/${userId}/songs`).expect(404)).body).toEqual({ message: 'User not found' });
  });
});
