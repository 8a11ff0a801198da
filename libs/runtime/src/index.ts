export { InfrastructureModule, type InfrastructureOptions } from './infrastructure.module.js';
export { ProjectionsHost } from './projections.host.js';
export { allProjections, allUpcasters, composeModules, loadAppConfig, vibeMatchModules } from './modules.js';
export { EmbeddedPostgresFailed, startEmbeddedPostgres, useEmbeddedPostgres, type RunningPostgres } from './local-services/embedded-postgres.js';
export { ensureLocalRedis, type LocalRedis } from './local-services/local-redis.js';
export { AppModule, type AppModuleOptions } from './http/app.module.js';
export { createHttpApp } from './http/configure-app.js';
export { WebAppModule } from './http/web-app/web-app.module.js';
export { buildOpenApiDocument, buildOpenApiDocumentOffline } from './http/openapi.js';
