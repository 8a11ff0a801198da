import { plainToInstance, Transform } from 'class-transformer';
import { type ConfigSection, type Environment } from './config-section.js';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync, ValidateIf } from 'class-validator';
import { DURATION_PATTERN, parseDuration, parseRateLimit, RATE_LIMIT_PATTERN, type RateLimitRule } from './durations.js';

/** A URL pattern for the given schemes (`'http|https'`), for variables' validation. */
export const URL_OF = (schemes: string): RegExp => new RegExp(`^(${schemes})://\\S+$`);
const DEV_SESSION_SECRET = 'vibematch-development-session-secret';
/** `false`, a hop count, or a comma-separated list of proxy addresses, subnets or Express's names for them. */
const TRUST_PROXY_PATTERN = /^(false|\d{1,2}|(loopback|linklocal|uniquelocal|[\da-f.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[\da-f.:]+(\/\d{1,3})?))*)$/i;
const durationOf = (name: string) =>
  Matches(DURATION_PATTERN, { message: `${name} must be a duration: whole seconds, or a number with s, m, h or d (e.g. 24h)` });
const rateLimitOf = (name: string) =>
  Matches(RATE_LIMIT_PATTERN, { message: `${name} must be a count per duration, e.g. 20/1h or 60/60s` });

/** The routes limited per client address (the `@RateLimit(name)` of a route): the anonymous ones, and those that cost money. */
export const RATE_LIMITED_ROUTES = ['signUp', 'signIn', 'pageVisit', 'artistInfo', 'googleSignIn', 'tags', 'songDescription', 'search', 'discovery', 'profiles', 'paymentWebhook'] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

