import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { type AppConfig, type Clock, HttpErrorFilter } from '#platform';
import { InfrastructureModule } from '../infrastructure.module.js';
import { allProjections, allUpcasters, composeModules } from '../modules.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { HealthController } from './health/health.http.controller.js';
import { INLINE_SCRIPT_SOURCES, inlineScriptSources } from './web-app/inline-scripts.js';
import { WebAppModule } from './web-app/web-app.module.js';

export interface AppModuleOptions {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  /** The built web app to serve at `/`; null serves the API only (tests). */
  readonly webRoot: string | null;
  /** Where the app learns the time; default the system's (tests move a clock of their own through deadlines). */
  readonly clock?: Clock;
}

const logsRequests = (level: string): boolean => (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info;

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, webRoot, clock }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => req.url === '/api/analytics/page-visit' },
          },
          // Requests are logged at info. Below it the logging middleware would still build and
          // serialize a logger per request (a tenth of an anonymous read's CPU, bench/api) for nothing.
          ...(logsRequests(config.logLevel) ? {} : { forRoutes: [] }),
        }),
        InfrastructureModule.forRoot({ config, databaseUrl, projections: allProjections, upcasters: allUpcasters, clock }),
        // The queue dashboard finds every module's BullMQ queues among the providers.
        DiscoveryModule,
        // GET /metrics on a port of its own when METRICS_PORT is set (docs/decisions/0022-metrics.md).
        MetricsModule,
        ...composeModules({ config, runWorker: config.runWorker }),
        ...(webRoot ? [WebAppModule.forRoot(webRoot)] : []),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        // Read by the security headers (configure-app.ts): the web pages' own scripts, allowed by hash.
        { provide: INLINE_SCRIPT_SOURCES, useValue: webRoot ? inlineScriptSources(webRoot) : [] },
      ],
    };
  }
}
