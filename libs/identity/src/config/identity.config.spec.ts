import { ConfigError, loadConfig, sectionOf } from '#platform';
import { identityConfig } from './identity.config.js';

const load = (env: Record<string, string>) => sectionOf(loadConfig(env, [identityConfig]), identityConfig);

describe("identity's configuration", () => {
  it('has no admin, Google or streaming provider by default, and a 3 s outside-call timeout', () => {
    expect(load({})).toEqual({ admin: null, google: null, spotify: null, outsideCallTimeoutMs: 3000 });
  });

  it('turns on the seeded admin, Google sign-in and the streaming provider only with both of their credentials', () => {
    const config = load({
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret1',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      SPOTIFY_CLIENT_ID: 'sid',
      SPOTIFY_CLIENT_SECRET: 'ssecret',
      SPOTIFY_API_URL: 'http://127.0.0.1:9999',
    });
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'secret1' });
    expect(config.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret', issuerUrl: 'https://accounts.google.com' });
    expect(config.spotify).toEqual({ clientId: 'sid', clientSecret: 'ssecret', accountsUrl: 'https://accounts.spotify.com', apiUrl: 'http://127.0.0.1:9999' });
  });

  it.each([
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL must be an email address'],
    [{ GOOGLE_CLIENT_ID: 'gid' }, 'GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID'],
    [{ SPOTIFY_CLIENT_SECRET: 's' }, 'SPOTIFY_CLIENT_ID is required with SPOTIFY_CLIENT_SECRET'],
    [{ OUTSIDE_CALL_TIMEOUT_MS: 'soon' }, 'OUTSIDE_CALL_TIMEOUT_MS must be a whole number'],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