/** The environment the app reads at start; a bad value stops the start with a message naming it. */
class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt({ message: 'PORT must be a whole number' }) @Min(0) @Max(65535)
  PORT = 3000;

  /** The address the HTTP server listens on: every interface by default; 127.0.0.1 behind a proxy on the same host (npm run start:cluster). */
  @IsString() @Matches(/^[\da-z.:-]+$/i, { message: 'HOST must be an address or a host name, e.g. 127.0.0.1' })
  HOST = '0.0.0.0';

  @IsOptional() @Matches(URL_OF('postgres|postgresql'), { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /**
   * The most connections a process opens for the event store and its queries; its read models'
   * ORM opens up to half as many again, and a worker one more for its leases. Several processes on
   * one PostgreSQL must fit its max_connections together.
   */
  @Transform(({ value }) => (value === undefined ? 20 : Number(value)))
  @IsInt({ message: 'DATABASE_POOL_SIZE must be a whole number' }) @Min(2, { message: 'DATABASE_POOL_SIZE must be at least 2' }) @Max(1000)
  DATABASE_POOL_SIZE = 20;

  @Matches(URL_OF('redis|rediss'), { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key the app writes, so that several apps or test runs share one Redis. */
  @IsString() @Matches(/^[a-z0-9_-]+$/i, { message: 'REDIS_PREFIX may hold letters, digits, _ and - only' })
  REDIS_PREFIX = 'vm';

  @IsIn(['postgres', 'esdb'], { message: 'EVENT_STORE must be postgres or esdb' })
  EVENT_STORE: 'postgres' | 'esdb' = 'postgres';

  @ValidateIf((env: EnvironmentVariables) => env.EVENT_STORE === 'esdb')
  @Matches(URL_OF('esdb|esdb\\+discover|kurrentdb|kdb'), { message: 'EVENTSTORE_URL must be an esdb:// URL when EVENT_STORE is esdb' })
  EVENTSTORE_URL?: string;

  @ValidateIf((env: EnvironmentVariables) => env.NODE_ENV === 'production' || env.SESSION_SECRET !== undefined)
  @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters (required in production)' })
  SESSION_SECRET?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Where `npm start` keeps the embedded PostgreSQL when no DATABASE_URL is set. */
  @IsString()
  DATA_DIR = './.data';

  /** Where users reach the app; Google's redirect URI is built from it. Default http://localhost:PORT. */
  @IsOptional() @Matches(URL_OF('http|https'), { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  /** Which proxies in front of the app may say who the client is (X-Forwarded-For, -Proto); off by default. */
  @Matches(TRUST_PROXY_PATTERN, { message: 'TRUST_PROXY must be false, a hop count, or a comma-separated list of proxy addresses or subnets' })
  TRUST_PROXY = 'false';

  /** A session ends this long after its sign-in, however busy it is. */
  @durationOf('SESSION_MAX_AGE')
  SESSION_MAX_AGE = '7d';

  /** A session ends after this long without a request. */
  @durationOf('SESSION_IDLE_TIMEOUT')
  SESSION_IDLE_TIMEOUT = '24h';

  /** Failed sign-ins allowed per account and client address. */
  @rateLimitOf('LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS')
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = '5/15m';

  /** Failed sign-ins allowed per client address, whatever the accounts. */
  @rateLimitOf('LOGIN_FAILURES_PER_ADDRESS')
  LOGIN_FAILURES_PER_ADDRESS = '50/15m';

  /** Failed sign-ins allowed per account from all the addresses that never signed into it. */
  @rateLimitOf('LOGIN_FAILURES_PER_ACCOUNT')
  LOGIN_FAILURES_PER_ACCOUNT = '20/15m';

  @rateLimitOf('RATE_LIMIT_SIGN_UP')
  RATE_LIMIT_SIGN_UP = '20/1h';

  /**
   * Password sign-ins per address, successful or not: each is an argon2 verification and, when it
   * succeeds, a new session in Redis (the failures have their own, smaller limits above).
   */
  @rateLimitOf('RATE_LIMIT_SIGN_IN')
  RATE_LIMIT_SIGN_IN = '60/15m';

  @rateLimitOf('RATE_LIMIT_PAGE_VISIT')
  RATE_LIMIT_PAGE_VISIT = '60/1m';

  @rateLimitOf('RATE_LIMIT_ARTIST_INFO')
  RATE_LIMIT_ARTIST_INFO = '60/1m';

  @rateLimitOf('RATE_LIMIT_GOOGLE_SIGN_IN')
  RATE_LIMIT_GOOGLE_SIGN_IN = '20/15m';

  @rateLimitOf('RATE_LIMIT_TAGS')
  RATE_LIMIT_TAGS = '120/1m';

  /** Each AI description may cost money at the text-generation provider. */
  @rateLimitOf('RATE_LIMIT_SONG_DESCRIPTION')
  RATE_LIMIT_SONG_DESCRIPTION = '30/1h';

  /** Search requests per address: the search page asks all three tabs (artists, curators, playlists) per search. */
  @rateLimitOf('RATE_LIMIT_SEARCH')
  RATE_LIMIT_SEARCH = '180/1m';

  /** Bounty discovery requests per address: each one scores every open bounty, a page's worth of the server's time. */
  @rateLimitOf('RATE_LIMIT_DISCOVERY')
  RATE_LIMIT_DISCOVERY = '120/1m';

  /**
   * Reads of a user's public pages per address (profile, songs, playlists, a curator's reputation,
   * together): anonymous, so limited; a profile page asks three of them, a dashboard one.
   */
  @rateLimitOf('RATE_LIMIT_PROFILES')
  RATE_LIMIT_PROFILES = '300/1m';

  /** The payment provider's webhook is anonymous: its signature is checked, but junk must not flood it. */
  @rateLimitOf('RATE_LIMIT_PAYMENT_WEBHOOK')
  RATE_LIMIT_PAYMENT_WEBHOOK = '600/1m';

  /** The port of the Prometheus metrics server (docs/decisions/0022-metrics.md); unset: no metrics server. 0 takes a free port (tests). */
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'METRICS_PORT must be a whole number' }) @Min(0) @Max(65535)
  METRICS_PORT?: number;

  /** The address the metrics server listens on: loopback unless an operator opens it on purpose. */
  @IsString()
  METRICS_HOST = '127.0.0.1';

  /** Runs projections and queue processors in the API process (as `npm start` does). */
  @Transform(({ value }) => value === undefined || value === 'true' || value === true)
  RUN_WORKER = true;
}

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  /** The address the HTTP server listens on. */
  readonly host: string;
  /** Null: start an embedded PostgreSQL under `dataDir`. */
  readonly databaseUrl: string | null;
  /** The pool of the event store and queries; the ORM's is half of it (rounded up). */
  readonly databasePoolSize: number;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly eventStore: { readonly kind: 'postgres' } | { readonly kind: 'esdb'; readonly url: string };
  readonly sessionSecret: string;
  readonly logLevel: string;
  readonly dataDir: string;
  readonly runWorker: boolean;
  readonly publicUrl: string;
  /** GET /metrics on a port of its own, never the public one; null: off. */
  readonly metrics: { readonly port: number; readonly host: string } | null;
  /** Each module's configuration section's value, by the section's token (see {@link ConfigSection}). */
  readonly sections: ReadonlyMap<symbol, unknown>;
  /** Express's `trust proxy`: false, a hop count, or the trusted proxies' addresses. */
  readonly trustProxy: false | number | readonly string[];
  readonly session: { readonly maxAgeSeconds: number; readonly idleTimeoutSeconds: number };
  readonly loginFailureLimits: {
    readonly perAccountAndAddress: RateLimitRule;
    readonly perAddress: RateLimitRule;
    readonly perAccount: RateLimitRule;
  };
  readonly rateLimits: Readonly<Record<RateLimitedRoute, RateLimitRule>>;
}

function trustProxyOf(text: string): AppConfig['trustProxy'] {
  if (text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment: the app's own variables and every module's section.
 * @throws ConfigError listing every bad value.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, sections: readonly ConfigSection<unknown>[] = []): AppConfig {
  const present: Environment = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const env = plainToInstance(EnvironmentVariables, present);
  const lines = validateSync(env, { whitelist: false }).flatMap((e) => Object.values(e.constraints ?? {}));
  const values = new Map<symbol, unknown>();
  for (const section of sections) {
    const read = section.read(present);
    if ('errors' in read) lines.push(...read.errors);
    else values.set(section.token, read.value);
  }
  // Sections may share a variable (OUTSIDE_CALL_TIMEOUT_MS): a bad one is named once.
  if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${[...new Set(lines)].join('\n  - ')}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    eventStore: env.EVENT_STORE === 'esdb' ? { kind: 'esdb', url: env.EVENTSTORE_URL as string } : { kind: 'postgres' },
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    runWorker: env.RUN_WORKER,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    sections: values,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    session: { maxAgeSeconds: parseDuration(env.SESSION_MAX_AGE), idleTimeoutSeconds: parseDuration(env.SESSION_IDLE_TIMEOUT) },
    loginFailureLimits: {
      perAccountAndAddress: parseRateLimit(env.LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS),
      perAddress: parseRateLimit(env.LOGIN_FAILURES_PER_ADDRESS),
      perAccount: parseRateLimit(env.LOGIN_FAILURES_PER_ACCOUNT),
    },
    rateLimits: {
      signUp: parseRateLimit(env.RATE_LIMIT_SIGN_UP),
      signIn: parseRateLimit(env.RATE_LIMIT_SIGN_IN),
      pageVisit: parseRateLimit(env.RATE_LIMIT_PAGE_VISIT),
      artistInfo: parseRateLimit(env.RATE_LIMIT_ARTIST_INFO),
      googleSignIn: parseRateLimit(env.RATE_LIMIT_GOOGLE_SIGN_IN),
      tags: parseRateLimit(env.RATE_LIMIT_TAGS),
      songDescription: parseRateLimit(env.RATE_LIMIT_SONG_DESCRIPTION),
      search: parseRateLimit(env.RATE_LIMIT_SEARCH),
      discovery: parseRateLimit(env.RATE_LIMIT_DISCOVERY),
      profiles: parseRateLimit(env.RATE_LIMIT_PROFILES),
      paymentWebhook: parseRateLimit(env.RATE_LIMIT_PAYMENT_WEBHOOK),
    },
  };
}

/** A module's section as loaded at start. */
export function sectionOf<Value>(config: AppConfig, section: ConfigSection<Value>): Value {
  if (!config.sections.has(section.token)) throw new ConfigError(`The configuration section ${section.name} was not loaded`);
  return config.sections.get(section.token) as Value;
}
