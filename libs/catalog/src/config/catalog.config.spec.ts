import { ConfigError, loadConfig, sectionOf } from '#platform';
import { catalogConfig } from './catalog.config.js';

const load = (env: Record<string, string>) => sectionOf(loadConfig(env, [catalogConfig]), catalogConfig);

describe("catalog's configuration", () => {
  it("looks cover art up at Spotify's oEmbed with the outside-call timeout, and composes descriptions locally by default", () => {
    expect(load({})).toEqual({ coverArt: { oembedUrl: 'https://open.spotify.com', timeoutMs: 3000 }, textGeneration: null });
  });

  it('uses a text generator only with both its URL and its key, with a default model and timeout', () => {
    expect(load({ TEXT_GENERATION_URL: 'https://llm.example.com/v1/', TEXT_GENERATION_API_KEY: 'k', OUTSIDE_CALL_TIMEOUT_MS: '500' })).toEqual({
      coverArt: { oembedUrl: 'https://open.spotify.com', timeoutMs: 500 },
      textGeneration: { url: 'https://llm.example.com/v1', apiKey: 'k', model: 'gpt-4o-mini', timeoutMs: 15_000 },
    });
    expect(load({ TEXT_GENERATION_URL: 'http://127.0.0.1:1', TEXT_GENERATION_API_KEY: 'k', TEXT_GENERATION_MODEL: 'llama3', TEXT_GENERATION_TIMEOUT_MS: '2000' }).textGeneration)
      .toEqual({ url: 'http://127.0.0.1:1', apiKey: 'k', model: 'llama3', timeoutMs: 2000 });
  });

  it.each([
    [{ TEXT_GENERATION_URL: 'https://llm.example.com/v1' }, 'TEXT_GENERATION_API_KEY is required with TEXT_GENERATION_URL'],
    [{ TEXT_GENERATION_API_KEY: 'k' }, 'TEXT_GENERATION_URL must be an http(s) URL (and is required with TEXT_GENERATION_API_KEY)'],
    [{ TEXT_GENERATION_URL: 'llm.example.com', TEXT_GENERATION_API_KEY: 'k' }, 'TEXT_GENERATION_URL must be an http(s) URL'],
    [{ SPOTIFY_OEMBED_URL: 'open.spotify.com' }, 'SPOTIFY_OEMBED_URL must be an http(s) URL'],
    [{ TEXT_GENERATION_TIMEOUT_MS: '120000' }, 'TEXT_GENERATION_TIMEOUT_MS must be at most 60000'],
    [{ OUTSIDE_CALL_TIMEOUT_MS: 'soon' }, 'OUTSIDE_CALL_TIMEOUT_MS must be a whole number'],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
