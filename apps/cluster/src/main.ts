import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedPostgresFailed, ensureLocalRedis, keepingStopSignals, startEmbeddedPostgres, STOP_SIGNALS } from '#runtime/local-services';
import { startCluster } from './cluster.js';

/**
 * `npm run start:cluster`: what `npm start` runs, as several processes on one machine (issue 20,
 * docs/decisions/0023): two API processes and two workers against one PostgreSQL and one Redis,
 * behind a proxy on PORT. With no DATABASE_URL it starts the embedded PostgreSQL here, once, and
 * hands its URL to every child, as it does REDIS_URL (a redis-server of its own when none answers).
 *
 * Only the few variables the launcher needs are read here, with the app's defaults; each child
 * validates the whole configuration itself, and a bad value stops the start with its message.
 */
const log = (message: string): void => console.log(JSON.stringify({ level: 'info', time: Date.now(), name: 'cluster', msg: message }));
const report = (message: string): void => console.error(JSON.stringify({ level: 'warn', time: Date.now(), name: 'cluster', msg: message }));

/** The repository root, from dist/apps/cluster/src/main.js. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a whole number from 0 to 65535');
  // What has started, stopped in reverse order at the first signal; one that comes during the start waits for it.
  const started: (() => Promise<void>)[] = [];
  let starting: Promise<unknown> = Promise.resolve();
  let stopping: Promise<void> | undefined;
  const stopAll = async (): Promise<void> => {
    for (const stopOne of started.splice(0).reverse()) await stopOne();
  };
  const stop = (): Promise<void> => (stopping ??= starting.then(stopAll, stopAll));
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop().then(() => process.exit(0)));
  starting = (async () => {
    // The children stop first, while their database still runs: the server's own signal hook is taken back.
    const embedded = env.DATABASE_URL ? null : await keepingStopSignals(() => startEmbeddedPostgres(env.DATA_DIR || './.data', log));
    if (embedded) started.push(() => embedded.stop());
    const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
    const redis = await ensureLocalRedis(redisUrl, log);
    if (redis) started.push(() => redis.stop());
    const cluster = await startCluster({
      root: repoRoot,
      port,
      host: env.HOST || '0.0.0.0',
      publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
      env: { ...env, DATABASE_URL: env.DATABASE_URL || embedded?.url, REDIS_URL: redisUrl },
      report,
    });
    started.push(async () => {
      log('Stopping the API processes, then the workers');
      await cluster.stop();
    });
    log(`VibeMatch is running on http://localhost:${cluster.port}: ${cluster.apis.length} API processes and ${cluster.workers.length} workers behind one proxy`);
  })();
  try {
    await starting;
  } catch (error) {
    await stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  // A mistake of the setup is said in one line of what to do, without a stack trace.
  console.error(error instanceof EmbeddedPostgresFailed ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
