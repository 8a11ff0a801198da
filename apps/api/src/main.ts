import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '#platform';
import { AppModule, createHttpApp, EmbeddedPostgresFailed, ensureLocalRedis, keepingStopSignals, loadAppConfig, startEmbeddedPostgres, STOP_SIGNALS } from '#runtime';

const log = (message: string): void => console.log(JSON.stringify({ level: 'info', time: Date.now(), msg: message }));

/** The repository root, from dist/apps/api/src/main.js. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<void> {
  const config = loadAppConfig();
  // The app closes first, while its database still runs: the server's own signal hook is taken back.
  const embedded = config.databaseUrl ? null : await keepingStopSignals(() => startEmbeddedPostgres(config.dataDir, log));
  const redis = await ensureLocalRedis(config.redisUrl, log);
  const webRoot = resolve(repoRoot, 'apps/web/dist');
  const app = await createHttpApp(
    AppModule.forRoot({ config, databaseUrl: config.databaseUrl ?? (embedded?.url as string), webRoot: existsSync(webRoot) ? webRoot : null }),
    config,
    { bufferLogs: true },
  );
  await app.listen(config.port, config.host);
  log(`VibeMatch is running on http://localhost:${config.port} (API docs at /api/docs)`);

  // Once, whichever signals come: Ctrl-C in `npm run start:cluster` reaches this process both from
  // the terminal (SIGINT) and from the launcher (SIGTERM); a closed terminal sends SIGHUP.
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await app.close();
      await redis?.stop();
      await embedded?.stop();
      process.exit(0);
    })());
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop());
}

main().catch((error: unknown) => {
  // A mistake of the setup is said in one line of what to do, without a stack trace.
  console.error(error instanceof ConfigError || error instanceof EmbeddedPostgresFailed ? error.message : error);
  process.exit(1);
});
