import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError } from '#platform';
import { loadAppConfig, STOP_SIGNALS } from '#runtime';
import { WorkerModule } from './worker.module.js';

/**
 * `npm run start:worker`: a worker process on its own, beside API instances started with
 * RUN_WORKER=false. (`npm start` runs the worker inside the API process.)
 */
async function main(): Promise<void> {
  const config = loadAppConfig();
  if (!config.databaseUrl) throw new ConfigError('The worker needs DATABASE_URL: the database the API instances use.');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.databaseUrl), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.get(Logger).log('VibeMatch worker running: projections and queue processors');
  // Once, whichever signals come (Nest's own shutdown hooks would let a second signal, Ctrl-C's
  // SIGINT beside `npm run start:cluster`'s SIGTERM, end the process in the middle of closing); a
  // closed terminal's SIGHUP closes it too, rather than ending it with its leases still held.
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      await app.close();
      process.exit(0);
    })());
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
