import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '#platform';
import { allProjections, allUpcasters, composeModules, InfrastructureModule } from '#runtime';

/** The background side alone: projection runners and queue processors, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const workerConfig = { ...config, runWorker: true };
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }),
        InfrastructureModule.forRoot({ config: workerConfig, databaseUrl, projections: allProjections, upcasters: allUpcasters }),
        ...composeModules({ config: workerConfig, runWorker: true }),
      ],
    };
  }
}
