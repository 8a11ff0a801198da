import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createClient } from 'redis';
import request from 'supertest';
import type { AppConfig, Clock } from '#platform';
import { AppModule, createHttpApp, loadAppConfig } from '#runtime';
import { checkAnswersAgainstContract } from './contract-check.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { TEST_COUPON_CODE } from './wallet-builders.js';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly config: AppConfig;
  readonly database: TestDatabase;
  /** A client that keeps cookies, like a browser. */
  agent(): ReturnType<typeof request.agent>;
  /** Stops the app; keeps the database and Redis keys so that another app can take over. */
  stop(): Promise<void>;
  /** Stops the app and removes its database and Redis keys. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly env?: Readonly<Record<string, string>>;
  /** Reuse a database and Redis prefix (a restart); default: fresh ones. */
  readonly reuse?: { readonly database: TestDatabase; readonly redisPrefix: string };
  /** A built web app to serve beside the API, as `npm start` does; default: the API only. */
  readonly webRoot?: string;
  /** Where the app learns the time (e.g. a MovableClock, to move it through deadlines); default the system's. */
  readonly clock?: Clock;
  /**
   * Check every answer against the OpenAPI document (default true). The benchmarks turn it off:
   * production does not run it, and on a long list it costs more than the answer itself.
   */
  readonly checkAnswers?: boolean;
}

/** Removes every Redis key a test app (or a test's processes) wrote under `prefix`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    if (keys.length > 0) await client.del(keys);
  }
  await client.close();
}

/**
 * How long a test app may take to stop. In long CI runs a stop has now and then passed Jest's 30 s
 * hook limit (its cause is not found yet: see the session note of issue 19); past this budget the
 * stop is reported on stderr and given up on, so the file's own tests decide its outcome.
 */
const STOP_BUDGET_MS = 20_000;

async function stopWithin(app: { close(): Promise<void> }, budgetMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  const outcome = await Promise.race([app.close().then(() => 'stopped' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') process.stderr.write(`createTestApp: the app did not stop within ${budgetMs} ms; going on without it\n`);
}

/** The real app (real PostgreSQL and Redis) on a fresh database and Redis prefix, API only unless given a web root. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.reuse?.database ?? (await createTestDatabase());
  const redisPrefix = options.reuse?.redisPrefix ?? `test-${randomBytes(5).toString('hex')}`;
  const config = loadAppConfig({
    NODE_ENV: 'test',
    // Only errors: a request that answers 500 or a projection batch that fails says why on the
    // test's output, also when it happens once in a full run and not again alone.
    LOG_LEVEL: 'error',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    // Every test client comes from one address: the per-address limits of the anonymous routes are
    // raised here, and the tests of those limits set their own.
    RATE_LIMIT_SIGN_UP: '10000/1h',
    RATE_LIMIT_SIGN_IN: '10000/15m',
    RATE_LIMIT_PAGE_VISIT: '10000/1m',
    RATE_LIMIT_ARTIST_INFO: '10000/1m',
    RATE_LIMIT_GOOGLE_SIGN_IN: '10000/1m',
    RATE_LIMIT_TAGS: '10000/1m',
    RATE_LIMIT_SONG_DESCRIPTION: '10000/1m',
    RATE_LIMIT_SEARCH: '10000/1m',
    RATE_LIMIT_DISCOVERY: '10000/1m',
    RATE_LIMIT_PROFILES: '10000/1m',
    RATE_LIMIT_PAYMENT_WEBHOOK: '10000/1m',
    TEST_COUPON_CODE,
    ...options.env,
  });
  const module = AppModule.forRoot({ config, databaseUrl: database.url, webRoot: options.webRoot ?? null, clock: options.clock });
  const app = await createHttpApp(module, config, { logger: false, abortOnError: false }, options.checkAnswers === false ? undefined : checkAnswersAgainstContract);
  const stop = () => stopWithin(app, STOP_BUDGET_MS);
  return {
    app,
    config,
    database,
    agent: () => request.agent(app.getHttpServer()),
    stop,
    close: async () => {
      await stop();
      await deleteRedisKeys(config.redisUrl, redisPrefix);
      await database.drop();
    },
  };
}

/**
 * Stops the app and starts a new one on the same database and Redis keys, with `env` (e.g.
 * `RUN_WORKER: 'false'`: no projection or process manager runs). Agents of the old app must sign in again.
 */
export async function restartApp(app: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  await app.stop();
  return createTestApp({ env, reuse: { database: app.database, redisPrefix: app.config.redisPrefix } });
}

/** What a write answers (503) when its read models have not caught up within the bounded wait. */
export const STILL_SHOWING = 'Your change was saved, but it is taking longer than usual to show. Refresh in a moment.';
