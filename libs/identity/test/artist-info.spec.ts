import { randomUUID } from 'node:crypto';
import { type FakeSpotify, startFakeSpotify } from '#testing';
import { createTestApp, type TestApp } from '#testing';

const TIMEOUT_MS = 400;
const artistUrl = (id: string) => `https://open.spotify.com/artist/${id}`;

let t: TestApp;
let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
  t = await createTestApp({ env: { ...fake.env, OUTSIDE_CALL_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** A fresh artist id per test, so that nothing is cached yet. */
function newArtist(images: string[] = ['https://i.scdn.co/image/640', 'https://i.scdn.co/image/320']): string {
  const id = randomUUID().replace(/-/g, '');
  fake.artists.set(id, { name: 'Ana', followers: 5, images });
  return id;
}

describe('GET /api/spotify/artist-info', () => {
  it("answers the artist's image without a session, then serves it from the cache", async () => {
    const id = newArtist();
    const first = await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id), userId: randomUUID() }).expect(200);
    expect(first.body).toEqual({ image: 'https://i.scdn.co/image/640' });
    expect(fake.requests.artist).toBe(1);

    const second = await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id) }).expect(200);
    expect(second.body).toEqual({ image: 'https://i.scdn.co/image/640' });
    expect(fake.requests.artist).toBe(1);
  });

  it('keeps the answer for an hour in Redis under the app prefix', async () => {
    const id = newArtist();
    await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id) }).expect(200);
    const { createClient } = await import('redis');
    const redis = createClient({ url: t.config.redisUrl });
    await redis.connect();
    try {
      const keys = await redis.keys(`${t.config.redisPrefix}:artist-info:*`);
      expect(keys.length).toBeGreaterThan(0);
      const ttls = await Promise.all(keys.map((k) => redis.ttl(k)));
      expect(Math.max(...ttls)).toBeGreaterThan(3500);
      expect(Math.max(...ttls)).toBeLessThanOrEqual(3600);
    } finally {
      await redis.close();
    }
  });

  it('answers {image: null} with 200 when Spotify fails, and does not ask again at once', async () => {
    const id = newArtist();
    fake.artistFault = { kind: 'status', status: 500 };
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id) }).expect(200)).body).toEqual({ image: null });
    const calls = fake.requests.artist;
    fake.artistFault = null;
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id) }).expect(200)).body).toEqual({ image: null });
    expect(fake.requests.artist).toBe(calls);
  });

  it('answers {image: null} for an unknown artist, an artist without images, and a non-artist URL (no call)', async () => {
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl('nobody123') }).expect(200)).body).toEqual({ image: null });
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(newArtist([])) }).expect(200)).body).toEqual({ image: null });
    const before = fake.requests.artist + fake.requests.token;
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: 'https://soundcloud.com/ana' }).expect(200)).body).toEqual({ image: null });
    expect(fake.requests.artist + fake.requests.token).toBe(before);
  });

  // By outcome, not by the clock: the fake never answers, so any answer means the app gave up,
  // and the fake sees the call dropped. That the configured bound is the one used is the adapter
  // spec's concern.
  it('answers {image: null} when Spotify never answers, and drops the call', async () => {
    const id = newArtist();
    fake.artistFault = { kind: 'hang' };
    const abandoned = fake.whenAbandoned('artist');
    expect((await t.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl(id) }).expect(200)).body).toEqual({ image: null });
    await abandoned;
    expect(fake.requests.artist).toBe(1);
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'artistUrl is required'],
    [{ artistUrl: '' }, 'artistUrl is required'],
    [{ artistUrl: 'not a url' }, 'artistUrl must be a valid http(s) URL'],
    [{ artistUrl: 'ftp://open.spotify.com/artist/1' }, 'artistUrl must be a valid http(s) URL'],
    [{ artistUrl: artistUrl('abc'), userId: 'nope' }, 'userId must be a UUID'],
  ])('refuses %j with 400 "%s"', async (query, message) => {
    const response = await t.agent().get('/api/spotify/artist-info').query(query).expect(400);
    expect(response.body.message).toBe(message);
  });
});

describe('GET /api/spotify/artist-info without Spotify credentials', () => {
  it('answers {image: null}', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.agent().get('/api/spotify/artist-info').query({ artistUrl: artistUrl('abc') }).expect(200)).body).toEqual({ image: null });
    } finally {
      await plain.close();
    }
  });
});
