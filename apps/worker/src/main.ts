import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError } from '#platform';
import { loadAppConfig } from '#runtime';
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
  app.enableShutdownHooks();
  app.get(Logger).log('VibeMatch worker running: projections and queue processors');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
