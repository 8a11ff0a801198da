import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.databaseUrl).toBeNull();
    expect(config.eventStore).toEqual({ kind: 'postgres' });
    expect(config.admin).toBeNull();
    expect(config.runWorker).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.google).toBeNull();
    expect(config.spotify).toBeNull();
    expect(config.outsideCallTimeoutMs).toBe(3000);
    expect(config.trustProxy).toBe(false);
    expect(config.session).toEqual({ maxAgeSeconds: 7 * 86_400, idleTimeoutSeconds: 24 * 3600 });
    expect(config.loginFailureLimits).toEqual({
      perAccountAndAddress: { points: 5, windowSeconds: 900 },
      perAddress: { points: 50, windowSeconds: 900 },
      perAccount: { points: 20, windowSeconds: 900 },
    });
    expect(config.rateLimits).toEqual({
      signUp: { points: 20, windowSeconds: 3600 },
      pageVisit: { points: 60, windowSeconds: 60 },
      artistInfo: { points: 60, windowSeconds: 60 },
      googleSignIn: { points: 20, windowSeconds: 900 },
    });
  });

  it('reads proxy trust as a hop count or a list, and durations in seconds or with a unit', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ SESSION_MAX_AGE: '90', SESSION_IDLE_TIMEOUT: '30m' }).session).toEqual({ maxAgeSeconds: 90, idleTimeoutSeconds: 1800 });
    expect(loadConfig({ RATE_LIMIT_SIGN_UP: '3/2d' }).rateLimits.signUp).toEqual({ points: 3, windowSeconds: 2 * 86_400 });
  });

  it('turns on Google sign-in and the streaming provider only with both of their credentials', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://vibematch.example/',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      SPOTIFY_CLIENT_ID: 'sid',
      SPOTIFY_CLIENT_SECRET: 'ssecret',
      SPOTIFY_API_URL: 'http://127.0.0.1:9999',
    });
    expect(config.publicUrl).toBe('https://vibematch.example');
    expect(config.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret', issuerUrl: 'https://accounts.google.com' });
    expect(config.spotify).toEqual({ clientId: 'sid', clientSecret: 'ssecret', accountsUrl: 'https://accounts.spotify.com', apiUrl: 'http://127.0.0.1:9999' });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/vm',
      REDIS_URL: 'redis://cache:6379',
      EVENT_STORE: 'esdb',
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret1',
      RUN_WORKER: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/vm',
      eventStore: { kind: 'esdb', url: 'esdb://localhost:2113?tls=false' },
      admin: { email: 'admin@example.com', password: 'secret1' },
      runWorker: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a redis:// URL'],
    [{ EVENT_STORE: 'kafka' }, 'EVENT_STORE must be postgres or esdb'],
    [{ EVENT_STORE: 'esdb' }, 'EVENTSTORE_URL must be an esdb:// URL when EVENT_STORE is esdb'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL must be an email address'],
    [{ GOOGLE_CLIENT_ID: 'gid' }, 'GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID'],
    [{ SPOTIFY_CLIENT_SECRET: 's' }, 'SPOTIFY_CLIENT_ID is required with SPOTIFY_CLIENT_SECRET'],
    [{ OUTSIDE_CALL_TIMEOUT_MS: 'soon' }, 'OUTSIDE_CALL_TIMEOUT_MS must be a whole number'],
    [{ PUBLIC_URL: 'vibematch.example' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be false, a hop count, or a comma-separated list'],
    [{ SESSION_MAX_AGE: '7 days' }, 'SESSION_MAX_AGE must be a duration'],
    [{ SESSION_IDLE_TIMEOUT: '0' }, 'SESSION_IDLE_TIMEOUT must be a duration'],
    [{ RATE_LIMIT_PAGE_VISIT: '60' }, 'RATE_LIMIT_PAGE_VISIT must be a count per duration'],
    [{ LOGIN_FAILURES_PER_ACCOUNT: '0/15m' }, 'LOGIN_FAILURES_PER_ACCOUNT must be a count per duration'],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
