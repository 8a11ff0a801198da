import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig, sectionOf } from '#platform';
import { identityConfig } from '../../config/identity.config.js';
import { type FakeSpotify, startFakeSpotify } from '#testing';
import { SpotifyArtistInfo } from './spotify-artist-info.js';
import { spotifyArtistId } from './streaming-artist-info.js';

const ID = '0OdUWJ0sBjDrqHygGUXeCF';
const URL_OF = (id: string) => `https://open.spotify.com/artist/${id}`;
// Long enough that a busy machine's slow answer is never taken for a hang (300 ms failed in a loaded CI run).
const TIMEOUT_MS = 3000;

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.artists = new Map([[ID, { name: 'Ana Lee', followers: 12_345, images: ['https://i.scdn.co/image/big', 'https://i.scdn.co/image/small'] }]]);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const adapter = (env: Record<string, string> = fake.env) =>
  new SpotifyArtistInfo(sectionOf(loadConfig({ NODE_ENV: 'test', OUTSIDE_CALL_TIMEOUT_MS: String(TIMEOUT_MS), ...env }, [identityConfig]), identityConfig));

describe('spotifyArtistId', () => {
  it.each([
    [URL_OF(ID), ID],
    [`${URL_OF(ID)}?si=abc`, ID],
    [`https://open.spotify.com/intl-de/artist/${ID}`, ID],
    ['https://open.spotify.com/user/ana', null],
    ['https://open.spotify.com/track/1', null],
    [`https://evil.example.com/artist/${ID}`, null],
    [`${URL_OF(ID)}/extra`, null],
    ['https://open.spotify.com/artist/bad%2Fid', null],
    ['not a url', null],
  ])('%s -> %s', (url, id) => expect(spotifyArtistId(url)).toBe(id));
});

describe('the Spotify artist-info adapter', () => {
  it('gets a client-credentials token, then the artist: widest image and follower total', async () => {
    const spotify = adapter();
    await expect(spotify.artist(URL_OF(ID))).resolves.toEqual({ image: 'https://i.scdn.co/image/big', followerCount: 12_345 });
    await expect(spotify.artistImage(URL_OF(ID))).resolves.toBe('https://i.scdn.co/image/big');
    await expect(spotify.followerCount(URL_OF(ID))).resolves.toBe(12_345);
    expect(fake.requests).toEqual({ token: 1, artist: 3 });
  });

  it('renews the token when it is about to expire', async () => {
    fake.tokenLifetimeSeconds = 30; // below the renewal margin: never reused
    const spotify = adapter();
    await spotify.artist(URL_OF(ID));
    await spotify.artist(URL_OF(ID));
    expect(fake.requests).toEqual({ token: 2, artist: 2 });
  });

  it('retries once with a fresh token when Spotify refuses the cached one', async () => {
    const spotify = adapter();
    await spotify.artist(URL_OF(ID));
    fake.revokeTokens();
    await expect(spotify.followerCount(URL_OF(ID))).resolves.toBe(12_345);
    expect(fake.requests).toEqual({ token: 2, artist: 3 });
  });

  it('answers null without a call for a URL that is not a Spotify artist profile', async () => {
    await expect(adapter().artist('https://open.spotify.com/user/ana')).resolves.toBeNull();
    expect(fake.requests).toEqual({ token: 0, artist: 0 });
  });

  it('answers null without a call when Spotify is not configured', async () => {
    await expect(adapter({}).artistImage(URL_OF(ID))).resolves.toBeNull();
    expect(fake.requests).toEqual({ token: 0, artist: 0 });
  });

  it('answers null for wrong client credentials', async () => {
    await expect(adapter({ ...fake.env, SPOTIFY_CLIENT_SECRET: 'wrong' }).artist(URL_OF(ID))).resolves.toBeNull();
    expect(fake.requests).toEqual({ token: 1, artist: 0 });
  });

  it.each([401, 404, 500] as const)('answers null and logs a warning when the artist call answers %i', async (status) => {
    fake.artistFault = { kind: 'status', status };
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await expect(adapter().artist(URL_OF(ID))).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('answers null for an unknown artist', async () => {
    await expect(adapter().artistImage(URL_OF('unknown0artist'))).resolves.toBeNull();
  });

  it('answers null for a failing token endpoint', async () => {
    fake.tokenFault = { kind: 'status', status: 500 };
    await expect(adapter().followerCount(URL_OF(ID))).resolves.toBeNull();
  });

  // By outcome, not by the clock (which a busy machine stretches): the fake never answers, so an
  // answer at all means the adapter gave up; the fake sees the connection dropped, not left open;
  // and the bound asked for is the configured one.
  it.each(['token', 'artist'] as const)('gives up on a %s call that never answers, with the configured timeout', async (endpoint) => {
    if (endpoint === 'token') fake.tokenFault = { kind: 'hang' };
    else fake.artistFault = { kind: 'hang' };
    const timeouts = jest.spyOn(AbortSignal, 'timeout');
    const abandoned = fake.whenAbandoned(endpoint);
    await expect(adapter().artist(URL_OF(ID))).resolves.toBeNull();
    await abandoned;
    expect(timeouts).toHaveBeenCalledWith(TIMEOUT_MS);
    expect(fake.requests[endpoint]).toBe(1);
  });

  it('answers null when Spotify is unreachable', async () => {
    await expect(adapter({ ...fake.env, SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:1' }).artist(URL_OF(ID))).resolves.toBeNull();
  });
});
