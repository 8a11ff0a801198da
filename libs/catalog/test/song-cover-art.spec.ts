import { addSong, createTestApp, type FakeOEmbed, signUp, songBody, startFakeOEmbed, type TestApp } from '#testing';

const ID = '4uLU6hMCjMI75M1A2tKUQC';
const TRACK = `https://open.spotify.com/track/${ID}`;
const THUMBNAIL = 'https://image-cdn-ak.spotifycdn.com/image/ab67616d00001e02night';

let fake: FakeOEmbed;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOEmbed();
  t = await createTestApp({ env: { ...fake.env, OUTSIDE_CALL_TIMEOUT_MS: '500' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.tracks = new Map([[ID, { title: 'Night Drive', thumbnailUrl: THUMBNAIL }]]);
});

const artist = async () => (await signUp(t)).agent;

describe("a song's cover art, from its Spotify track when the artist gives none", () => {
  it("is the track's oEmbed thumbnail", async () => {
    const song = await addSong(await artist(), { spotifyUrl: TRACK });
    expect(song.coverArtUrl).toBe(THUMBNAIL);
    expect(fake.requestedUrls).toEqual([TRACK]);
  });

  it("is the artist's own when given, without a lookup", async () => {
    const song = await addSong(await artist(), { spotifyUrl: TRACK, coverArtUrl: 'https://cdn.example.com/own.png' });
    expect(song.coverArtUrl).toBe('https://cdn.example.com/own.png');
    expect(fake.requestedUrls).toEqual([]);
  });

  it('is not looked up for a link that is not a track', async () => {
    const song = await addSong(await artist(), { spotifyUrl: `https://open.spotify.com/album/${ID}` });
    expect(song.coverArtUrl).toBeNull();
    expect(fake.requestedUrls).toEqual([]);
  });

  it('is none when Spotify does not know the track (404), and the song is added all the same', async () => {
    const song = await addSong(await artist(), { spotifyUrl: 'https://open.spotify.com/track/unknown0track' });
    expect(song.coverArtUrl).toBeNull();
    expect(fake.requestedUrls).toHaveLength(1);
  });

  it('is none when oEmbed never answers: the song is added once the lookup gives up', async () => {
    fake.fault = { kind: 'hang' };
    const abandoned = fake.whenAbandoned();
    const song = await addSong(await artist(), { spotifyUrl: TRACK });
    await abandoned;
    expect(song).toMatchObject({ title: 'Night Drive', coverArtUrl: null });
  });

  it('is kept through edits while the link stays, and looked up again for a new link', async () => {
    const agent = await artist();
    const song = await addSong(agent, { spotifyUrl: TRACK });
    const renamed = await agent.put(`/api/songs/${song.id}`).send(songBody({ title: 'Renamed', spotifyUrl: TRACK })).expect(200);
    expect(renamed.body.coverArtUrl).toBe(THUMBNAIL);
    expect(fake.requestedUrls).toEqual([TRACK]);
    const other = 'https://open.spotify.com/track/7ouMYWpwJ422jRcDASZB7P';
    const relinked = await agent.put(`/api/songs/${song.id}`).send(songBody({ spotifyUrl: other })).expect(200);
    expect(relinked.body.coverArtUrl).toBeNull();
    expect(fake.requestedUrls).toEqual([TRACK, other]);
  });

  it('is not looked up for a request the rules refuse', async () => {
    const curator = (await signUp(t, { role: 'curator', curatorProfile: true })).agent;
    await curator.post('/api/songs').send(songBody({ spotifyUrl: TRACK })).expect(403);
    await (await artist()).post('/api/songs').send(songBody({ spotifyUrl: TRACK, tagIds: [99999] })).expect(400);
    expect(fake.requestedUrls).toEqual([]);
  });
});
