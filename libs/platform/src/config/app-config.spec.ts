import { IsInt, Max } from 'class-validator';
import { Transform } from 'class-transformer';
import { ConfigError, loadConfig, sectionOf } from './app-config.js';
import { defineConfigSection } from './config-section.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.databaseUrl).toBeNull();
    expect(config.eventStore).toEqual({ kind: 'postgres' });
    expect(config.runWorker).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.session).toEqual({ maxAgeSeconds: 7 * 86_400, idleTimeoutSeconds: 24 * 3600 });
    expect(config.loginFailureLimits).toEqual({
      perAccountAndAddress: { points: 5, windowSeconds: 900 },
      perAddress: { points: 50, windowSeconds: 900 },
      perAccount: { points: 20, windowSeconds: 900 },
    });
    expect(config.rateLimits).toEqual({
      signUp: { points: 20, windowSeconds: 3600 },
      signIn: { points: 60, windowSeconds: 900 },
      pageVisit: { points: 60, windowSeconds: 60 },
      artistInfo: { points: 60, windowSeconds: 60 },
      googleSignIn: { points: 20, windowSeconds: 900 },
      tags: { points: 120, windowSeconds: 60 },
      songDescription: { points: 30, windowSeconds: 3600 },
      search: { points: 180, windowSeconds: 60 },
      discovery: { points: 120, windowSeconds: 60 },
      profiles: { points: 300, windowSeconds: 60 },
      paymentWebhook: { points: 600, windowSeconds: 60 },
    });
  });

  it('reads proxy trust as a hop count or a list, and durations in seconds or with a unit', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ SESSION_MAX_AGE: '90', SESSION_IDLE_TIMEOUT: '30m' }).session).toEqual({ maxAgeSeconds: 90, idleTimeoutSeconds: 1800 });
    expect(loadConfig({ RATE_LIMIT_SIGN_UP: '3/2d' }).rateLimits.signUp).toEqual({ points: 3, windowSeconds: 2 * 86_400 });
  });

  it('trims the trailing slash of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://vibematch.example/' }).publicUrl).toBe('https://vibematch.example');
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/vm',
      REDIS_URL: 'redis://cache:6379',
      EVENT_STORE: 'esdb',
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      SESSION_SECRET: 'x'.repeat(40),
      RUN_WORKER: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/vm',
      eventStore: { kind: 'esdb', url: 'esdb://localhost:2113?tls=false' },
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

class ExampleVariables {
  @Transform(({ value }) => (value === undefined ? 5 : Number(value)))
  @IsInt({ message: 'EXAMPLE_LIMIT must be a whole number' }) @Max(10)
  EXAMPLE_LIMIT = 5;
}
const example = defineConfigSection('example', ExampleVariables, (env) => ({ limit: env.EXAMPLE_LIMIT }));

describe('a module configuration section', () => {
  it('is read with its defaults and its values, and found by its token', () => {
    expect(sectionOf(loadConfig({}, [example]), example)).toEqual({ limit: 5 });
    expect(sectionOf(loadConfig({ EXAMPLE_LIMIT: '7' }, [example]), example)).toEqual({ limit: 7 });
  });

  it("reports its bad values together with the app's own", () => {
    const load = () => loadConfig({ EXAMPLE_LIMIT: 'many', PORT: 'abc' }, [example]);
    expect(load).toThrow('EXAMPLE_LIMIT must be a whole number');
    expect(load).toThrow('PORT must be a whole number');
  });

  it('is an error to read a section that was not loaded', () => {
    expect(() => sectionOf(loadConfig({}), example)).toThrow(ConfigError);
  });
});
