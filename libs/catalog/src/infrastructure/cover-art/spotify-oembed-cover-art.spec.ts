import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig, sectionOf } from '#platform';
import { type FakeOEmbed, startFakeOEmbed } from '#testing';
import { catalogConfig } from '../../config/catalog.config.js';
import { SpotifyOEmbedCoverArt } from './spotify-oembed-cover-art.js';

const ID = '4uLU6hMCjMI75M1A2tKUQC';
const TRACK = `https://open.spotify.com/track/${ID}`;
const THUMBNAIL = 'https://image-cdn-ak.spotifycdn.com/image/ab67616d00001e02cover';
const TIMEOUT_MS = 300;

let fake: FakeOEmbed;
beforeAll(async () => {
  fake = await startFakeOEmbed();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.tracks = new Map([[ID, { title: 'Night Drive', thumbnailUrl: THUMBNAIL }]]);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const lookup = (env: Record<string, string> = fake.env) =>
  new SpotifyOEmbedCoverArt(sectionOf(loadConfig({ NODE_ENV: 'test', OUTSIDE_CALL_TIMEOUT_MS: String(TIMEOUT_MS), ...env }, [catalogConfig]), catalogConfig));

describe("cover art from Spotify's oEmbed", () => {
  it("answers a track's thumbnail_url, asking with the track URL", async () => {
    await expect(lookup().coverArtOf(`${TRACK}?si=abc`)).resolves.toBe(THUMBNAIL);
    expect(fake.requestedUrls).toEqual([`${TRACK}?si=abc`]);
  });

  it('answers null without a call for a URL that is not a Spotify track', async () => {
    await expect(lookup().coverArtOf(`https://open.spotify.com/album/${ID}`)).resolves.toBeNull();
    await expect(lookup().coverArtOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).resolves.toBeNull();
    expect(fake.requestedUrls).toEqual([]);
  });

  it('answers null and logs a warning for a track Spotify does not know (404)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await expect(lookup().coverArtOf('https://open.spotify.com/track/unknown0track')).resolves.toBeNull();
    expect(fake.requestedUrls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('oEmbed answered 404'));
  });

  it.each([429, 500, 503] as const)('answers null when oEmbed answers %i', async (status) => {
    fake.fault = { kind: 'status', status };
    await expect(lookup().coverArtOf(TRACK)).resolves.toBeNull();
  });

  it('answers null for an answer without a usable thumbnail', async () => {
    fake.tracks = new Map([[ID, { title: 'Night Drive', thumbnailUrl: 'javascript:alert(1)' }]]);
    await expect(lookup().coverArtOf(TRACK)).resolves.toBeNull();
  });

  // By outcome, not by the clock: the fake never answers, so an answer at all means the lookup gave
  // up; the fake sees the connection dropped; and the bound asked for is the configured one.
  it('gives up on a call that never answers, with the configured timeout', async () => {
    fake.fault = { kind: 'hang' };
    const timeouts = jest.spyOn(AbortSignal, 'timeout');
    const abandoned = fake.whenAbandoned();
    await expect(lookup().coverArtOf(TRACK)).resolves.toBeNull();
    await abandoned;
    expect(timeouts).toHaveBeenCalledWith(TIMEOUT_MS);
  });

  it('answers null when oEmbed is unreachable', async () => {
    await expect(lookup({ SPOTIFY_OEMBED_URL: 'http://127.0.0.1:1' }).coverArtOf(TRACK)).resolves.toBeNull();
  });
});
